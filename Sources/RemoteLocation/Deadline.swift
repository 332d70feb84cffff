import Dispatch

/// Runs work after a delay, for request time limits and fallback deadlines.
///
/// The timers run on a private serial queue rather than a global one: a serial queue gets a
/// thread of its own when the shared worker threads are all busy, so a deadline is not held up
/// by unrelated work that saturates the global queues.
enum Deadline {
    private static let queue = DispatchQueue(label: "RemoteLocation.deadlines", qos: .userInitiated)

    /// Runs `work` once `seconds` have passed.
    static func after(_ seconds: Double, _ work: @escaping @Sendable () -> Void) {
        queue.asyncAfter(deadline: .now() + seconds, execute: work)
    }
}
