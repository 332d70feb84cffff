import Dispatch
import GazetteerTestSupport

/// A queue that code can recognise itself running on.
struct MarkedQueue: @unchecked Sendable {
    // Sendable by hand: the key is only read after creation, and DispatchQueue is thread-safe.
    let queue: DispatchQueue
    private let key = DispatchSpecificKey<String>()

    /// Creates a serial queue (or a concurrent one) named `label`.
    init(_ label: String, concurrent: Bool = false) {
        queue = DispatchQueue(label: label, attributes: concurrent ? .concurrent : [])
        queue.setSpecific(key: key, value: label)
    }

    /// Whether the caller runs on ``queue``.
    var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) == queue.label
    }
}
