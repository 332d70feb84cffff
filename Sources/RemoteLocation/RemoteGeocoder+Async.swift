import Foundation
import LocationKit

extension RemoteGeocoder {
    /// Searches the server for `addressString`, suspending until it answers; cancelling the
    /// calling task cancels the request.
    ///
    /// - Parameter addressString: A place name or address, e.g. "Vaduz".
    /// - Returns: At most ``limit`` locations, in the server's order.
    /// - Throws: ``LocationKit/LocationServiceError/invalidAddressString`` for a blank address;
    ///   ``LocationKit/LocationServiceError/requestFailed(_:)`` wrapping a ``RemoteServiceError``
    ///   otherwise, ``RemoteServiceError/cancelled`` when the task was cancelled.
    public func locations(matching addressString: String) async throws(LocationServiceError) -> [Location] {
        let pending = PendingRequest()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                pending.hold(search(addressString) { continuation.resume(returning: $0) })
            }
        } onCancel: {
            pending.cancel()
        }
        return try result.get()
    }
}

/// A request that may be cancelled before it has been made.
private final class PendingRequest: @unchecked Sendable {
    // Safe to share: both fields are read and written under `lock`.
    private let lock = NSLock()
    private var request: RemoteRequest?
    private var cancelled = false

    func hold(_ request: RemoteRequest?) {
        let cancelNow = lock.withLock {
            self.request = request
            return cancelled
        }
        if cancelNow { request?.cancel() }
    }

    func cancel() {
        let request = lock.withLock {
            cancelled = true
            return self.request
        }
        request?.cancel()
    }
}
