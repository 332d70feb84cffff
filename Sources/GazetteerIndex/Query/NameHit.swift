/// A record found by name, before its fields are resolved.
public struct NameHit: Sendable, Hashable {
    /// The record number (``Gazetteer/place(at:)``).
    public var record: Int
    /// The posting that matched (gives the matched name).
    public var posting: Int
    public var isExactMatch: Bool
    /// Importance, lowered with distance when the query gave a `near` point.
    public var score: Double
    /// Distance from the `near` point, or NaN when none was given.
    public var distanceMeters: Double
}
