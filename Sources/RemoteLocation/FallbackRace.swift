import Foundation

/// The state of one search by ``FallbackGeocoder`` or ``FallbackAmenityRequest``: what each
/// service has answered, and whether the answer has been delivered.
///
/// Decisions are made under a lock; the fallback is asked and the completion is called outside
/// it, so a service that answers synchronously cannot deadlock.
final class FallbackRace<Answer>: @unchecked Sendable {
    typealias Ask = (@escaping (Answer) -> Void) -> Void

    private enum Progress {
        case pending
        case failed(Answer)
    }

    private enum Action {
        case wait
        case deliver((Answer) -> Void, Answer)
        case askFallback(Ask)
    }

    // Safe to share: every field below is read and written under `lock`; `completion` and `ask`
    // are taken out under it and called once each.
    private let lock = NSLock()
    private var completion: ((Answer) -> Void)?
    private var ask: Ask?
    private let isFailure: (Answer) -> Bool
    private let bothFailed: (Answer, Answer) -> Answer
    private var primary = Progress.pending
    private var fallback: Progress?

    /// - Parameters:
    ///   - completion: Receives the delivered answer, once.
    ///   - isFailure: Whether an answer is a failure worth asking the fallback about; any other
    ///     answer is delivered as it is.
    ///   - bothFailed: The answer delivered when both services fail, from their two failures.
    ///   - ask: Asks the fallback service; called at most once.
    init(
        completion: @escaping (Answer) -> Void,
        isFailure: @escaping (Answer) -> Bool,
        bothFailed: @escaping (Answer, Answer) -> Answer,
        ask: @escaping Ask
    ) {
        self.completion = completion
        self.isFailure = isFailure
        self.bothFailed = bothFailed
        self.ask = ask
    }

    /// Asks the primary service, and the fallback as well once `deadline` seconds have passed
    /// without an answer.
    ///
    /// - Parameters:
    ///   - deadline: Seconds the primary has.
    ///   - askPrimary: Asks the primary service, passing on its answer.
    func start(deadline: TimeInterval, askPrimary: Ask) {
        askPrimary { self.primaryAnswered($0) }
        Deadline.after(deadline) { self.deadlinePassed() }
    }

    /// The primary answered: an answer that is not a failure is delivered; a failure asks the
    /// fallback, or, when the fallback has failed already, delivers both failures.
    private func primaryAnswered(_ answer: Answer) {
        perform(lock.withLock { () -> Action in
            guard isFailure(answer) else { return deliver(answer) }
            primary = .failed(answer)
            switch fallback {
            case nil: return askFallback()
            case .pending?: return .wait
            case .failed(let failure)?: return deliver(bothFailed(answer, failure))
            }
        })
    }

    /// The deadline passed: asks the fallback when the primary has not answered.
    private func deadlinePassed() {
        perform(lock.withLock { () -> Action in
            guard case .pending = primary, fallback == nil else { return .wait }
            return askFallback()
        })
    }

    private func fallbackAnswered(_ answer: Answer) {
        perform(lock.withLock { () -> Action in
            guard isFailure(answer) else { return deliver(answer) }
            fallback = .failed(answer)
            switch primary {
            case .pending: return .wait  // a late primary may still succeed
            case .failed(let failure): return deliver(bothFailed(failure, answer))
            }
        })
    }

    private func askFallback() -> Action {
        guard completion != nil, let ask else { return .wait }
        self.ask = nil
        fallback = .pending
        return .askFallback(ask)
    }

    private func deliver(_ answer: Answer) -> Action {
        guard let completion else { return .wait }
        self.completion = nil
        return .deliver(completion, answer)
    }

    private func perform(_ action: Action) {
        switch action {
        case .wait:
            break
        case .deliver(let completion, let answer):
            completion(answer)
        case .askFallback(let ask):
            ask { self.fallbackAnswered($0) }
        }
    }
}
