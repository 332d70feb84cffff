/// One reading of a query: some of its words as name words, the rest as qualifiers (country or
/// admin1 names and codes), run against the index in rank order.
struct SearchPass {
    /// The name words' matchers, in query order (the first words of the query's).
    var words: ArraySlice<WordMatcher>
    /// Each qualifier's meanings (countries and admin1 divisions); a record must match every qualifier.
    var qualifiers = QualifierMeanings()
    /// The country a record must be in (the caller's `countryCode`).
    var country: UInt16?
    /// The box a record must lie in (the caller's), if any.
    var box: GridBox? = nil
    /// Parts of the score the reading adds to every result (qualifiers, unmatched words).
    var bonus = ScoreExplanation()
    /// Whether a name must be exactly the words, in order (``QueryText/needsWholeName``).
    var wholeNameOnly = false

    /// Walks the postings of the cheapest word (or area) in rank order, scoring each record that
    /// every word matches, until no record left can enter `collector`. Away from a point (and when
    /// `probesOtherWords`), the other words' lists are read along with it (``WordProbes``): they
    /// pass over names unread, and end the walk once no later name can reach the results. With
    /// `intersectsLists`, a record that lacks one of the name words (``ListIntersection``) is
    /// passed over before its names are read: from the start when an area drives the walk, and
    /// once the walk proves barren when a name word does (``intersectionStart``).
    ///
    /// With `mergesOnHeapOnly`, the stream merges as the first walks did (the reference for tests).
    ///
    /// - Returns: whether the walk stopped at `candidateLimit` rather than at its bound.
    func run(
        index: Gazetteer, origin: DistanceOrigin?, candidateLimit: Int, scoredLimit: Int, probesOtherWords: Bool = true,
        intersectsLists: Bool = true, mergesOnHeapOnly: Bool = false, collector: inout SearchCollector,
        buffer: UnsafeMutablePointer<UInt8>, scratch: SearchScratch
    ) -> Bool {
        guard !words.isEmpty else { return false }
        let dictionary = WordDictionary(index)
        let bonusTotal = bonus.qualifier - bonus.unmatchedWords
        let cap = matchCap() + bonusTotal
        var stream = PostingStream(reusing: scratch)
        stream.mergesOnHeapOnly = mergesOnHeapOnly
        defer { stream.recycle(into: scratch) }
        var drivesByName = true
        var areas: [WordDictionary.Position] = []
        var areaGroups: [(positions: Range<Int>, postings: Int)] = []
        swap(&areas, &scratch.areaWords)
        swap(&areaGroups, &scratch.areaGroups)
        defer {
            areas.removeAll(keepingCapacity: true)
            areaGroups.removeAll(keepingCapacity: true)
            swap(&areas, &scratch.areaWords)
            swap(&areaGroups, &scratch.areaGroups)
        }
        areaWords(index: index, buffer: buffer, into: &areas, groups: &areaGroups)
        let driver = words.indices.min { words[$0].postingCount < words[$1].postingCount }!
        if let smallest = areaGroups.indices.min(by: { areaGroups[$0].postings < areaGroups[$1].postings }),
           areaGroups[smallest].postings < words[driver].postingCount {
            drivesByName = false
            for position in areas[areaGroups[smallest].positions] {
                stream.add(dictionary.postings(at: position), bound: cap)
            }
        } else {
            addSources(of: words[driver], to: &stream, bonus: bonusTotal, cap: cap, index: index, dictionary: dictionary, buffer: buffer)
        }
        // When an area drives, each record's names are all read: the name words' lists first pass
        // over the records that lack one of the words. When a name word drives, the other words'
        // lists do the same once the walk proves barren (``intersectionStart``): a walk that finds
        // matches reads no other list, and one whose word is common and rarely found with the
        // others ("el cid" among many "cidade" and "el") reads only the names that can match,
        // rather than stopping at `scoredLimit` with nothing found.
        var intersection = ListIntersection(reusing: scratch)
        defer { intersection.recycle(into: scratch) }
        if intersectsLists && !drivesByName {
            intersection.add(words, walkLength: areaGroups.lazy.map(\.postings).min() ?? 0, dictionary: dictionary, buffer: buffer)
        }
        var intersecting = intersection.isActive
        var intersectionPending = intersectsLists && drivesByName && words.count > 1
        var nextCheck = Self.intersectionStart
        var matched = 0
        var truncated = false
        var scored = 0
        words.withUnsafeBufferPointer { tokens in
            // Away from a point, the other words' own lists bound each name before it is read.
            var probes = WordProbes()
            let probing = origin == nil && probesOtherWords
            if probing {
                probes = WordProbes(
                    words: words, except: drivesByName ? driver : nil,
                    walkLength: drivesByName ? words[driver].postingCount : areaGroups.lazy.map(\.postings).min() ?? 0,
                    bonus: bonusTotal, cap: cap, dictionary: dictionary, reusing: scratch)
            }
            defer { if probing { probes.recycle(into: scratch) } }
            while true {
                // The collector changes only when a record is scored, below.
                let bar = collector.bar
                guard let posting = stream.next(bar: bar, index: index, buffer: buffer) else { break }
                if stream.delivered > candidateLimit || scored >= scoredLimit {
                    truncated = true
                    break
                }
                let importance = index.importance(atRank: posting.rank)
                if drivesByName {
                    // The name's shape bounds its score before it is read.
                    guard let nameBound = SearchRanking.nameBound(
                              shape: posting.shape, wordCount: tokens.count, isFirstWord: driver == 0),
                          !bar.excludes(
                              bound: importance + min(posting.bound, nameBound + bonusTotal, cap),
                              record: { HitBar.record(atRank: posting.rank, in: index) })
                    else { continue }
                }
                if intersectionPending && scored >= nextCheck {
                    nextCheck *= 2
                    // At the rate so far, the walk would stop at the limit rather than at its bound.
                    let projected = Double(scored) * Double(words[driver].postingCount) / Double(max(stream.delivered, 1))
                    if matched * Self.barrenRatio < scored && projected >= Double(scoredLimit) {
                        intersectionPending = false
                        intersection.add(
                            words, except: driver, walkLength: words[driver].postingCount, limits: Self.barrenLimits,
                            dictionary: dictionary, buffer: buffer)
                        intersecting = intersection.isActive
                    }
                }
                if intersecting && !intersection.contains(rank: posting.rank) { continue }
                if probes.isActive {
                    // A word that matches nothing leaves no name to find. The remaining bound holds for
                    // this record and every later one, which comes after it in record order or is of
                    // less importance: when it cannot pass the bar here, it cannot further on.
                    // Read only for a bound level with the bar.
                    let postingRecord = { HitBar.record(atRank: posting.rank, in: index) }
                    if probes.remainingBound == -.infinity
                        || bar.excludes(bound: importance + probes.remainingBound, record: postingRecord) {
                        break
                    }
                    let bound = probes.bound(rank: posting.rank, ordinal: drivesByName ? posting.ordinal : nil)
                    guard bound > -.infinity, !bar.excludes(bound: importance + bound, record: postingRecord) else { continue }
                }
                let record = index.record(atRank: posting.rank)
                guard matchesFilters(record, index: index) else { continue }
                scored += 1
                if evaluate(record, ordinal: drivesByName ? posting.ordinal : nil, tokens: tokens, index: index,
                            origin: origin, collector: &collector) {
                    matched += 1
                }
            }
        }
        return truncated
    }

