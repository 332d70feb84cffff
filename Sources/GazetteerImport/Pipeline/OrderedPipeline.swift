import Foundation

/// Runs a producer, parallel workers and an in-order consumer, with a bounded number of items in flight.
///
/// The producer runs on its own thread and emits work items; `workers` threads transform them;
/// the calling thread consumes the results strictly in the order the items were emitted, so the
/// output is the same whatever the thread timing. At most `window` items are in flight, which
/// bounds memory. The first error anywhere stops every stage and is rethrown.
final class OrderedPipeline<Work, Output>: @unchecked Sendable {
    private let condition = NSCondition()
    private var queue: [(sequence: Int, work: Work)] = []
    private var queueHead = 0
    private var results: [Int: Output] = [:]
    private var emitted = 0
    private var inFlight = 0
    private var producerDone = false
    private var failure: Error?
    private let window: Int
    private let workers: Int

    init(workers: Int, window: Int) {
        self.workers = max(1, workers)
        self.window = max(1, window)
    }

    func run(
        produce: @escaping @Sendable (_ emit: (Work) -> Bool) throws -> Void,
        transform: @escaping @Sendable (Work) throws -> Output,
        consume: (Output) throws -> Void
    ) throws {
        let group = DispatchGroup()
        let producer = Thread { [self] in
            do {
                try produce { work in self.emit(work) }
            } catch {
                fail(error)
            }
            condition.lock()
            producerDone = true
            condition.broadcast()
            condition.unlock()
            group.leave()
        }
        producer.stackSize = 1 << 20
        group.enter()
        producer.start()
        for _ in 0..<workers {
            group.enter()
            let worker = Thread { [self] in
                work(transform)
                group.leave()
            }
            worker.stackSize = 1 << 20
            worker.start()
        }
        consumeInOrder(consume)
        group.wait()
        if let failure { throw failure }
    }

    /// Stops the pipeline with `error` unless it already failed.
    func fail(_ error: Error) {
        condition.lock()
        if failure == nil { failure = error }
        condition.broadcast()
        condition.unlock()
    }

    private func emit(_ work: Work) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while inFlight >= window && failure == nil { condition.wait() }
        guard failure == nil else { return false }
        queue.append((emitted, work))
        emitted += 1
        inFlight += 1
        condition.broadcast()
        return true
    }

    private func work(_ transform: (Work) throws -> Output) {
        while true {
            condition.lock()
            while queueHead == queue.count && !producerDone && failure == nil { condition.wait() }
            if failure != nil || queueHead == queue.count {
                condition.unlock()
                return
            }
            let item = queue[queueHead]
            queueHead += 1
            if queueHead > 64 && queueHead * 2 > queue.count {
                queue.removeFirst(queueHead)
                queueHead = 0
            }
            condition.unlock()
            do {
                let output = try transform(item.work)
                condition.lock()
                results[item.sequence] = output
                condition.broadcast()
                condition.unlock()
            } catch {
                fail(error)
                return
            }
        }
    }

    private func consumeInOrder(_ consume: (Output) throws -> Void) {
        var next = 0
        condition.lock()
        while true {
            while results[next] == nil && failure == nil && !(producerDone && next == emitted) { condition.wait() }
            if failure != nil { break }
            guard let output = results.removeValue(forKey: next) else { break }
            next += 1
            condition.unlock()
            var consumeError: Error?
            do { try consume(output) } catch { consumeError = error }
            condition.lock()
            inFlight -= 1
            condition.broadcast()
            if let consumeError {
                if failure == nil { failure = consumeError }
                condition.broadcast()
                break
            }
        }
        condition.unlock()
    }
}
