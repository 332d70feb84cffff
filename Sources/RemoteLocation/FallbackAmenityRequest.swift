import Dispatch
import Foundation
import LocationKit

/// An ``LocationKit/AmenityRequest`` that asks a primary request (typically a
/// ``RemoteAmenityRequest``) and falls back to another (typically the offline index) when the
/// primary fails or is slower than a deadline — the amenity counterpart of ``FallbackGeocoder``,
/// with the same rules.
///
/// - The primary answers `(true, amenities)` in time: that is delivered; the fallback is not asked.
/// - The primary answers `(false, nil)`: the fallback is asked at once and its answer is delivered.
/// - The deadline passes first: the fallback is asked, and the first success of the two is delivered.
/// - Both fail: `(false, nil)`.
///
/// The completion block is called exactly once, on the queue of the request whose answer it is.
/// The fallback may be asked from the primary's completion queue or from a timer's, so it must
/// accept calls from any thread — the offline and remote requests do.
public final class FallbackAmenityRequest: AmenityRequest {
    /// The request asked first.
    public let primary: AmenityRequest
    /// The request asked when the primary fails or is slow.
    public let fallback: AmenityRequest
    /// How long the primary has, in seconds, before the fallback is asked as well.
    public let deadline: TimeInterval

    /// Creates a request that asks `primary`, then `fallback` when `primary` fails or takes
    /// longer than `deadline` seconds.
    ///
    /// - Parameters:
    ///   - primary: The request asked first, e.g. a ``RemoteAmenityRequest``.
    ///   - fallback: The request asked when the primary fails or is slow.
    ///   - deadline: Seconds the primary has before the fallback is asked as well.
    /// - Precondition: `deadline >= 0`.
    public init(primary: AmenityRequest, fallback: AmenityRequest, deadline: TimeInterval = 2) {
        precondition(deadline >= 0, "deadline must not be negative, not \(deadline)")
        self.primary = primary
        self.fallback = fallback
        self.deadline = deadline
    }

    /// Finds amenities with the primary request, falling back as described above.
    public func getAmenities(
        of type: AmenityType,
        latitude: Double,
        longitude: Double,
        radius: Double,
        completionBlock: @escaping CompletionBlock
    ) {
        let search = { (request: AmenityRequest) -> FallbackRace<Answer>.Ask in
            { answer in
                request.getAmenities(of: type, latitude: latitude, longitude: longitude, radius: radius) {
                    answer(Answer(success: $0, amenities: $0 ? $1 : nil))
                }
            }
        }
        let race = FallbackRace<Answer>(
            completion: { completionBlock($0.success, $0.amenities) },
            isFailure: { !$0.success },
            bothFailed: { _, _ in Answer(success: false, amenities: nil) },
            ask: search(fallback))
        race.start(deadline: deadline, askPrimary: search(primary))
    }

    /// One request's answer.
    private struct Answer {
        var success: Bool
        var amenities: [Amenity]?
    }
}
