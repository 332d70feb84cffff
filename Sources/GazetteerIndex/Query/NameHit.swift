/// A record found by name, before its fields are resolved.
public struct NameHit: Sendable, Hashable {
    /// The record number (``Gazetteer/place(at:)``).
    public var record: Int
    /// Which of the record's names matched (0 is its own name); see ``Gazetteer/matchedName(of:)``.
    public var nameOrdinal: Int
    /// Whether the matched name is exactly the query's words, in order.
    public var isExactMatch: Bool
    /// Where the matched name starts in the record's name block (``NameBlockCoding/Block/nameAndStart(_:)``),
    /// so that the search's results read it without passing over the names before it; 0 when not known.
    /// (Declared here, it takes the room after ``isExactMatch``: a hit is no larger for it.)
    var nameStart: UInt32 = 0
    /// The ranking score (``ScoreExplanation/total``): larger is better.
    public var score: Double
    /// Distance from the `near` point, or NaN when none was given.
    public var distanceMeters: Double
    /// The parts of the score.
    var explanation = ScoreExplanation()
}
