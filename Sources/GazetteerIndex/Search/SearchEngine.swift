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

    /// Runs the query with this thread's scratch arrays (``SearchScratch``).
    func run(into collector: inout SearchCollector) {
        SearchScratch.withCurrent { run(into: &collector, scratch: $0) }
    }

    /// Runs the query with the arrays of `scratch`: on a warm thread, a query answered from an
    /// answer list or by walks of its words' postings allocates nothing.
    func run(into collector: inout SearchCollector, scratch: SearchScratch) {
        guard !text.words.isEmpty, limit > 0, index.count > 0 else { return }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: WordBlockCoding.maximumWordLength + 1) { buffer in
            run(into: &collector, buffer: buffer.baseAddress!, scratch: scratch)
        }
    }

    private func run(into collector: inout SearchCollector, buffer: UnsafeMutablePointer<UInt8>, scratch: SearchScratch) {
        let dictionary = WordDictionary(index)
        let phrases = PhraseTable(index: index)
        var matchers: [WordMatcher] = []
        swap(&matchers, &scratch.matchers)
        defer {
            // The readings that shared the array are gone: it is given back unshared.
            matchers.removeAll(keepingCapacity: true)
            swap(&matchers, &scratch.matchers)
        }
        WordMatcher.matchers(of: text, dictionary: dictionary, buffer: buffer, into: &matchers)
        var truncated = false
        if !answer(matchers, into: &collector) {
            truncated = runReadings(of: text, matchers, phrases: phrases, into: &collector, buffer: buffer, scratch: scratch)
        }
        // A category's place must be found: "hotels in sdfewf" lists no hotels.
        if let category = CategorySearch(text: text, phrases: phrases) {
            let place = place(of: category)
            if place.isFound {
                category.run(index: index, reference: place.reference, limit: limit, box: box, collector: &collector, buffer: buffer)
            }
        }
        // Filler words left out, at no cost: "paris in france", "london the". Found only when the
        // query as typed found nothing.
        lazy var fillers = FillerWords.positions(in: text)
        lazy var reduced = text.removing(fillers)
        func reducedMatchers() -> [WordMatcher] {
            matchers.indices.filter { !fillers.contains($0) }.map { matchers[$0] }
        }
        if collector.count == 0 && !fillers.isEmpty {
            truncated = runReadings(
                of: reduced, reducedMatchers(), phrases: phrases, into: &collector, buffer: buffer, scratch: scratch) || truncated
        }
        if collector.count == 0 {
            var expanded = false
            for position in matchers.indices where matchers[position].typos.isEmpty && matchers[position].allowsTypos {
                text.withWord(position) { matchers[position].addTypos(of: $0, dictionary: dictionary, buffer: buffer) }
                expanded = expanded || !matchers[position].typos.isEmpty
            }
            if expanded {
                truncated = runReadings(
                    of: text, matchers, phrases: phrases, into: &collector, buffer: buffer, scratch: scratch) || truncated
                if collector.count == 0 && !fillers.isEmpty {
                    truncated = runReadings(
                        of: reduced, reducedMatchers(), phrases: phrases, into: &collector, buffer: buffer, scratch: scratch) || truncated
                }
            }
        }
        if collector.count == 0 && reduced.words.count > 1 && reduced.words.count <= Self.maximumRelaxedWords {
            // One word left out, when it is accounted for otherwise (``WordOmission``).
            let words = reducedMatchers()
            let qualifiers = QueryPlanner(text: reduced, phrases: phrases).qualifierWords(count: reduced.words.count)
            let omission = WordOmission(text: reduced, matchers: words, qualifierWords: qualifiers)
            for left in reduced.words.indices where omission.mayLeaveOut(left) {
                var rest = words
                rest.remove(at: left)
                truncated = runReadings(
                    of: reduced.removing([left]), rest, phrases: phrases, leavingOutAWord: true, into: &collector,
                    buffer: buffer, scratch: scratch) || truncated
            }
        }
        if truncated, let origin {
            var pass = SearchPass(words: matchers[...], country: country, box: box)
            pass.wholeNameOnly = text.needsWholeName
            addNearbyPlaces(origin, pass: pass, collector: &collector)
        }
    }

    /// A single word typed alone, with no point and a small limit, whose words are many: the answer
    /// list precomputed for it (overall, or within a large country) holds the results. `false`
    /// when there is none to use.
    private func answer(_ matchers: [WordMatcher], into collector: inout SearchCollector) -> Bool {
        // The lists rank the words a prefix starts as an open last word does.
        guard matchers.count == 1, matchers[0].isLast, origin == nil, box == nil else { return false }
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
        let pass = SearchPass(words: matchers[...], country: nil)
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

    /// Runs the planner's readings of `text` (whose words `matchers` match), each kept to the box
    /// and, for a text of short finished words, to whole names; with `leavingOutAWord`, each costs
    /// a word left unmatched. `true` when one stopped at the candidate limit.
    private func runReadings(
        of text: QueryText, _ matchers: [WordMatcher], phrases: PhraseTable, leavingOutAWord: Bool = false,
        into collector: inout SearchCollector, buffer: UnsafeMutablePointer<UInt8>, scratch: SearchScratch
    ) -> Bool {
        var passes: [SearchPass] = []
        var meanings: [UInt32] = []
        swap(&passes, &scratch.passes)
        swap(&meanings, &scratch.qualifierMeanings)
        defer {
            // The passes first: their qualifiers share the meanings' array.
            passes.removeAll(keepingCapacity: true)
            swap(&passes, &scratch.passes)
            swap(&meanings, &scratch.qualifierMeanings)
        }
        QueryPlanner(text: text, phrases: phrases).passes(matchers, country: country, into: &passes, meanings: &meanings)
        var truncated = false
        let candidateLimit = origin == nil ? Int.max : bounds.nearPostings
        for position in passes.indices {
            passes[position].box = box
            passes[position].wholeNameOnly = text.needsWholeName
            if leavingOutAWord { passes[position].bonus.unmatchedWords = SearchRanking.unmatchedWord }
            truncated = passes[position].run(
                index: index, origin: origin, candidateLimit: candidateLimit, scoredLimit: bounds.scoredRecords,
                probesOtherWords: bounds.probesOtherWords, intersectsLists: bounds.intersectsLists,
                mergesOnHeapOnly: bounds.mergesOnHeapOnly, collector: &collector, buffer: buffer, scratch: scratch) || truncated
        }
        return truncated
    }

    /// Whether the words beside the category name a place (or there are none), and the point
    /// category results are ranked around: `near`, or else that place.
    private func place(of category: CategorySearch) -> (isFound: Bool, reference: Coordinate?) {
        var named: Coordinate?
        if !category.placeWords.isEmpty {
            let others = Set(text.words.indices).subtracting(category.placeWords)
            var found = SearchCollector(limit: 1, hits: [])
            SearchScratch.withCurrent { scratch in
                SearchEngine(index: index, text: text.removing(others), country: country, origin: nil, limit: 1, bounds: bounds)
                    .run(into: &found, scratch: scratch)
            }
            guard let first = found.sorted().first else { return (false, nil) }
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
