/// LEB128 unsigned varints: 7 bits a byte, low bits first, the high bit set on every byte but the last.
///
/// The one encoding of variable-length integers in the index; ``ByteView/varint(_:)`` decodes it.
enum Varint {
    /// The largest value the reader accepts (5 bytes).
    static let maximum = (1 << 35) - 1

    /// Appends `value` (non-negative) to `bytes`.
    @inline(__always)
    static func append(_ value: Int, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// The bytes `value` takes.
    @inline(__always)
    static func size(_ value: Int) -> Int {
        var size = 1
        var value = value >> 7
        while value > 0 {
            size += 1
            value >>= 7
        }
        return size
    }
}