    /// When a walk that a name word drives has scored this many records, and again at each
    /// doubling, it is barren if fewer than one in ``barrenRatio`` had a name that matched and, at
    /// the rate so far, it would score its `scoredLimit` before its list ends. The other words'
    /// lists then pass over the records that lack them (``ListIntersection``), within
    /// ``barrenLimits``.
    static let intersectionStart = 64
    static let barrenRatio = 8
    /// A barren walk reads a word's lists up to 64 times its own postings, and up to 512 Ki
    /// postings (a few milliseconds of reading, about what scoring the walk's last records costs),
    /// in fewer than 64 lists (a short prefix's thousands of words cost more to set up than its
    /// walk saves).
    static let barrenLimits = ListIntersection.Limits(widest: 64, postings: 1 << 19, lists: 64)

    /// The most any name can score from its match with these words: a whole name only when every
    /// word can match a whole word, less the costs no name can avoid (an earlier word that only
    /// starts words, or only has misspellings).
    private func matchCap() -> Double {
        var wholePossible = true
        var certain = 0.0
        for word in words {
            let whole = word.exactWord >= 0 || word.typos.contains { $0.isWhole }
            if !whole { wholePossible = false }
            if word.exactWord < 0 && word.prefix == nil {
                certain += SearchRanking.typoPerEdit * Double(word.typos.map(\.edits).min() ?? 0)
            }
            if !whole && !word.isLast { certain += SearchRanking.prefixWord }
        }
        return (wholePossible ? SearchRanking.wholeName : SearchRanking.completePrefix) + SearchRanking.coverageWeight - certain
    }

