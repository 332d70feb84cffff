import Foundation
import GazetteerIndex

/// Record batches handed back once their records are delivered, for the next blocks to be parsed
/// into: a batch keeps the storage it grew to, so parsing a block does not grow (and fault in) new
/// arrays each time.
///
/// A batch is emptied when it is taken, on the worker that parses into it; if the consumer still
/// holds it then, emptying it makes new storage (copy on write) and the old goes with the consumer.
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
        var batch = lock.withLock { batches.popLast() } ?? RecordBatch()
        batch.removeAll()
        return batch
    }

    /// Keeps `batch` for a later ``take()``, unless ``capacity`` batches wait already. O(1).
    func give(_ batch: RecordBatch) {
        lock.withLock {
            if batches.count < capacity { batches.append(batch) }
        }
    }
}
