/// Runs one query: its readings (``QueryPlanner``), then, only when nothing matched, typing
/// mistakes, then readings that leave one word unmatched; category words (``CategorySearch``)
/// add the records of that kind near the point or the place named.
struct SearchEngine {
    /// Queries with more words than this are not retried with a word left out.
    static let maximumRelaxedWords = 6

    let index: Gazetteer
    let text: QueryText
    let country: UInt16?
    let origin: DistanceOrigin?
    let limit: Int
    let bounds: SearchBounds
    /// The box results must lie in, if any.
    var box: GridBox? = nil

    func run(into collector: inout SearchCollector) {
        guard !text.words.isEmpty, limit > 0, index.count > 0 else { return }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: WordBlockCoding.maximumWordLength + 1) { scratch in
            run(into: &collector, buffer: scratch.baseAddress!)
        }
    }

    private func run(into collector: inout SearchCollector, buffer: UnsafeMutablePointer<UInt8>) {
        let dictionary = WordDictionary(index)
        let phrases = PhraseTable(index: index)
        let planner = QueryPlanner(text: text, phrases: phrases)
        var matchers = WordMatcher.matchers(of: text, dictionary: dictionary, buffer: buffer)
        var truncated = false
        if !answer(matchers, into: &collector) {
            truncated = runAll(passes(planner, matchers), into: &collector, buffer: buffer)
        }
        // A category's place must be found: "hotels in sdfewf" lists no hotels.
        if let category = CategorySearch(text: text, phrases: phrases) {
            let place = place(of: category)
            if place.isFound {
                category.run(index: index, reference: place.reference, limit: limit, box: box, collector: &collector, buffer: buffer)
            }
        }
        if collector.count == 0 {
            var expanded = false
            for position in matchers.indices where matchers[position].typos.isEmpty && matchers[position].allowsTypos {
                text.withWord(position) { matchers[position].addTypos(of: $0, dictionary: dictionary, buffer: buffer) }
                expanded = expanded || !matchers[position].typos.isEmpty
            }
            if expanded { truncated = runAll(passes(planner, matchers), into: &collector, buffer: buffer) || truncated }
        }
        if collector.count == 0 && matchers.count > 1 && matchers.count <= Self.maximumRelaxedWords {
            // Only a word before any comma that names no area may be left out: "Springfield, Atlantis"
            // and "Vaduz Germany" find nothing rather than a Springfield or a Vaduz elsewhere.
            // Nor a word that matches no name as typed ("london sdfewf" and "paris xqzt" find nothing),
            // unless it is a number (a house number the index does not know).
            let kept = planner.qualifierWords(count: matchers.count)
            for left in matchers.indices where text.words[left].part == 0 && !kept.contains(left)
                && (matchers[left].exact != nil || matchers[left].prefix != nil || text.words[left].isNumeric) {
                var words = matchers
                words.remove(at: left)
                var pass = SearchPass(words: words, country: country, box: box)
                pass.bonus.unmatchedWords = SearchRanking.unmatchedWord
                truncated = runAll([pass], into: &collector, buffer: buffer) || truncated
            }
        }
        if truncated, let origin {
            addNearbyPlaces(origin, pass: SearchPass(words: matchers, country: country, box: box), collector: &collector)
        }
    }

    /// A single word typed alone, with no point and a small limit, whose words are many: the answer
    /// list precomputed for it (overall, or within a large country) holds the results. `false`
    /// when there is none to use.
    private func answer(_ matchers: [WordMatcher], into collector: inout SearchCollector) -> Bool {
        guard matchers.count == 1, origin == nil, box == nil else { return false }
        let word = matchers[0]
        guard let first = word.exact?.word ?? word.prefix?.first.word,
              let slot = index.heavyPrefix(firstWord: first, length: word.byteLength) else { return false }
        var answers: (offset: Int, count: Int)?
        if let country {
            guard limit <= index.countryAnswerLength, word.characters <= PrefixLists.countryPrefixCharacters,
                  index.hasCountryAnswers(country) else { return false }
            // A large country without a list for the prefix has no match for it.
            answers = index.countryAnswerList(slot: slot, country: country) ?? (0, 0)
        } else {
            guard limit <= index.answerLength else { return false }
            answers = index.answerList(slot: slot)
        }
        guard let answers else { return false }
        let pass = SearchPass(words: matchers, country: nil)
        matchers.withUnsafeBufferPointer { tokens in
            // The list is in the collector's order (score, then record), so once `limit` of its entries
            // are kept, the rest cannot enter.
            index.forEachAnswer(offset: answers.offset, count: answers.count) { rank, ordinal in
                guard !collector.isFull else { return false }
                pass.evaluate(index.record(atRank: rank), ordinal: ordinal, tokens: tokens, index: index, origin: nil, collector: &collector)
                return true
            }
        }
        return true
    }

    /// The planner's readings of the query, each kept to the box.
    private func passes(_ planner: QueryPlanner, _ matchers: [WordMatcher]) -> [SearchPass] {
        planner.passes(matchers, country: country).map { pass in
            var pass = pass
            pass.box = box
            return pass
        }
    }

    /// Runs each pass; `true` when one stopped at the candidate limit.
    private func runAll(_ passes: [SearchPass], into collector: inout SearchCollector, buffer: UnsafeMutablePointer<UInt8>) -> Bool {
        var truncated = false
        let candidateLimit = origin == nil ? Int.max : bounds.nearPostings
        for pass in passes {
            truncated = pass.run(
                index: index, origin: origin, candidateLimit: candidateLimit, scoredLimit: bounds.scoredRecords,
                collector: &collector, buffer: buffer) || truncated
        }
        return truncated
    }

    /// Whether the words beside the category name a place (or there are none), and the point
    /// category results are ranked around: `near`, or else that place.
    private func place(of category: CategorySearch) -> (isFound: Bool, reference: Coordinate?) {
        var named: Coordinate?
        if !category.placeWords.isEmpty {
            let words = category.placeWords.map { position in text.withWord(position) { String(decoding: $0, as: UTF8.self) } }
            var hits: [NameHit] = []
            index.searchHits(words.joined(separator: " "), limit: 1, countryCode: country.map(CountryCode.unpack), into: &hits)
            guard let first = hits.first else { return (false, nil) }
            named = index.coordinate(first.record)
        }
        if let origin { return (true, Coordinate(latitude: origin.latitude, longitude: origin.longitude)) }
        return (true, named)
    }

    /// When a `near` query stopped early, the places around the point whose names match.
    private func addNearbyPlaces(_ origin: DistanceOrigin, pass: SearchPass, collector: inout SearchCollector) {
        var nearby: [SpatialHit] = []
        index.nearbyHits(Coordinate(latitude: origin.latitude, longitude: origin.longitude), radiusMeters: 50_000, limit: 256, into: &nearby)
        pass.words.withUnsafeBufferPointer { tokens in
            for hit in nearby where pass.matchesFilters(hit.record, index: index) {
                pass.evaluate(hit.record, ordinal: nil, tokens: tokens, index: index, origin: origin, collector: &collector)
            }
        }
    }
}