    /// Scores `record` through one name (`ordinal`) or all of them, and offers its best; `false`
    /// when no name matched.
    @discardableResult
    func evaluate(
        _ record: Int, ordinal: Int?, tokens: UnsafeBufferPointer<WordMatcher>, index: Gazetteer,
        origin: DistanceOrigin?, collector: inout SearchCollector
    ) -> Bool {
        let block = index.nameBlock(record)
        var best: (match: NameMatch, ordinal: Int, start: Int)?
        if let ordinal {
            if let (name, start) = block.nameAndStart(ordinal), let match = NameMatch.evaluate(tokens, name: name, block: block),
               !wholeNameOnly || match.isWholeName {
                best = (match, ordinal, start)
            }
        } else {
            var current = block.first
            var start = block.firstStart
            while let name = current {
                if let match = NameMatch.evaluate(tokens, name: name, block: block), !wholeNameOnly || match.isWholeName,
                   best == nil || match.explanation.total > best!.match.explanation.total {
                    best = (match, name.ordinal, start)
                }
                start = name.end - block.blockStart
                current = block.after(name)
            }
        }
        guard let best else { return false }
        var explanation = best.match.explanation
        explanation.importance = Double(index.importance(record)) / 1_000
        explanation.qualifier = bonus.qualifier
        explanation.unmatchedWords = bonus.unmatchedWords
        var distance = Double.nan
        if let origin {
            distance = origin.distanceMeters(latitudeE7: index.latitudeE7(record), longitudeE7: index.longitudeE7(record))
            explanation.distance = SearchRanking.distancePenalty(distance)
        }
        collector.offer(NameHit(
            record: record, nameOrdinal: best.ordinal, isExactMatch: best.match.isWholeName,
            nameStart: best.start <= Int(UInt32.max) ? UInt32(best.start) : 0, score: explanation.total,
            distanceMeters: distance, explanation: explanation))
        return true
    }

    /// Whether `record` lies in the required country and box and in every qualifier's areas.
    @inline(__always)
    func matchesFilters(_ record: Int, index: Gazetteer) -> Bool {
        let recordCountry = index.countryPacked(record)
        if let country, recordCountry != country { return false }
        if let box, !box.contains(record, in: index) { return false }
        guard !qualifiers.isEmpty else { return true }
        let admin1 = Int(index.admin1Number(record))
        for position in 0..<qualifiers.count {
            let matches = qualifiers[position].contains { meaning in
                switch PhraseMeaning.kind(meaning) {
                case PhraseMeaning.country: PhraseMeaning.value(meaning) == Int(recordCountry)
                case PhraseMeaning.admin1: PhraseMeaning.value(meaning) == admin1
                default: false
                }
            }
            if !matches { return false }
        }
        return true
    }

