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
    /// - Complexity: O(1), no allocation (the bytes are read in place; two bytes make a small string).
    static func unpack(_ packed: UInt16) -> String {
        guard packed != 0 else { return "" }
        return withUnsafeBytes(of: packed.littleEndian) { String(decoding: $0.assumingMemoryBound(to: UInt8.self), as: UTF8.self) }
    }
}
