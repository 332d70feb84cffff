import Foundation
import Testing
@testable import GazetteerImport

@Suite("The ordered worker pool")
struct OrderedWorkerPoolTests {
    private struct Failure: Error, Equatable {
        var item: Int
    }

    /// Runs the pool over 0..<count; the transform squares (after a jittered pause), failing at `failAt`.
    private func run(threads: Int, count: Int, failAt: Int? = nil, producerFailsAfter: Int? = nil) -> (outputs: [Int], error: Failure?) {
        var outputs: [Int] = []
        do {
            try OrderedWorkerPool<Int, Int>.run(
                threads: threads, window: 4,
                produce: { emit in
                    for item in 0..<count {
                        if item == producerFailsAfter { throw Failure(item: -item) }
                        try emit(item)
                    }
                },
                transform: { item in
                    usleep(UInt32((item * 7919) % 5) * 200)
                    if item == failAt { throw Failure(item: item) }
                    return item * item
                },
                consume: { outputs.append($0) })
        } catch let error as Failure {
            return (outputs, error)
        } catch {
            return (outputs, nil)
        }
        return (outputs, nil)
    }

    @Test("outputs arrive in emission order whatever the thread count", arguments: [1, 2, 4])
    func order(threads: Int) {
        let result = run(threads: threads, count: 200)
        #expect(result.outputs == (0..<200).map { $0 * $0 })
        #expect(result.error == nil)
    }

    @Test("a failed transform is raised at its place: every earlier output is delivered first", arguments: [1, 2, 4])
    func transformErrorInOrder(threads: Int) {
        let result = run(threads: threads, count: 200, failAt: 57)
        #expect(result.outputs == (0..<57).map { $0 * $0 })
        #expect(result.error == Failure(item: 57))
    }

    @Test("a producer error comes after every item emitted before it", arguments: [1, 2, 4])
    func producerErrorInOrder(threads: Int) {
        let result = run(threads: threads, count: 200, producerFailsAfter: 120)
        #expect(result.outputs == (0..<120).map { $0 * $0 })
        #expect(result.error == Failure(item: -120))
    }

    @Test("a consumer error stops the producer and the workers", arguments: [1, 3])
    func consumerError(threads: Int) {
        let produced = ProducedCount()
        var consumed = 0
        #expect(throws: Failure.self) {
            try OrderedWorkerPool<Int, Int>.run(
                threads: threads, window: 3,
                produce: { emit in
                    for item in 0..<1_000_000 {
                        try emit(item)
                        produced.add()
                    }
                },
                transform: { $0 },
                consume: { item in
                    consumed += 1
                    if item == 10 { throw Failure(item: item) }
                })
        }
        #expect(consumed == 11)
        #expect(produced.value < 100)
    }

    @Test("an item is let go of once transformed: no more are alive than the window holds", arguments: [2, 3])
    func itemsLetGo(threads: Int) throws {
        let alive = ProducedCount()
        var mostAlive = 0
        try OrderedWorkerPool<TrackedItem, Int>.run(
            threads: threads, window: 4,
            produce: { emit in
                for item in 0..<50 { try emit(TrackedItem(item, alive: alive)) }
            },
            transform: { $0.value },
            consume: { _ in mostAlive = max(mostAlive, alive.value) })
        // The window (4) and one item being emitted; the queue kept 64 taken items before.
        #expect(mostAlive <= 5)
        #expect(alive.value == 0)
    }
}

/// An item that counts itself among the living until it is freed.
private final class TrackedItem: @unchecked Sendable {
    let value: Int
    private let alive: ProducedCount
    init(_ value: Int, alive: ProducedCount) {
        self.value = value
        self.alive = alive
        alive.add()
    }
    deinit { alive.remove() }
}

/// A counter bumped (and, for items let go of, lowered) from the pool's threads.
private final class ProducedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    func remove() { lock.withLock { count -= 1 } }
    var value: Int { lock.withLock { count } }
}
