/// Parses decimal degrees ("47.14101", "-0.5", "+9") into fixed point, 10^-7 degree units,
/// exactly (no binary floating point), rounding half away from zero past the 7th decimal.
enum DecimalParser {
    /// The value in 10^-7 units, or `nil` for anything but an optional sign, digits, and an
    /// optional fraction (no exponent, no NaN, no spaces), or a value beyond ±2^31.
    static func e7<C: Collection<UInt8>>(_ bytes: C) -> Int32? {
        var iterator = bytes.makeIterator()
        var negative = false
        var byte = iterator.next()
        if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
            negative = byte == UInt8(ascii: "-")
            byte = iterator.next()
        }
        var value: Int64 = 0
        var digits = 0
        while let current = byte, current >= 0x30, current <= 0x39 {
            value = value * 10 + Int64(current - 0x30)
            digits += 1
            guard value < 1_000_000 else { return nil }
            byte = iterator.next()
        }
        var fraction = 0
        var roundUp = false
        if byte == UInt8(ascii: ".") {
            byte = iterator.next()
            while let current = byte, current >= 0x30, current <= 0x39 {
                if fraction < 7 {
                    value = value * 10 + Int64(current - 0x30)
                    fraction += 1
                } else if fraction == 7 {
                    roundUp = current >= 0x35
                    fraction += 1
                }
                digits += 1
                byte = iterator.next()
            }
        }
        guard byte == nil, digits > 0 else { return nil }
        while fraction < 7 {
            value *= 10
            fraction += 1
        }
        if roundUp { value += 1 }
        return Int32(exactly: negative ? -value : value)
    }

    /// A non-negative integer of ASCII digits; `nil` when empty, not digits, or past `UInt64`.
    static func unsigned<C: Collection<UInt8>>(_ bytes: C) -> UInt64? {
        guard !bytes.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in bytes {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(UInt64(byte - 0x30))
            guard !overflow1, !overflow2 else { return nil }
            value = sum
        }
        return value
    }
}
