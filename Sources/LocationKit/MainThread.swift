import Dispatch

/// Runs main-actor work from callbacks that may arrive on any queue.
enum MainThread {
    /// Marks the main queue, so code can tell whether it runs there. `Thread.isMainThread`
    /// cannot: after `dispatchMain()` on Linux, worker threads drain the main queue.
    private static let key = SpecificKey()
    private static let markMainQueue: Void = DispatchQueue.main.setSpecific(key: key.value, value: true)

    /// Whether the caller runs on the main queue, and so on the main actor.
    static var isCurrent: Bool {
        markMainQueue
        return DispatchQueue.getSpecific(key: key.value) == true
    }

    /// Runs `body` now when called on the main queue, otherwise enqueues it there.
    ///
    /// Work enqueued from one thread runs in the order it was enqueued.
    static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated(body)
        } else {
            DispatchQueue.main.async {
                MainActor.assumeIsolated(body)
            }
        }
    }
}

/// A dispatch key that is only ever read after creation.
private struct SpecificKey: @unchecked Sendable {
    let value = DispatchSpecificKey<Bool>()
}
