import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request in flight to a Photon server; cancel it when its answer is no longer wanted.
///
/// Its completion is called exactly once: with the answer, or with
/// ``RemoteServiceError/timedOut(seconds:)`` when the time limit passes first, or with
/// ``RemoteServiceError/cancelled`` when ``cancel()`` comes first.
public final class RemoteRequest: @unchecked Sendable {
    // Safe to share: every mutable field is read and written under `lock`.
    private let lock = NSLock()
    private var finish: ((Result<Data, RemoteServiceError>) -> Void)?
    private var task: URLSessionTask?

    init(finish: @escaping (Result<Data, RemoteServiceError>) -> Void) {
        self.finish = finish
    }

    /// Whether the request has been answered, has timed out or has been cancelled.
    public var isFinished: Bool {
        lock.withLock { finish == nil }
    }

    /// Cancels the request: its completion is called with ``RemoteServiceError/cancelled``
    /// unless it has been called already.
    public func cancel() {
        resolve(.failure(.cancelled))
    }

    /// Attaches the task that carries the request; cancelled at once if the request is finished.
    func attach(_ task: URLSessionTask) {
        let finished = lock.withLock {
            self.task = task
            return finish == nil
        }
        if finished { task.cancel() }
    }

    /// Finishes the request with `result` unless it is finished already; stops the task.
    func resolve(_ result: Result<Data, RemoteServiceError>) {
        let (finish, task) = lock.withLock {
            defer { self.finish = nil; self.task = nil }
            return (self.finish, self.task)
        }
        guard let finish else { return }
        task?.cancel()
        finish(result)
    }
}
