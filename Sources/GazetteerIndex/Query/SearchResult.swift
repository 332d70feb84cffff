/// A place found by name.
public struct SearchResult: Sendable, Hashable {
    public let place: Place
    /// The name or alternate name that matched the query.
    public let matchedName: String
    /// Whether the matched name is exactly the query's words, in order.
    public let isExactMatch: Bool
    /// Distance from the query's `near` point, when one was given.
    public let distanceMeters: Double?
    /// The ranking score: larger is better (``ScoreExplanation/total``).
    public let score: Double
    /// The parts of ``score``.
    public let explanation: ScoreExplanation
    /// The languages the result was localized for (``localized(preferring:)``), which ``matchedLanguage`` prefers.
    var readerLanguages: [String] = []
}
