/// ISO country codes as stored in records and the country table: two ASCII letters packed
/// little-endian into 16 bits, 0 for unknown. Shared by the writer and the reader.
enum CountryCode {
    /// The packed form of `code`; 0 for anything but two printable ASCII characters.
    static func pack(_ code: String) -> UInt16 {
        let utf8 = code.utf8
        guard utf8.count == 2, let first = utf8.first, let last = utf8.last,
              first < 0x80, last < 0x80, first > 0x20, last > 0x20 else { return 0 }
        return UInt16(first) | UInt16(last) << 8
    }

    /// The two letters of a packed code; empty for 0.
    static func unpack(_ packed: UInt16) -> String {
        guard packed != 0 else { return "" }
        return String(decoding: [UInt8(packed & 0xFF), UInt8(packed >> 8)], as: UTF8.self)
    }
}
