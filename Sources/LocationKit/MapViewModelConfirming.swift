/// What a map screen asks of its view model; ``MapViewModel`` conforms, and tests of a screen
/// can substitute a mock.
///
/// The name follows the classic design this API keeps source-compatible with.
public protocol MapViewModelConfirming {
    /// Receives whether the search succeeded and, if so, the amenities found.
    typealias CompletionBlock = (Bool, [Amenity]?) -> Void

    /// The latest position as (latitude, longitude), or ``LocationFix/unavailable`` (both NaN)
    /// before the first fix.
    func getCurrentLocation() -> (Double, Double)

    /// Searches for amenities of `type` within `range` meters of the current position.
    ///
    /// - Parameters:
    ///   - range: The search radius in meters.
    ///   - type: The kind of amenity to find.
    ///   - completion: Called exactly once with whether the search succeeded and, on success,
    ///     the amenities found (an empty array when none is in range); `(false, nil)` on failure.
    func getAmenities(in range: Int, type: AmenityType, completion: @escaping CompletionBlock)

    /// Asks the map to centre on the current position.
    func centerMapToCurrentLocationAction()
}

extension MapViewModelConfirming {
    /// Does nothing: a conforming type without a map to centre need not implement it.
    public func centerMapToCurrentLocationAction() {}
}
