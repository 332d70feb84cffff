/// Finds amenities of one type around a point.
///
/// Contract for implementations: the completion block is called exactly once, on any queue,
/// with `(true, amenities)` on success (an empty array when none is in range) and
/// `(false, nil)` on failure.
public protocol AmenityRequest {
    /// Receives whether the search succeeded and, if so, the amenities found.
    typealias CompletionBlock = (Bool, [Amenity]?) -> Void

    /// Searches for amenities of `type` within `radius` meters of a point.
    ///
    /// - Parameters:
    ///   - type: The kind of amenity to find.
    ///   - latitude: The centre's latitude in degrees.
    ///   - longitude: The centre's longitude in degrees.
    ///   - radius: The search radius in meters.
    ///   - completionBlock: Called exactly once with the outcome.
    func getAmenities(
        of type: AmenityType,
        latitude: Double,
        longitude: Double,
        radius: Double,
        completionBlock: @escaping CompletionBlock
    )
}
