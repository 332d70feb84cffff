/// A place found by name.
public struct SearchResult: Sendable, Hashable {
    public let place: Place
    /// The name or alternate name that matched the query.
    public let matchedName: String
    /// Whether the whole matched name equals the query (after normalization).
    public let isExactMatch: Bool
    /// Distance from the query's `near` point, when one was given.
    public let distanceMeters: Double?
}
