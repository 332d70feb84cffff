/// A place found by position.
public struct NearbyPlace: Sendable, Hashable {
    public let place: Place
    /// Great-circle distance from the query point, in metres.
    public let distanceMeters: Double
}
