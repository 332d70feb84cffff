import Foundation
import LocationKit

/// Passes every call on to another service and records the addresses and answers.
public final class LocationServiceSpy: LocationService, @unchecked Sendable {
    private let wrapped: LocationService
    private let lock = NSLock()
    private var recordedAddresses: [String] = []
    /// Every answer the wrapped service gave, in order of arrival.
    public let answers = Recorder<Result<[Location], LocationServiceError>>()

    public init(wrapping service: LocationService) {
        wrapped = service
    }

    /// The addresses passed to ``geocode(addressString:completion:)``, in order.
    public var addresses: [String] { lock.withLock { recordedAddresses } }

    public func geocode(addressString: String, completion: @escaping Completion) {
        lock.withLock { recordedAddresses.append(addressString) }
        wrapped.geocode(addressString: addressString) { [answers] result in
            answers.record(result)
            completion(result)
        }
    }
}
