/// Bounds-checked little-endian reads through a byte array, for zip records.
struct LittleEndianReader {
    /// A read went past the end of the bytes.
    struct OutOfBounds: Error {}

    private let bytes: [UInt8]
    /// Index of the next byte to read.
    private(set) var position: Int

    /// Starts reading `bytes` at `position`.
    init(_ bytes: [UInt8], position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    /// Bytes left after ``position``.
    var remaining: Int { max(0, bytes.count - position) }

    /// Reads a 16-bit value and moves past it.
    mutating func readUInt16() throws(OutOfBounds) -> UInt16 {
        UInt16(truncatingIfNeeded: try readInteger(byteCount: 2))
    }

    /// Reads a 32-bit value and moves past it.
    mutating func readUInt32() throws(OutOfBounds) -> UInt32 {
        UInt32(truncatingIfNeeded: try readInteger(byteCount: 4))
    }

    /// Reads a 64-bit value and moves past it.
    mutating func readUInt64() throws(OutOfBounds) -> UInt64 {
        try readInteger(byteCount: 8)
    }

    /// Reads `count` bytes and moves past them.
    mutating func readBytes(_ count: Int) throws(OutOfBounds) -> ArraySlice<UInt8> {
        guard count >= 0, count <= remaining else { throw OutOfBounds() }
        defer { position += count }
        return bytes[position..<position + count]
    }

    /// Moves past `count` bytes.
    mutating func skip(_ count: Int) throws(OutOfBounds) {
        _ = try readBytes(count)
    }

    private mutating func readInteger(byteCount: Int) throws(OutOfBounds) -> UInt64 {
        guard byteCount <= remaining else { throw OutOfBounds() }
        var value: UInt64 = 0
        for index in 0..<byteCount {
            value |= UInt64(bytes[position + index]) << (8 * index)
        }
        position += byteCount
        return value
    }
}
