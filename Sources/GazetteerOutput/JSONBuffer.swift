/// The writer's byte buffer: one allocation; a full or shared buffer is replaced by a larger copy.
final class JSONBuffer: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(64, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// A new buffer of `capacity` bytes holding the first `count` bytes of this one.
    func copy(count: Int, capacity: Int) -> JSONBuffer {
        let copy = JSONBuffer(capacity: capacity)
        copy.base.update(from: base, count: count)
        return copy
    }
}
