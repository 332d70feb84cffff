import Foundation

/// A producer, parallel workers and an in-order consumer, with a bounded number of items in flight:
/// the one worker pool of the importers.
///
/// The producer runs on its own thread and emits items; `threads` workers transform them; the calling
/// thread consumes the outputs strictly in emission order, so the output never depends on thread timing.
/// At most `window` items are emitted and not yet consumed, which bounds memory.
///
/// Errors come in order too: a failed transform is raised when the consumer reaches its place (every
/// earlier output is consumed first), and a producer error after every item emitted before it. A consumer
/// error stops everything at once. Either way every thread has finished when ``run(threads:window:produce:transform:consume:)``
/// returns or throws. With one thread, everything runs on the calling thread, item by item.
enum OrderedWorkerPool<Input: Sendable, Output: Sendable> {
    /// Thrown by `emit` once the pool is stopping; a producer should let it propagate.
    struct Stopped: Error {}

    /// Runs the pipeline to the end of the producer's items, or to the first error in order.
    ///
    /// - Parameters:
    ///   - threads: worker threads; 1 or less runs produce, transform and consume on the calling thread.
    ///   - window: items in flight (emitted, not yet consumed); at least `threads`.
    ///   - produce: emits the items in order; `emit` blocks while the window is full.
    ///   - transform: turns one item into its output, on a worker thread.
    ///   - consume: receives the outputs in emission order, on the calling thread.
    /// - Throws: the first error in emission order (see the type's description).
    static func run(
        threads: Int,
        window: Int,
        produce: @escaping @Sendable (_ emit: (Input) throws -> Void) throws -> Void,
        transform: @escaping @Sendable (Input) throws -> Output,
        consume: (Output) throws -> Void
    ) throws {
        guard threads > 1 else {
            try produce { try consume(try transform($0)) }
            return
        }
        let state = PoolState<Input, Output>(window: max(window, threads))
        var started: [Thread] = []
        let producer = Thread {
            do {
                try produce { try state.emit($0) }
                state.finishProducing(error: nil)
            } catch is Stopped {
                state.finishProducing(error: nil)
            } catch {
                state.finishProducing(error: error)
            }
            state.threadExited()
        }
        started.append(producer)
        for _ in 0..<threads {
            started.append(Thread { state.work(transform) })
        }
        state.expectThreads(started.count)
        for thread in started {
            thread.stackSize = 1 << 20
            thread.start()
        }
        defer { state.stopAndWait() }
        while let output = try state.next() {
            do {
                try consume(output)
            } catch {
                state.stopAndWait()
                throw error
            }
            state.consumed()
        }
    }
}

/// The shared state of one ``OrderedWorkerPool`` run, guarded by one condition variable.
private final class PoolState<Input: Sendable, Output: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let window: Int
    /// Emitted items waiting for a worker; a slot is emptied when a worker takes its item, so that
    /// an item's memory (a block of input) goes as soon as it is transformed, not when the slots
    /// in front of ``queueHead`` are dropped.
    private var queue: [(sequence: Int, input: Input?)] = []
    private var queueHead = 0
    private var results: [Int: Result<Output, any Error>] = [:]
    private var emitted = 0
    private var inFlight = 0
    private var producerDone = false
    private var producerError: (any Error)?
    private var stopping = false
    private var runningThreads = 0
    private var nextToConsume = 0

    init(window: Int) {
        self.window = window
    }

    func expectThreads(_ count: Int) {
        condition.lock()
        runningThreads = count
        condition.unlock()
    }

    func emit(_ input: Input) throws {
        condition.lock()
        defer { condition.unlock() }
        while inFlight >= window && !stopping { condition.wait() }
        guard !stopping else { throw OrderedWorkerPool<Input, Output>.Stopped() }
        queue.append((emitted, input))
        emitted += 1
        inFlight += 1
        condition.broadcast()
    }

    func finishProducing(error: (any Error)?) {
        condition.lock()
        producerDone = true
        producerError = error
        condition.broadcast()
        condition.unlock()
    }

    func work(_ transform: @Sendable (Input) throws -> Output) {
        condition.lock()
        while true {
            while queueHead == queue.count && !producerDone && !stopping { condition.wait() }
            if stopping || queueHead == queue.count { break }
            let sequence = queue[queueHead].sequence
            let input = queue[queueHead].input.take()!
            queueHead += 1
            if queueHead > 64 && queueHead * 2 > queue.count {
                queue.removeFirst(queueHead)
                queueHead = 0
            }
            condition.unlock()
            let result = Result { try transform(input) }
            condition.lock()
            results[sequence] = result
            condition.broadcast()
        }
        runningThreads -= 1
        condition.broadcast()
        condition.unlock()
    }

    func threadExited() {
        condition.lock()
        runningThreads -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// The next output in order, `nil` after the last; throws the first error in order.
    func next() throws -> Output? {
        condition.lock()
        defer { condition.unlock() }
        let sequence = nextToConsume
        while results[sequence] == nil && !(producerDone && sequence == emitted) { condition.wait() }
        guard let result = results.removeValue(forKey: sequence) else {
            if let producerError { throw producerError }
            return nil
        }
        nextToConsume += 1
        return try result.get()
    }

    func consumed() {
        condition.lock()
        inFlight -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Stops every thread after its current item and waits for them all. Safe to call twice.
    func stopAndWait() {
        condition.lock()
        stopping = true
        condition.broadcast()
        while runningThreads > 0 { condition.wait() }
        condition.unlock()
    }
}
