import Foundation
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// Waits for the first value of `publisher` that satisfies `predicate`.
///
/// - Returns: That value, or `nil` if none arrived within `timeout` seconds. The wait ends as soon as
///   the value arrives; the timeout only bounds a failing one, so it is generous enough for a
///   machine busy with other work.
public func firstValue<P: Publisher>(
    of publisher: P,
    timeout: TimeInterval = 60,
    isolation: isolated (any Actor)? = #isolation,
    where predicate: @escaping @Sendable (P.Output) -> Bool = { _ in true }
) async -> P.Output? where P.Output: Sendable, P.Failure == Never {
    let waiter = Waiter<P.Output>()
    return await withCheckedContinuation(isolation: isolation) { continuation in
        waiter.begin(continuation)
        let subscription = publisher.sink { value in
            if predicate(value) { waiter.finish(value) }
        }
        waiter.hold(subscription)
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
            waiter.finish(nil)
        }
    }
}

/// Resumes a continuation once, from whichever thread comes first.
private final class Waiter<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value?, Never>?
    private var subscription: AnyCancellable?

    public func begin(_ continuation: CheckedContinuation<Value?, Never>) {
        lock.withLock { self.continuation = continuation }
    }

    public func hold(_ subscription: AnyCancellable) {
        let finished = lock.withLock {
            if continuation == nil { return true }
            self.subscription = subscription
            return false
        }
        if finished { subscription.cancel() }
    }

    public func finish(_ value: Value?) {
        let (continuation, subscription) = lock.withLock {
            defer { self.continuation = nil; self.subscription = nil }
            return (self.continuation, self.subscription)
        }
        subscription?.cancel()
        continuation?.resume(returning: value)
    }
}

/// Collects the values passed to callbacks, from any thread, so a test can await them.
public final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let subject = CurrentValueSubject<[Value], Never>([])

    public init() {}

    /// Every value recorded so far, oldest first.
    public var values: [Value] { lock.withLock { subject.value } }

    /// Appends a value.
    public func record(_ value: Value) {
        lock.withLock { subject.send(subject.value + [value]) }
    }

    /// Waits until at least `count` values are recorded.
    ///
    /// - Returns: The values, or `nil` if fewer than `count` arrived within `timeout` seconds.
    public func wait(for count: Int = 1, timeout: TimeInterval = 60) async -> [Value]? {
        await firstValue(of: subject, timeout: timeout) { $0.count >= count }
    }
}

/// Lets the main queue run everything already enqueued on it.
@MainActor
public func drainMainQueue() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}
