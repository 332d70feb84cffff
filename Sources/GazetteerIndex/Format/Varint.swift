/// LEB128 unsigned varints: 7 bits a byte, low bits first, the high bit set on every byte but the last.
///
/// The one encoding of variable-length integers in the index; ``ByteView/varint(_:)`` decodes it.
enum Varint {
    /// Appends `value` (non-negative) to `bytes`.
    @inline(__always)
    static func append<Value: BinaryInteger>(_ value: Value, to bytes: inout some ByteAppending) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(truncatingIfNeeded: value))
    }

    /// The value at `position` of `bytes`, which moves past it. For bytes the build wrote itself
    /// (a damaged index is read through ``ByteView/varint(_:)``, which checks its bounds).
    /// - Precondition: a whole varint starts at `position`.
    @inline(__always)
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, at position: inout Int) -> Int {
        var value = 0
        var shift = 0
        while true {
            let byte = bytes[position]
            position += 1
            value |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }
}

/// Where bytes can be appended one at a time: an array, or a list that may spill to a file.
protocol ByteAppending {
    mutating func append(_ byte: UInt8)
}

extension Array: ByteAppending where Element == UInt8 {}
extension SpillableArray: ByteAppending where Element == UInt8 {}
