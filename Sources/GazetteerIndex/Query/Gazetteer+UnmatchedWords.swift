/// Why a search found nothing: the words of the query that are not accounted for.
extension Gazetteer {
    /// The words of `query` that leave its search empty, each once, in query order.
    ///
    /// First the words no name has, as typed, cut short (the last word) or misspelled within
    /// the budget ``search(_:limit:countryCode:near:)`` allows, that are not numbers, filler words
    /// ("in", "near"), qualifiers ("IL", "Germany") or category words ("hotels"): a search never
    /// leaves such a word out (``UnmatchedWord/Reason/inNoName``). When there are none and the
    /// query finds nothing, the words a search never leaves out (a word of one or two letters,
    /// a word after a comma that names no area) without which it would find places
    /// (``UnmatchedWord/Reason/notWithTheOtherWords``): "%#$@*&l;der#$!" names "l". A finished
    /// query of one- and two-letter words that names no place is named whole
    /// (``UnmatchedWord/Reason/notAWholeName``). Empty when
    /// the query finds places, or when no single word explains why it does not.
    ///
    /// - Complexity: the dictionary lookups of a search (O(log words) per query word, plus the
    ///   typo walk for the words not found), then up to one search per query word.
    public func unmatchedWords(in query: String) -> [UnmatchedWord] {
        let text = QueryText(query)
        let dictionary = WordDictionary(self)
        let phrases = PhraseTable(index: self)
        let qualifiers = QueryPlanner(text: text, phrases: phrases).qualifierWords(count: text.words.count)
        let placeWords = CategorySearch(text: text, phrases: phrases).map { Set($0.placeWords) }
        let matchers = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: WordBlockCoding.maximumWordLength + 1) {
            WordMatcher.matchers(of: text, dictionary: dictionary, buffer: $0.baseAddress!)
        }
        var result: [UnmatchedWord] = []
        func add(_ word: String, _ reason: UnmatchedWord.Reason) {
            let word = UnmatchedWord(word, reason)
            if !result.contains(word) { result.append(word) }
        }
        for position in text.words.indices where matchers[position].isEmpty && !text.words[position].isNumeric
            && !qualifiers.contains(position) && (placeWords?.contains(position) ?? true)
            && !text.withWord(position, FillerWords.contains) {
            add(text.string(position), .inNoName)
        }
        guard result.isEmpty, !finds(text) else { return result }
        if text.needsWholeName { return [UnmatchedWord(String(decoding: text.phrase(text.words.indices), as: UTF8.self), .notAWholeName)] }
        let fillers = FillerWords.positions(in: text)
        let reduced = text.removing(fillers)
        let kept = matchers.indices.filter { !fillers.contains($0) }.map { matchers[$0] }
        let omission = WordOmission(
            text: reduced, matchers: kept,
            qualifierWords: QueryPlanner(text: reduced, phrases: phrases).qualifierWords(count: reduced.words.count))
        for position in reduced.words.indices where reduced.words.count > 1 && omission.isKeptForItself(position) {
            if finds(reduced.removing([position])) { add(reduced.string(position), .notWithTheOtherWords) }
        }
        return result
    }

    /// Whether a search for `text` finds anything.
    private func finds(_ text: QueryText) -> Bool {
        var collector = SearchCollector(limit: 1, hits: [])
        SearchEngine(index: self, text: text, country: nil, origin: nil, limit: 1, bounds: .standard).run(into: &collector)
        return collector.count > 0
    }
}
