import Dispatch

/// Runs `first` on another thread and `second` on this one; returns both results.
func concurrently<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
    withoutActuallyEscaping(first) { first in
        let box = ResultBox<A>()
        let work = UncheckedSendable(first)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { box.value = work.value() }
        let secondResult = second()
        group.wait()
        return (box.value!, secondResult)
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

/// Holds one result written by exactly one thread before the reader waits on it.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
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
