import Foundation
import LocationKit

/// One call to ``AmenityRequest/getAmenities(of:latitude:longitude:radius:completionBlock:)``.
struct AmenitySearch: Equatable, Sendable {
    var type: AmenityType
    var latitude: Double
    var longitude: Double
    var radius: Double
}

/// One answer from an ``AmenityRequest``.
struct AmenityAnswer: Equatable, Sendable {
    var success: Bool
    var amenities: [Amenity]?
}

/// Passes every call on to another request and records the searches and answers.
final class AmenityRequestSpy: AmenityRequest, @unchecked Sendable {
    private let wrapped: AmenityRequest
    private let lock = NSLock()
    private var recordedSearches: [AmenitySearch] = []
    /// Every answer the wrapped request gave, in order of arrival.
    let answers = Recorder<AmenityAnswer>()

    init(wrapping request: AmenityRequest) {
        wrapped = request
    }

    /// The searches made so far, in order.
    var searches: [AmenitySearch] { lock.withLock { recordedSearches } }

    func getAmenities(
        of type: AmenityType,
        latitude: Double,
        longitude: Double,
        radius: Double,
        completionBlock: @escaping CompletionBlock
    ) {
        lock.withLock {
            recordedSearches.append(AmenitySearch(type: type, latitude: latitude, longitude: longitude, radius: radius))
        }
        wrapped.getAmenities(of: type, latitude: latitude, longitude: longitude, radius: radius) { [answers] success, amenities in
            answers.record(AmenityAnswer(success: success, amenities: amenities))
            completionBlock(success, amenities)
        }
    }
}
