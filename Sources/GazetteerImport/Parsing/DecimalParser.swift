/// Exact parsers for the numbers in text inputs (GeoNames columns, OSM XML attributes): no binary
/// floating point is involved, so "47.1410568" is 471,410,568 × 10⁻⁷° on every platform.
enum DecimalParser {
    /// Parses decimal degrees (`47.1234567`, `-0.5`, `+9`, `.5`) to 10⁻⁷ degrees; digits past the
    /// seventh decimal round half away from zero.
    ///
    /// - Returns: `nil` when malformed (no digits, exponents, spaces, stray characters); values of a
    ///   million degrees or more come back as `Int64.max` (or `Int64.min`), so range checks such as
    ///   ``FixedPoint/isValidLatitude(_:)`` reject them.
    /// - Complexity: O(*n*) in the number of bytes.
    static func e7<C: Collection<UInt8>>(_ bytes: C) -> Int64? {
        var iterator = bytes.makeIterator()
        var byte = iterator.next()
        var negative = false
        if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
            negative = byte == UInt8(ascii: "-")
            byte = iterator.next()
        }
        var whole: Int64 = 0, wholeDigits = 0
        while let current = byte, let digit = digitValue(current) {
            if wholeDigits < 6 { whole = whole * 10 + digit }
            wholeDigits += 1
            byte = iterator.next()
        }
        var fraction: Int64 = 0, fractionDigits = 0
        var roundUp = false
        if byte == UInt8(ascii: ".") {
            byte = iterator.next()
            while let current = byte, let digit = digitValue(current) {
                if fractionDigits < 7 {
                    fraction = fraction * 10 + digit
                } else if fractionDigits == 7 {
                    roundUp = digit >= 5
                }
                fractionDigits += 1
                byte = iterator.next()
            }
        }
        guard byte == nil, wholeDigits + fractionDigits > 0 else { return nil }
        guard wholeDigits <= 6 else { return negative ? Int64.min : Int64.max }
        for _ in min(fractionDigits, 7)..<7 { fraction *= 10 }
        let magnitude = whole * 10_000_000 + fraction + (roundUp ? 1 : 0)
        return negative ? -magnitude : magnitude
    }

    /// Parses a decimal integer with an optional sign (`123`, `-5`, `+7`).
    ///
    /// - Returns: `nil` when empty, malformed or outside `Int64`.
    /// - Complexity: O(*n*) in the number of bytes.
    static func integer<C: Collection<UInt8>>(_ bytes: C) -> Int64? {
        var digits = bytes[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        guard !digits.isEmpty else { return nil }
        var value: Int64 = 0
        for byte in digits {
            guard let digit = digitValue(byte) else { return nil }
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            guard !overflow1, !overflow2 else { return nil }
            value = sum
        }
        return value
    }

    /// A non-negative integer of ASCII digits (no sign).
    ///
    /// - Returns: `nil` when empty, not digits, or past `UInt64`.
    /// - Complexity: O(*n*) in the number of bytes.
    static func unsigned<C: Collection<UInt8>>(_ bytes: C) -> UInt64? {
        guard !bytes.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in bytes {
            guard let digit = digitValue(byte) else { return nil }
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(UInt64(digit))
            guard !overflow1, !overflow2 else { return nil }
            value = sum
        }
        return value
    }

    @inline(__always)
    private static func digitValue(_ byte: UInt8) -> Int64? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int64(byte - UInt8(ascii: "0")) : nil
    }
}
