/// What one query word matches in the dictionary: the word itself, the words it starts
/// (for the last word, or with a cost for earlier ones), and words within a few typing mistakes.
struct WordMatcher {
    /// The dictionary word equal to the query word.
    var exact: WordDictionary.Position?
    /// Words that start with the query word and are longer than it.
    var prefix: (first: WordDictionary.Position, end: WordDictionary.Position)?
    /// The number of the word equal to the query word (-1: none).
    var exactWord = -1
    /// The numbers of the words that start with the query word and are longer.
    var prefixWords = 0..<0
    /// Words within a few edits, sorted by word number: a word range (one word, or every word
    /// under a prefix for the last query word) with its edit count.
    var typos: [(words: Range<Int>, edits: Int, isWhole: Bool)] = []
    /// Whether this is the query's last word while it may still be being typed
    /// (``QueryText/lastWordIsOpen``): it matches every word it starts, at no cost.
    var isLast: Bool
    /// The query word's length in characters.
    var characters: Int
    /// The query word's length in bytes.
    var byteLength: Int
    /// Whether the query word is all digits.
    var isNumeric: Bool

    /// Whether the query word matches any dictionary word.
    var isEmpty: Bool { exact == nil && prefix == nil && typos.isEmpty }

    /// Postings of everything the word matches: what it costs to drive a search with it.
    var postingCount: Int {
        var total = exact?.postingCount ?? 0
        if let prefix { total += prefix.end.postingsBefore - prefix.first.postingsBefore }
        return total + typoPostings
    }

    /// Postings of the typo matches (set when they are found).
    var typoPostings = 0

    /// The lists of the words it starts and of its misspellings (its own list aside).
    var otherListCount: Int {
        prefixWords.count + typos.reduce(0) { $0 + $1.words.count }
    }

    /// How word number `word` of a name meets this query word; `nil` when it does not.
    @inline(__always)
    func match(_ word: UInt32) -> MatchKind? {
        let word = Int(word)
        if word == exactWord { return .exact }
        if prefixWords.contains(word) { return .prefix }
        guard !typos.isEmpty else { return nil }
        var low = 0
        var high = typos.count
        while low < high {
            let middle = (low + high) / 2
            if typos[middle].words.upperBound <= word { low = middle + 1 } else { high = middle }
        }
        guard low < typos.count, typos[low].words.contains(word) else { return nil }
        return .typo(edits: typos[low].edits, isWhole: typos[low].isWhole)
    }

    /// Finds the word and the words it starts in `dictionary`.
    init(word: UnsafeBufferPointer<UInt8>, isLast: Bool, isNumeric: Bool, characters: Int,
         dictionary: WordDictionary, buffer: UnsafeMutablePointer<UInt8>) {
        self.isLast = isLast
        self.characters = characters
        byteLength = word.count
        self.isNumeric = isNumeric
        // Numbers other than the last word match whole: "3" must not find house number 38 mid-query;
        // so do words of one or two letters ("gh foo" is no "Ghāziābād, Fuzhou").
        let found = dictionary.lookup(
            word, withPrefix: isLast || (!isNumeric && characters >= Self.shortestMidQueryPrefix), buffer: buffer)
        exact = found.exact
        exactWord = exact?.word ?? -1
        if let others = found.others, others.first.word < others.end.word {
            prefix = others
            prefixWords = others.first.word..<others.end.word
        }
    }

    /// The fewest characters a word before the last needs to match the words it starts.
    static let shortestMidQueryPrefix = 3

    /// A matcher from word numbers alone (for ranking when building the index).
    init(exactWord: Int, prefixWords: Range<Int>, isLast: Bool, characters: Int) {
        self.exactWord = exactWord
        self.prefixWords = prefixWords
        self.isLast = isLast
        self.characters = characters
        byteLength = 0
        isNumeric = false
    }
}

extension WordMatcher {
    /// The matchers of a query's words; a word that matches nothing as typed may be misspelled, so
    /// its typos are looked for at once.
    /// - Complexity: O(log words) a query word, plus the typo walk for the words not found.
    static func matchers(of text: QueryText, dictionary: WordDictionary, buffer: UnsafeMutablePointer<UInt8>) -> [WordMatcher] {
        var result: [WordMatcher] = []
        matchers(of: text, dictionary: dictionary, buffer: buffer, into: &result)
        return result
    }

    /// ``matchers(of:dictionary:buffer:)`` into a reused array (emptied first).
    static func matchers(
        of text: QueryText, dictionary: WordDictionary, buffer: UnsafeMutablePointer<UInt8>, into result: inout [WordMatcher]
    ) {
        result.removeAll(keepingCapacity: true)
        for position in text.words.indices {
            text.withWord(position) { word in
                var matcher = WordMatcher(
                    word: word, isLast: text.isOpen(position), isNumeric: text.words[position].isNumeric,
                    characters: text.words[position].characters, dictionary: dictionary, buffer: buffer)
                if matcher.isEmpty { matcher.addTypos(of: word, dictionary: dictionary, buffer: buffer) }
                result.append(matcher)
            }
        }
    }

    /// Whether typing mistakes may be looked for: a word of at least 4 letters, not a number.
    var allowsTypos: Bool { !isNumeric && TypoWalk.budget(characters: characters) > 0 }

    /// Adds the words within the allowed mistakes of `word` (this matcher's query word).
    mutating func addTypos(of word: UnsafeBufferPointer<UInt8>, dictionary: WordDictionary, buffer: UnsafeMutablePointer<UInt8>) {
        guard allowsTypos, typos.isEmpty else { return }
        // One mistake is looked for first; two (for long words) only when one finds nothing.
        var found: [(words: Range<Int>, edits: Int, isWhole: Bool)] = []
        for budget in 1...TypoWalk.budget(characters: characters) where !found.contains(where: { $0.edits > 0 }) {
            found = TypoWalk.matches(of: word, edits: budget, prefixMode: isLast, dictionary: dictionary, buffer: buffer)
        }
        // Matches without a mistake are the word itself and the words it starts, matched already.
        typos = found.filter { $0.edits > 0 }
        typoPostings = 0
        for typo in typos {
            let first = dictionary.position(ofWord: typo.words.lowerBound, buffer: buffer)
            let end = dictionary.position(ofWord: typo.words.upperBound, buffer: buffer)
            typoPostings += end.postingsBefore - first.postingsBefore
        }
    }
}
