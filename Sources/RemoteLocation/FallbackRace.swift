import Foundation
import LocationKit

/// The state of one ``FallbackGeocoder`` search: what each service has answered, and whether the
/// answer has been delivered.
///
/// Decisions are made under a lock; the fallback is asked and the completion is called outside
/// it, so a service that answers synchronously cannot deadlock.
final class FallbackRace: @unchecked Sendable {
    typealias Answer = Result<[Location], LocationServiceError>
    typealias Ask = (@escaping (Answer) -> Void) -> Void

    private enum Progress {
        case pending
        case failed(LocationServiceError)
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
    private var primary = Progress.pending
    private var fallback: Progress?

    /// - Parameters:
    ///   - completion: Receives the delivered answer, once.
    ///   - ask: Asks the fallback service; called at most once.
    init(completion: @escaping (Answer) -> Void, ask: @escaping Ask) {
        self.completion = completion
        self.ask = ask
    }

    /// The primary answered: a success or a rejected address is delivered; a request failure
    /// asks the fallback, or, when the fallback has failed already, delivers both failures.
    func primaryAnswered(_ answer: Answer) {
        perform(lock.withLock { () -> Action in
            guard case .failure(.requestFailed) = answer, case .failure(let failure) = answer else { return deliver(answer) }
            primary = .failed(failure)
            switch fallback {
            case nil: return askFallback()
            case .pending?: return .wait
            case .failed(let fallbackFailure)?: return deliver(bothFailed(failure, fallbackFailure))
            }
        })
    }

    /// The deadline passed: asks the fallback when the primary has not answered.
    func deadlinePassed() {
        perform(lock.withLock { () -> Action in
            guard case .pending = primary, fallback == nil else { return .wait }
            return askFallback()
        })
    }

    private func fallbackAnswered(_ answer: Answer) {
        perform(lock.withLock { () -> Action in
            guard case .failure(let failure) = answer else { return deliver(answer) }
            fallback = .failed(failure)
            switch primary {
            case .pending: return .wait  // a late primary may still succeed
            case .failed(let primaryFailure): return deliver(bothFailed(primaryFailure, failure))
            }
        })
    }

    private func bothFailed(_ primary: LocationServiceError, _ fallback: LocationServiceError) -> Answer {
        .failure(.requestFailed(FallbackFailure(primary: primary, fallback: fallback)))
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
