/// Why protobuf bytes could not be decoded. Offsets count from the start of the message being read.
enum ProtobufError: Error, Equatable, Sendable, CustomStringConvertible {
    case truncatedVarint(offset: Int)
    case varintTooLong(offset: Int)
    case lengthPastEnd(offset: Int, length: UInt64, available: Int)
    case truncatedFixed(offset: Int, width: Int)
    case invalidWireType(UInt8, offset: Int)
    case unsupportedWireType(ProtobufWireType, offset: Int)
    case invalidFieldNumber(offset: Int)
    case wrongWireType(field: Int, found: ProtobufWireType)

    var description: String {
        switch self {
        case .truncatedVarint(let offset): "truncated varint at offset \(offset)"
        case .varintTooLong(let offset): "varint longer than 10 bytes at offset \(offset)"
        case .lengthPastEnd(let offset, let length, let available):
            "length \(length) at offset \(offset) runs past the end (\(available) bytes left)"
        case .truncatedFixed(let offset, let width): "truncated \(width)-byte value at offset \(offset)"
        case .invalidWireType(let type, let offset): "invalid wire type \(type) at offset \(offset)"
        case .unsupportedWireType(let type, let offset): "unsupported wire type \(type) at offset \(offset)"
        case .invalidFieldNumber(let offset): "field number 0 at offset \(offset)"
        case .wrongWireType(let field, let found): "field \(field) has unexpected wire type \(found)"
        }
    }
}
