/// An index file's bytes, with little-endian field access for crafting damaged headers.
struct IndexBytes {
    static let headerSize = 64
    static let sectionEntrySize = 24
    static let checksumOffset = 24

    var bytes: [UInt8]

    var sectionCount: Int { Int(u32(12)) }

    /// The offset of section table entry `number`.
    static func entry(_ number: Int) -> Int { headerSize + number * sectionEntrySize }

    func u32(_ offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }

    func u64(_ offset: Int) -> UInt64 {
        (0..<8).reduce(0) { $0 | UInt64(bytes[offset + $1]) << (8 * $1) }
    }

    mutating func setU32(_ offset: Int, _ value: UInt32) {
        for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
    }

    mutating func setU64(_ offset: Int, _ value: UInt64) {
        for index in 0..<8 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
    }

    /// Rewrites the header checksum over the header and section table, so that checks after it are reached.
    mutating func refreshHeaderChecksum() {
        let tableEnd = min(bytes.count, Self.headerSize + sectionCount * Self.sectionEntrySize)
        setU32(Self.checksumOffset, 0)
        setU32(Self.checksumOffset, ReferenceCRC32.checksum(bytes[0..<tableEnd]))
    }
}

/// CRC-32 (IEEE 802.3, reflected, as in zlib), one bit at a time: slow and obviously right.
enum ReferenceCRC32 {
    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
