/// How much work one search may do before it settles for the results found so far.
///
/// A walk in rank order stops by itself once no remaining record can enter the results; these
/// limits only cut walks that would go on (a query whose words are all very common, "la la", or a
/// `near` query, whose best results can be anywhere in rank order). Results are exact whenever a
/// walk ends before its limit.
package struct SearchBounds: Sendable {
    /// Records scored per reading of the query.
    package var scoredRecords: Int
    /// Postings a `near` query reads in rank order before it ranks the places around the point instead.
    package var nearPostings: Int

    /// Whether a walk reads the lists of the other words along with its own, to pass over names
    /// unread that cannot reach the results (``WordProbes``).
    package var probesOtherWords = true

    /// Whether a walk that an area drives intersects its records with the name words' lists before
    /// it reads their names (``ListIntersection``): a record that lacks a word is passed over unread.
    package var intersectsLists = true

    /// Whether a walk's stream merges every list on its heap as the first walks did: a short
    /// prefix's words each on the heap (no ``WindowedUnion``), and a prefix that is itself a word
    /// without its head. The reference the faster merge is checked against.
    package var mergesOnHeapOnly = false

    /// The limits of ``Gazetteer/search(_:limit:countryCode:near:)``.
    package static let standard = SearchBounds(scoredRecords: 2_048, nearPostings: 20_000)
    /// No limit: every walk runs to its bound (for comparing with brute force).
    package static let exhaustive = SearchBounds(scoredRecords: .max, nearPostings: .max)
    /// No limit, no other word's list read along or intersected, every list merged on the heap:
    /// every name a walk meets above its bound is read (what the standard walks must agree with).
    package static let plainExhaustive = SearchBounds(
        scoredRecords: .max, nearPostings: .max, probesOtherWords: false, intersectsLists: false, mergesOnHeapOnly: true)
}
