import GazetteerIndex

/// Hands a non-Sendable value to exactly one other thread.
final class UncheckedBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
