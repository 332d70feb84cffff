/// LEB128 unsigned varints: 7 bits a byte, low bits first, the high bit set on every byte but the last.
///
/// The one encoding of variable-length integers in the index; ``ByteView/varint(_:)`` decodes it.
enum Varint {
    /// Appends `value` (non-negative) to `bytes`.
    @inline(__always)
    static func append<Value: BinaryInteger>(_ value: Value, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(truncatingIfNeeded: value))
    }
}
