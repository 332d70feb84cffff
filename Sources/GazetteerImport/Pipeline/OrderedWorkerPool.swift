import Foundation

/// Runs a transform on worker threads and hands results back in submission order.
///
/// The calling thread submits inputs and takes outputs; at most `window` inputs are in flight
/// (submitted, not yet taken), which bounds memory. With one thread the transform runs on the calling
/// thread inside ``take()``. A failed transform rethrows from ``take()`` at its place in the order.
final class OrderedWorkerPool<Input: Sendable, Output: Sendable>: @unchecked Sendable {
    private let transform: @Sendable (Input) throws -> Output
    private let threads: Int
    /// Maximum number of inputs submitted and not yet taken.
    let window: Int
    private let condition = NSCondition()
    // Guarded by `condition`:
    private var queue: [(sequence: Int, input: Input)] = []
    private var queueHead = 0
    private var results: [Int: Result<Output, any Error>] = [:]
    private var stopping = false
    private var runningWorkers = 0
    // Used by the calling thread only:
    private var submitted = 0
    private var taken = 0

    /// - Parameters:
    ///   - threads: worker threads; 1 or less runs everything on the calling thread.
    ///   - window: inputs in flight; at least `threads`.
    init(threads: Int, window: Int, transform: @escaping @Sendable (Input) throws -> Output) {
        self.transform = transform
        self.threads = max(1, threads)
        self.window = max(window, self.threads)
        guard self.threads > 1 else { return }
        runningWorkers = self.threads
        for _ in 0..<self.threads {
            let thread = Thread { [self] in work() }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    deinit { shutdown() }

    /// Whether another input fits in the window.
    var canSubmit: Bool { submitted - taken < window }

    /// Whether inputs were submitted and not taken yet.
    var hasOutstanding: Bool { taken < submitted }

    /// Queues an input. - Precondition: ``canSubmit``.
    func submit(_ input: Input) {
        precondition(canSubmit, "pipeline window is full")
        condition.lock()
        queue.append((submitted, input))
        condition.signal()
        condition.unlock()
        submitted += 1
    }

    /// The output for the oldest input not yet taken, waiting for it if needed.
    /// - Precondition: ``hasOutstanding``.
    func take() throws -> Output {
        precondition(hasOutstanding, "nothing submitted")
        let sequence = taken
        taken += 1
        if threads == 1 {
            let input = queue[queueHead].input
            queueHead += 1
            compactQueue()
            return try transform(input)
        }
        condition.lock()
        while results[sequence] == nil { condition.wait() }
        let result = results.removeValue(forKey: sequence)!
        condition.unlock()
        return try result.get()
    }

    /// Stops the workers after their current input and waits for them to exit. Safe to call twice.
    func shutdown() {
        condition.lock()
        stopping = true
        condition.broadcast()
        while runningWorkers > 0 { condition.wait() }
        condition.unlock()
    }

    private func work() {
        condition.lock()
        while true {
            while queueHead == queue.count && !stopping { condition.wait() }
            if stopping { break }
            let (sequence, input) = queue[queueHead]
            queueHead += 1
            compactQueue()
            condition.unlock()
            let result = Result { try transform(input) }
            condition.lock()
            results[sequence] = result
            condition.broadcast()
        }
        runningWorkers -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Drops consumed queue slots once they dominate. Called with the lock held (or single-threaded).
    private func compactQueue() {
        if queueHead > 64 && queueHead * 2 > queue.count {
            queue.removeFirst(queueHead)
            queueHead = 0
        }
    }
}
