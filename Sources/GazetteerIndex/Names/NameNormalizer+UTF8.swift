extension NameNormalizer {
    /// Decodes the non-ASCII scalar that starts at `index` of `bytes`.
    ///
    /// Rejects continuation bytes in lead position, overlong forms, surrogates, scalars above
    /// U+10FFFF and sequences cut short by the end of the buffer.
    ///
    /// - Returns: The scalar and its length in bytes, or a length of 0 when the bytes are not UTF-8.
    /// - Complexity: O(1).
    @inline(__always)
    static func decodeScalar(
        in bytes: UnsafeBufferPointer<UInt8>, at index: Int
    ) -> (scalar: UInt32, length: Int) {
        let invalid = (scalar: UInt32(0), length: 0)
        let lead = UInt32(bytes[index])
        let available = bytes.count - index

        switch lead {
        case 0xC2...0xDF:
            guard available >= 2 else { return invalid }
            let second = UInt32(bytes[index + 1])
            guard second & 0xC0 == 0x80 else { return invalid }
            return ((lead & 0x1F) << 6 | (second & 0x3F), 2)

        case 0xE0...0xEF:
            guard available >= 3 else { return invalid }
            let second = UInt32(bytes[index + 1]), third = UInt32(bytes[index + 2])
            let low: UInt32 = lead == 0xE0 ? 0xA0 : 0x80  // 0xE0 0x80...0x9F is overlong
            let high: UInt32 = lead == 0xED ? 0x9F : 0xBF  // 0xED 0xA0...0xBF are surrogates
            guard second >= low, second <= high, third & 0xC0 == 0x80 else { return invalid }
            return ((lead & 0x0F) << 12 | (second & 0x3F) << 6 | (third & 0x3F), 3)

        case 0xF0...0xF4:
            guard available >= 4 else { return invalid }
            let second = UInt32(bytes[index + 1]), third = UInt32(bytes[index + 2])
            let fourth = UInt32(bytes[index + 3])
            let low: UInt32 = lead == 0xF0 ? 0x90 : 0x80  // 0xF0 0x80...0x8F is overlong
            let high: UInt32 = lead == 0xF4 ? 0x8F : 0xBF  // 0xF4 0x90... is above U+10FFFF
            guard second >= low, second <= high, third & 0xC0 == 0x80, fourth & 0xC0 == 0x80 else {
                return invalid
            }
            return ((lead & 0x07) << 18 | (second & 0x3F) << 12 | (third & 0x3F) << 6 | (fourth & 0x3F), 4)

        default:  // a continuation byte, an overlong two-byte lead (0xC0, 0xC1) or 0xF5...0xFF
            return invalid
        }
    }
}
