import Foundation
import LocationKit

/// One call to ``AmenityRequest/getAmenities(of:latitude:longitude:radius:completionBlock:)``.
public struct AmenitySearch: Equatable, Sendable {
    public var type: AmenityType
    public var latitude: Double
    public var longitude: Double
    public var radius: Double

    public init(type: AmenityType, latitude: Double, longitude: Double, radius: Double) {
        self.type = type
        self.latitude = latitude
        self.longitude = longitude
        self.radius = radius
    }
}

/// One answer from an ``AmenityRequest``.
public struct AmenityAnswer: Equatable, Sendable {
    public var success: Bool
    public var amenities: [Amenity]?

    public init(success: Bool, amenities: [Amenity]?) {
        self.success = success
        self.amenities = amenities
    }
}

/// Passes every call on to another request and records the searches and answers.
public final class AmenityRequestSpy: AmenityRequest, @unchecked Sendable {
    private let wrapped: AmenityRequest
    private let lock = NSLock()
    private var recordedSearches: [AmenitySearch] = []
    /// Every answer the wrapped request gave, in order of arrival.
    public let answers = Recorder<AmenityAnswer>()

    public init(wrapping request: AmenityRequest) {
        wrapped = request
    }

    /// The searches made so far, in order.
    public var searches: [AmenitySearch] { lock.withLock { recordedSearches } }

    public func getAmenities(
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
