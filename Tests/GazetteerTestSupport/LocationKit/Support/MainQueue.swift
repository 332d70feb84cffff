import Dispatch

/// Tells whether code runs on the main queue (`Thread.isMainThread` cannot on Linux, where
/// worker threads may drain the main queue).
public enum MainQueue {
    private static let key = SpecificKey()
    private static let mark: Void = DispatchQueue.main.setSpecific(key: key.value, value: true)

    /// Whether the caller runs on the main queue.
    public static var isCurrent: Bool {
        mark
        return DispatchQueue.getSpecific(key: key.value) == true
    }
}

/// A dispatch key that is only ever read after creation.
private struct SpecificKey: @unchecked Sendable {
    public let value = DispatchSpecificKey<Bool>()
}