    /// The synthetic words of the required country and of each qualifier (their postings can drive
    /// the walk when they are fewer than any name word's), appended to `areas`: one group each, with
    /// its words' postings in all.
    private func areaWords(
        index: Gazetteer, buffer: UnsafeMutablePointer<UInt8>, into areas: inout [WordDictionary.Position],
        groups: inout [(positions: Range<Int>, postings: Int)]
    ) {
        func addGroup(from start: Int) {
            groups.append((start..<areas.count, areas[start...].reduce(0) { $0 + $1.postingCount }))
        }
        if let country {
            let start = areas.count
            if let word = index.areaWord(PhraseMeaning.pack(kind: PhraseMeaning.country, value: Int(country)), buffer: buffer) {
                areas.append(word)
            }
            addGroup(from: start)
        }
        for position in 0..<qualifiers.count {
            let start = areas.count
            for meaning in qualifiers[position] {
                if let word = index.areaWord(meaning, buffer: buffer) { areas.append(word) }
            }
            addGroup(from: start)
        }
    }

    /// Adds the lists of everything `word` matches, each with the bound of its kind of match.
    private func addSources(
        of word: WordMatcher, to stream: inout PostingStream, bonus: Double, cap: Double, index: Gazetteer,
        dictionary: WordDictionary, buffer: UnsafeMutablePointer<UInt8>
    ) {
        func bound(_ kind: MatchKind) -> Double {
            min(cap, SearchRanking.bestMatch(kind, isLastToken: word.isLast, qualifierBonus: bonus))
        }
        if let exact = word.exact {
            stream.add(dictionary.postings(at: exact), bound: bound(.exact))
        }
        if let prefix = word.prefix {
            stream.addWords(
                first: prefix.first, end: prefix.end, prefixWord: stream.mergesOnHeapOnly ? nil : word.exact?.word,
                prefixLength: word.byteLength,
                bound: bound(.prefix), index: index, buffer: buffer)
        }
        for typo in word.typos {
            let kind = MatchKind.typo(edits: typo.edits, isWhole: typo.isWhole)
            let first = dictionary.position(ofWord: typo.words.lowerBound, buffer: buffer)
            let end = dictionary.position(ofWord: typo.words.upperBound, buffer: buffer)
            stream.addWords(
                first: first, end: end, prefixLength: -1,
                bound: bound(kind), index: index, buffer: buffer)
        }
    }
}

extension WordDictionary {
    /// The position of word `number` (``end`` past the last word).
    func position(ofWord number: Int, buffer: UnsafeMutablePointer<UInt8>) -> Position {
        guard number < wordCount else { return end }
        var cursor = self.cursor(block: number / WordBlockCoding.blockSize, buffer: buffer)
        while cursor.next() {
            if cursor.word == number { return position(of: cursor) }
        }
        return end
    }
}

extension Gazetteer {
    /// The synthetic word of a country, admin1 or category meaning, its key written on the stack.
    func areaWord(_ meaning: UInt32, buffer: UnsafeMutablePointer<UInt8>) -> WordDictionary.Position? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: WordBlockCoding.maximumWordLength + 1) { key in
            var length = 0
            func append(_ byte: UInt8) {
                guard length < key.count else { return }
                key[length] = byte
                length += 1
            }
            func append(country packed: UInt16) {
                guard packed != 0 else { return }
                append(UInt8(packed & 0xFF))
                append(UInt8(packed >> 8))
            }
            func append(_ view: ByteView) {
                for offset in 0..<view.count { append(view.u8(offset)) }
            }
            let value = PhraseMeaning.value(meaning)
            switch PhraseMeaning.kind(meaning) {
            case PhraseMeaning.country:
                append(WordBlockCoding.countryMarker)
                append(country: UInt16(truncatingIfNeeded: value))
            case PhraseMeaning.admin1:
                guard value > 0, value <= admin1Count else { return nil }
                let entry = value * Admin1Layout.size
                append(WordBlockCoding.admin1Marker)
                append(country: admin1.load(Admin1Layout.country, at: entry))
                append(stringView(admin1.load(Admin1Layout.code, at: entry)))
            case PhraseMeaning.category:
                let number = UInt16(truncatingIfNeeded: value)
                append(WordBlockCoding.categoryMarker)
                if number != 0, Int(number) <= codeCount { append(stringView(codes.load(Field<UInt32>.first, at: Int(number) * 4))) }
            default:
                return nil
            }
            return WordDictionary(self).find(UnsafeBufferPointer(rebasing: key[..<length]), buffer: buffer)
        }
    }
}
