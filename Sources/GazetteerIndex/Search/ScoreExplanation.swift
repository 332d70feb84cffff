/// The parts of a search result's score: the ranking function's features times their weights.
///
/// ```
/// score = importance + nameMatch + coverage + alternateName + prefixWords + typos
///         + unmatchedWords + qualifier − distance
/// ```
/// All parts are in decades of population (1.0 is worth a place ten times larger). See
/// ``SearchRanking`` for the weights.
public struct ScoreExplanation: Sendable, Hashable, CustomStringConvertible {
    /// The record's build-time importance: population, kind, capital, names in many languages.
    public var importance: Double = 0
    /// How the query meets the name: whole name (2.0), whole name in another order (1.6), all of it
    /// typed but the end of the last word (1.0), its start (0.6), a run of its whole words (0.3), or
    /// scattered words and starts of words (0).
    public var nameMatch: Double = 0
    /// Share of the name's letters the query covers, times 0.5.
    public var coverage: Double = 0
    /// An alternate name costs 1.5, a short one (3 letters or fewer) 1.8; an address 0.5.
    public var alternateName: Double = 0
    /// Query words before the last that match only the start of a word: 0.3 each.
    public var prefixWords: Double = 0
    /// Typing mistakes: 0.8 per edit.
    public var typos: Double = 0
    /// Query words that matched nothing (only when nothing matches every word): 1.5 each.
    public var unmatchedWords: Double = 0
    /// Words of the query that name the place's country or region ("Paris, TX"): 1.0.
    public var qualifier: Double = 0
    /// Distance from the `near` point: 1.5 per decade of kilometres, log10(1 + km).
    public var distance: Double = 0

    public init() {}

    /// The score these parts add up to.
    public var total: Double {
        importance + nameMatch + coverage - alternateName - prefixWords - typos - unmatchedWords + qualifier - distance
    }

    public var description: String {
        let parts: [(String, Double)] = [
            ("importance", importance), ("name", nameMatch), ("coverage", coverage), ("alternate", -alternateName),
            ("prefix words", -prefixWords), ("typos", -typos), ("unmatched", -unmatchedWords),
            ("qualifier", qualifier), ("distance", -distance),
        ]
        return parts.filter { $0.1 != 0 }.map { "\($0.0) \(Self.format($0.1))" }.joined(separator: ", ")
            + " = \(Self.format(total))"
    }

    private static func format(_ value: Double) -> String {
        let rounded = (value * 1_000).rounded() / 1_000
        return rounded >= 0 ? "+\(rounded)" : "\(rounded)"
    }
}
