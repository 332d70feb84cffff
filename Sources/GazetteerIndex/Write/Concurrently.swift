import Dispatch
import Foundation

/// Runs `first` on a thread of its own and `second` on this one; returns both results.
///
/// A new thread each call, not a task on Dispatch's global queue: the build's stages nest these
/// calls (a stage runs on two threads, each of which splits its work in two again), and the global
/// queue runs as many tasks at once as there are cores, so a nested task waited for a running one
/// to end (or for Dispatch to add a thread, about a second later) instead of running beside it.
/// Starting a thread costs tens of microseconds; every call here hands over milliseconds of work.
func concurrently<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
    withoutActuallyEscaping(first) { first in
        let handoff = Handoff(first)
        Thread { handoff.run() }.start()
        let secondResult = second()
        return (handoff.wait(), secondResult)
    }
}

/// Carries one call to another thread and its result back.
private final class Handoff<Value>: @unchecked Sendable {
    /// Let go before the result is announced: the caller's closure does not outlive the call.
    private var work: (() -> Value)?
    private var value: Value?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping () -> Value) { self.work = work }

    /// Runs the work (on the other thread) and announces its result.
    func run() {
        do {
            let work = self.work.take()!
            value = work()
        }
        done.signal()
    }

    /// The result, once ``run()`` has announced it.
    func wait() -> Value {
        done.wait()
        return value.take()!
    }
}

/// Computes `transform` for every element on all cores; the results keep the input order.
func concurrentMap<Element, Result>(_ elements: [Element], _ transform: (Element) -> Result) -> [Result] {
    withoutActuallyEscaping(transform) { transform in
        let results = ResultArray<Result>(count: elements.count)
        let work = UncheckedSendable(transform)
        let input = UncheckedSendable(elements)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            results.values[index] = work.value(input.value[index])
        }
        return results.values.map { $0! }
    }
}

/// One slot per index, each written by exactly one thread of a `concurrentPerform`.
private final class ResultArray<Value>: @unchecked Sendable {
    var values: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        values = .allocate(capacity: count)
        values.initialize(repeating: nil)
    }

    deinit {
        values.deinitialize()
        values.deallocate()
    }
}

/// Carries a value to another thread when the caller guarantees there is no shared mutation.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
