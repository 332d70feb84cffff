import Dispatch

/// Runs view-model work on the main queue, from callbacks that may arrive on any queue.
///
/// The view models keep their state confined to the main queue: every change they publish,
/// every listener call and every completion goes through ``run(_:)``.
enum MainThread {
    /// Marks the main queue, so code can tell whether it runs there. `Thread.isMainThread`
    /// cannot: after `dispatchMain()` on Linux, worker threads drain the main queue.
    private static let key = SpecificKey()
    private static let markMainQueue: Void = DispatchQueue.main.setSpecific(key: key.value, value: true)

    /// Whether the caller runs on the main queue.
    static var isCurrent: Bool {
        markMainQueue
        return DispatchQueue.getSpecific(key: key.value) == true
    }

    /// Runs `body` now when called on the main queue, otherwise enqueues it there.
    ///
    /// Work enqueued from one thread runs in the order it was enqueued. `body` need not be
    /// `Sendable`: it is handed to the main queue and runs there alone, which is the confinement
    /// the view models document for their state.
    static func run(_ body: @escaping () -> Void) {
        if isCurrent {
            body()
        } else {
            let confined = MainQueueConfined(body)
            DispatchQueue.main.async { confined.value() }
        }
    }
}

/// A value handed to the main queue and used only there.
struct MainQueueConfined<Value>: @unchecked Sendable {
    // Safe by construction: created on one thread, read once, on the main queue.
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// A dispatch key that is only ever read after creation.
private struct SpecificKey: @unchecked Sendable {
    let value = DispatchSpecificKey<Bool>()
}
