import Dispatch
import Foundation
import LocationKit

/// A ``LocationKit/LocationService`` that asks a primary service (typically a
/// ``RemoteGeocoder``) and falls back to another (typically an offline geocoder) when the
/// primary fails or is slower than a deadline.
///
/// - The primary answers in time: its answer is delivered, success or
///   ``LocationKit/LocationServiceError/invalidAddressString``, and the fallback is not asked.
/// - The primary fails with ``LocationKit/LocationServiceError/requestFailed(_:)``: the fallback
///   is asked at once and its answer is delivered.
/// - The deadline passes first: the fallback is asked, and the first success of the two is
///   delivered (a late primary still wins if it answers before the fallback).
/// - Both fail: ``LocationKit/LocationServiceError/requestFailed(_:)`` wrapping a
///   ``FallbackFailure`` that holds both causes.
///
/// The completion is called exactly once, on the queue of the service whose answer it is (both
/// failing: the queue of the last answer). The fallback may be asked from the primary's
/// completion queue or from a timer's, so it must accept calls from any thread — the offline
/// and remote services do.
public final class FallbackGeocoder: LocationService {
    /// The service asked first.
    public let primary: LocationService
    /// The service asked when the primary fails or is slow.
    public let fallback: LocationService
    /// How long the primary has, in seconds, before the fallback is asked as well.
    public let deadline: TimeInterval

    /// Creates a geocoder that asks `primary`, then `fallback` when `primary` fails or takes
    /// longer than `deadline` seconds.
    ///
    /// - Parameters:
    ///   - primary: The service asked first, e.g. a ``RemoteGeocoder``.
    ///   - fallback: The service asked when the primary fails or is slow, e.g. an offline geocoder.
    ///   - deadline: Seconds the primary has before the fallback is asked as well.
    /// - Precondition: `deadline >= 0`.
    public init(primary: LocationService, fallback: LocationService, deadline: TimeInterval = 2) {
        precondition(deadline >= 0, "deadline must not be negative, not \(deadline)")
        self.primary = primary
        self.fallback = fallback
        self.deadline = deadline
    }

    /// Geocodes `addressString` with the primary service, falling back as described above.
    ///
    /// - Parameters:
    ///   - addressString: A place name or address.
    ///   - completion: Called exactly once with the delivered answer.
    public func geocode(addressString: String, completion: @escaping Completion) {
        let search = { (service: LocationService) -> FallbackRace<Result<[Location], LocationServiceError>>.Ask in
            { answer in service.geocode(addressString: addressString, completion: answer) }
        }
        let race = FallbackRace<Result<[Location], LocationServiceError>>(
            completion: completion,
            isFailure: { if case .failure(.requestFailed) = $0 { true } else { false } },
            bothFailed: { primary, fallback in
                guard case .failure(let first) = primary, case .failure(let second) = fallback else { return fallback }
                return .failure(.requestFailed(FallbackFailure(primary: first, fallback: second)))
            },
            ask: search(fallback))
        race.start(deadline: deadline, askPrimary: search(primary))
    }
}
