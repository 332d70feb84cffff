import Foundation
import GazetteerIndex

/// Record batches handed back once their records are delivered, for the next blocks to be parsed
/// into: a batch keeps the storage it grew to, so parsing a block does not grow (and fault in) new
/// arrays each time.
///
/// A batch is emptied when it is taken, on the worker that parses into it. Its storage is kept only
/// if nothing else holds the batch then (else emptying it makes new storage, copy on write), so the
/// consumer hands a batch back one delivery later (``give(_:)``), once the pool has let go of it.
/// At most ``capacity`` batches wait, so the memory kept is bounded by the blocks in flight.
/// Thread-safe.
final class SpareBatches: @unchecked Sendable {
    private let lock = NSLock()
    private var batches: [RecordBatch] = []
    /// The most batches kept.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// An empty batch: a spare one emptied, or a new one. O(1) amortized.
    func take() -> RecordBatch {
        lock.lock()
        var batch = batches.popLast() ?? RecordBatch()
        lock.unlock()
        batch.removeAll()
        return batch
    }

    /// Keeps the batch in `batch` for a later ``take()`` (unless ``capacity`` batches wait already),
    /// moved out so that this holds the only reference to it; `batch` is left empty. O(1).
    func give(_ batch: inout RecordBatch) {
        var given = RecordBatch()
        swap(&given, &batch)
        lock.lock()
        defer { lock.unlock() }
        if batches.count < capacity { batches.append(consume given) }
    }
}
