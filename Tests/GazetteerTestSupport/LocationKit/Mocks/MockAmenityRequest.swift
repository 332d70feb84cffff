import Dispatch
import LocationKit
import Testing

/// An amenity request with a canned answer that records every search.
/// Built with ``unexpected``, any call records a test issue.
public final class MockAmenityRequest: AmenityRequest {
    public enum Behavior {
        /// Answers at once, on the calling thread.
        case answer(Bool, [Amenity]?)
        /// Answers twice, breaking the protocol's contract.
        case answerTwice(Bool, [Amenity]?)
        /// Answers from a background queue.
        case answerInBackground(Bool, [Amenity]?)
        /// Records an issue: the test expects no call.
        case unexpected
    }

    private let behavior: Behavior
    /// Every search made, in order.
    public private(set) var searches: [AmenitySearch] = []

    public init(_ behavior: Behavior) {
        self.behavior = behavior
    }

    public static var unexpected: MockAmenityRequest { MockAmenityRequest(.unexpected) }

    public func getAmenities(
        of type: AmenityType,
        latitude: Double,
        longitude: Double,
        radius: Double,
        completionBlock: @escaping CompletionBlock
    ) {
        searches.append(AmenitySearch(type: type, latitude: latitude, longitude: longitude, radius: radius))
        switch behavior {
        case .answer(let success, let amenities):
            completionBlock(success, amenities)
        case .answerTwice(let success, let amenities):
            completionBlock(success, amenities)
            completionBlock(success, amenities)
        case .answerInBackground(let success, let amenities):
            nonisolated(unsafe) let completionBlock = completionBlock
            DispatchQueue.global().async { completionBlock(success, amenities) }
        case .unexpected:
            Issue.record("getAmenities(of: \(type)) was not expected")
            completionBlock(false, nil)
        }
    }
}
