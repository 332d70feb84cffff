/// Exact parsers for the numbers in OSM XML attributes; no floating point involved.
enum XMLNumbers {
    /// Parses a decimal integer with an optional sign (`123`, `-5`); `nil` when malformed or out of `Int64`.
    static func integer(_ bytes: ArraySlice<UInt8>) -> Int64? {
        var digits = bytes[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        guard !digits.isEmpty else { return nil }
        var value: Int64 = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let digit = Int64(byte - UInt8(ascii: "0"))
            let (sum, overflow2) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            guard !overflow1, !overflow2 else { return nil }
            value = sum
        }
        return value
    }

    /// Parses decimal degrees (`47.1234567`, `-0.5`, `9`) to 10⁻⁷ degrees. Digits past the seventh
    /// decimal round half away from zero. Returns `nil` when malformed (exponents, stray characters);
    /// values of a million degrees or more come back as `Int64.max` so range checks reject them.
    static func degreesE7(_ bytes: ArraySlice<UInt8>) -> Int64? {
        var index = bytes.startIndex
        var negative = false
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var whole: Int64 = 0, wholeDigits = 0
        while index < bytes.endIndex, let digit = digitValue(bytes[index]) {
            if wholeDigits < 6 { whole = whole * 10 + digit }
            wholeDigits += 1
            index += 1
        }
        var fraction: Int64 = 0, fractionDigits = 0
        var roundUp = false
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.endIndex, let digit = digitValue(bytes[index]) {
                if fractionDigits < 7 {
                    fraction = fraction * 10 + digit
                } else if fractionDigits == 7 {
                    roundUp = digit >= 5
                }
                fractionDigits += 1
                index += 1
            }
        }
        guard index == bytes.endIndex, wholeDigits + fractionDigits > 0 else { return nil }
        guard wholeDigits <= 6 else { return Int64.max }
        for _ in min(fractionDigits, 7)..<7 { fraction *= 10 }
        let magnitude = whole * 10_000_000 + fraction + (roundUp ? 1 : 0)
        return negative ? -magnitude : magnitude
    }

    private static func digitValue(_ byte: UInt8) -> Int64? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int64(byte - UInt8(ascii: "0")) : nil
    }
}
