extension ByteWriter {
    /// Appends `value` as a LEB128 varint (7 bits a byte, low bits first).
    @inline(__always)
    mutating func varint(_ value: UInt64) {
        Varint.append(value, to: &bytes)
    }

    /// Appends a signed value as a zigzag varint (small magnitudes take few bytes).
    @inline(__always)
    mutating func signedVarint(_ value: Int64) {
        varint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }
}

extension ByteView {
    /// Reads a zigzag varint written by ``ByteWriter/signedVarint(_:)``.
    @inline(__always)
    func signedVarint(_ offset: Int) -> (value: Int64, size: Int) {
        let (raw, size) = varint(offset)
        let value = UInt64(raw)
        return (Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1))), size)
    }
}
