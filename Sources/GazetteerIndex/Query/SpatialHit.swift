/// A record found by position: its number and distance.
public struct SpatialHit: Sendable, Hashable {
    /// The record number (``Gazetteer/place(at:)``).
    public var record: Int
    public var distanceMeters: Double
}
