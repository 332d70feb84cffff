import Foundation
@testable import GazetteerIndex
import Testing

@Suite("Running two parts of a build stage side by side")
struct ConcurrentlyTests {
    /// Three nested calls run their three parts at the same time: each part waits until all three
    /// have started. On a queue as wide as a two-core machine the third part would start only when
    /// one of the others ended (here: never, each waits for it) or the queue grew, about a second later.
    @Test func nestedPartsRunAtOnce() {
        let started = DispatchSemaphore(value: 0)
        let counter = Counter()
        func part() -> Bool {
            if counter.increment() == 3 {
                for _ in 0..<2 { started.signal() }
                return true
            }
            return started.wait(timeout: .now() + 0.5) == .success
        }
        let ((inner, middle), outer) = concurrently({ concurrently({ part() }, { part() }) }, { part() })
        #expect(inner && middle && outer)
    }

    @Test func resultsComeBackInOrder() {
        let (first, second) = concurrently({ (0..<1_000).reduce(0, +) }, { "second" })
        #expect(first == 499_500)
        #expect(second == "second")
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
