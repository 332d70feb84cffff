/// One field key: its number and wire type.
struct ProtobufField: Equatable, Sendable {
    var number: Int
    var wireType: ProtobufWireType
}
