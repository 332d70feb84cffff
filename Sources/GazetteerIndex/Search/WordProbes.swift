/// The lists of the words that do not drive a walk, each read along with it in rank order: the
/// word typed (its exact list) and what else it matches (words it starts, misspellings). Whether
/// a name holds the word as typed decides the most that word lets the name score
/// (``SearchRanking/bestMatch(_:isLastToken:qualifierBonus:)``): a name of a common word that
/// holds another word of the query only as a start or a misspelling, or not at all, is passed over
/// unread, and once a word's list is used up, no later name can score more than its other matches
/// allow.
///
/// Only lists not much longer than the walk's own are read (``widest``): reading a posting is much
/// cheaper than reading a name, but not without end.
struct WordProbes {
    /// How much longer than the walk's list a word's list may be and still be read.
    static let widest = 4

    struct Probe {
        var cursor: PostingCoding.Cursor
        /// The posting the cursor stands at; `Int.max` when the list is used up.
        var rank = -1
        var ordinal = 0
        /// The most a name holding the word as typed can score.
        let exactBound: Double
        /// The most a name can score through the word's other matches (−∞: it has none).
        let otherBound: Double
    }

    private var probes: [Probe] = []
    /// The least bound of the words that are not read: the most any name can score.
    private var fixedBound = Double.infinity

    /// Whether any bound is known beyond the walk's own.
    var isActive: Bool { !probes.isEmpty || fixedBound < .infinity }

    init() {}

    /// The probes of `words` but the one at `except` (the walk's own word, if any), for a walk of
    /// `walkLength` postings.
    /// (With `scratch`, the probes are kept in its array, given back by ``recycle(into:)``.)
    init(
        words: ArraySlice<WordMatcher>, except: Int?, walkLength: Int, bonus: Double, cap: Double, dictionary: WordDictionary,
        reusing scratch: SearchScratch? = nil
    ) {
        if let scratch {
            swap(&probes, &scratch.probes)
            probes.removeAll(keepingCapacity: true)
        }
        let widest = walkLength > Int.max / Self.widest ? Int.max : walkLength * Self.widest
        for (position, word) in words.enumerated() where position != except {
            func bound(_ kind: MatchKind) -> Double {
                min(cap, SearchRanking.bestMatch(kind, isLastToken: word.isLast, qualifierBonus: bonus))
            }
            var other = -Double.infinity
            if word.prefix != nil { other = bound(.prefix) }
            for typo in word.typos { other = max(other, bound(.typo(edits: typo.edits, isWhole: typo.isWhole))) }
            guard let exact = word.exact else {
                fixedBound = min(fixedBound, other)
                continue
            }
            let exactBound = bound(.exact)
            if exact.postingCount > widest {
                fixedBound = min(fixedBound, max(exactBound, other))
            } else {
                probes.append(Probe(cursor: dictionary.postings(at: exact), exactBound: exactBound, otherBound: other))
            }
        }
        updateRemainingBound()
    }

    /// Gives the probes' array to `scratch`, for the next probes made from it.
    mutating func recycle(into scratch: SearchScratch) {
        swap(&probes, &scratch.probes)
    }

    /// The most a name after the postings read so far can score: a used-up list leaves its word's
    /// other matches.
    private(set) var remainingBound = Double.infinity

    private mutating func updateRemainingBound() {
        var result = fixedBound
        for probe in probes {
            result = min(result, probe.rank == .max ? probe.otherBound : probe.exactBound)
        }
        remainingBound = result
    }

    /// The most the name `ordinal` of the record at `rank` can score (`ordinal` `nil`: the best of
    /// the record's names). Calls come in rank order (and name order within a record).
    mutating func bound(rank: Int, ordinal: Int?) -> Double {
        var result = fixedBound
        for index in probes.indices {
            // Moves to the first posting at or after the name (or the record).
            while probes[index].rank < rank || (probes[index].rank == rank && ordinal != nil && probes[index].ordinal < ordinal!) {
                if probes[index].cursor.next() {
                    probes[index].rank = probes[index].cursor.rank
                    probes[index].ordinal = probes[index].cursor.ordinal
                } else {
                    probes[index].rank = .max
                    updateRemainingBound()
                }
            }
            let holds = probes[index].rank == rank && (ordinal == nil || probes[index].ordinal == ordinal!)
            result = min(result, holds ? probes[index].exactBound : probes[index].otherBound)
        }
        return result
    }
}
