/// The heads and answer lists of every heavy prefix, from one pass over the postings in rank order.
///
/// A heavy prefix's **head** is its first postings in rank order (the word equal to the prefix left
/// out); its **answer list** is the best results of the prefix typed alone (overall and, for
/// prefixes of one or two characters, within each large country), scored as a query scores them
/// (``NameMatch``, ``SearchCollector``). Records are visited from the most important down; each
/// posting is offered to the heavy prefixes that contain its word (the chain from the deepest one
/// up), and a prefix stops taking postings once its head is full and no later posting can enter
/// its answer list. Each prefix sees its postings in (rank, ordinal) order, a name met through two
/// of its words once, exactly as a query walking the merged lists would.
///
/// - Complexity: O(postings × heavy prefixes per word) plus one name evaluation per posting that
///   can still enter an answer list.
struct PrefixLists {
    /// What one pass makes for the prefixes it owns, each list encoded as the index stores it
    /// (heads: ``PostingCoding``; answers: ``AnswerCoding``), numbered from its first prefix.
    struct Pass {
        /// The prefixes it owns (numbers into the sorted prefixes).
        var prefixes: Range<Int>
        /// Each prefix's head: its postings in rank order, and how many.
        var heads: ChunkedByteLists
        var headCounts: [UInt16]
        /// Each prefix's answers, best first, and how many.
        var answers: ChunkedByteLists
        var answerCounts: [UInt16]
        /// Answer lists per large country, numbered as ``countryEntries``: in prefix order, then in
        /// country code order (prefixes by their own numbers).
        var countryAnswers: ChunkedByteLists
        var countryEntries: [(prefix: Int, country: UInt16, count: Int)]
    }

    /// The passes' lists, in prefix order: each owns a range of the sorted prefixes.
    let passes: [Pass]

    /// Prefixes this short (in characters) get answer lists per large country.
    static let countryPrefixCharacters = 2

    /// Computes the lists of `prefixes` (sorted by first word, then length) in passes over the
    /// postings, two at a time on two threads, each pass owning the prefixes of one share of the
    /// words. What a pass holds per prefix it owns (its answer candidates, state and matcher) is
    /// its own memory: on a `budget`, there are as many rounds of two passes as keep that within an
    /// eighth of its limit. The lists themselves are kept on `budget`. The passes count the records
    /// they have read on `progress`, as the step ``BuildStep/answerLists``.
    static func build(
        prefixes: [HeavyPrefix], wordCount: Int, words: WordIndexBuilder, ranking: WordIndexBuilder.Ranking,
        headLength: Int, answerLength: Int, countryLength: Int, budget: MemoryBudget?, progress: BuildStageProgress? = nil
    ) -> PrefixLists {
        let tree = PrefixTree(prefixes: prefixes, wordCount: wordCount)
        // With the per-country cells of the short prefixes, a row of them each.
        let shortPrefixes = ranking.largeCountries.isEmpty ? 0 : prefixes.count { $0.characters <= countryPrefixCharacters }
        let passBytes = prefixes.count * PrefixPass.bytesPerPrefix(answerLength: answerLength)
            + shortPrefixes * ranking.largeCountries.count * CountryCells.bytesPerCell
        let rounds = budget.map { max(1, min(passBytes / max($0.prefixRoundBytes, 1) + 1, 64)) } ?? 1
        // Shares split between top-level prefixes, each with about as many postings: a pass owns
        // the prefixes whose words lie in its share, and looks up only those words.
        let roots = prefixes.indices.filter { tree.parent[$0] < 0 }
        let total = roots.reduce(0) { $0 + prefixes[$1].postings }
        var splits = [0]
        var running = 0
        for root in roots {
            if running * 2 * rounds >= total * splits.count && prefixes[root].word > splits.last! {
                splits.append(prefixes[root].word)
            }
            running += prefixes[root].postings
        }
        while splits.count < 2 * rounds { splits.append(wordCount) }
        progress?.begin(.answerLists, units: 2 * rounds * ranking.count)
        splits.append(wordCount)
        func pass(_ share: Int) -> Pass {
            let wordRange = splits[share]..<splits[share + 1]
            let first = prefixes.firstIndex { $0.word >= wordRange.lowerBound } ?? prefixes.count
            let end = prefixes.firstIndex { $0.word >= wordRange.upperBound } ?? prefixes.count
            return PrefixPass(
                prefixes: prefixes, tree: tree, words: words, ranking: ranking, headLength: headLength,
                answerLength: answerLength, countryLength: countryLength, wordRange: wordRange, owned: first..<end,
                budget: budget, progress: progress
            ).run()
        }
        var passes: [Pass] = []
        for round in 0..<rounds {
            let (first, second) = concurrently({ pass(2 * round) }, { pass(2 * round + 1) })
            passes += [first, second]
            // The passes' lists were freed on their threads: give that memory back before the next round.
            ResidentMemory.releaseFreed()
        }
        return PrefixLists(passes: passes)
    }
}

/// A heavy prefix: its first word, its length in bytes, one past its last word, its postings.
struct HeavyPrefix {
    var word: Int
    var length: Int
    var end: Int
    /// Whether the word numbered ``word`` is the prefix itself.
    var isWord: Bool
    /// The prefix's length in characters.
    var characters: Int
    /// Postings of all its words.
    var postings: Int
}

/// How the heavy prefixes nest: the deepest one over each word, and each one's parent.
struct PrefixTree {
    /// Per word, the deepest heavy prefix containing it (-1: none).
    let deepest: [Int32]
    /// Per prefix, the prefix it lies in (-1: none).
    let parent: [Int32]

    init(prefixes: [HeavyPrefix], wordCount: Int) {
        var deepest = [Int32](repeating: -1, count: wordCount)
        var parent = [Int32](repeating: -1, count: prefixes.count)
        var open: [Int] = []
        var next = 0
        for word in 0..<wordCount {
            while let top = open.last, prefixes[top].end <= word { open.removeLast() }
            while next < prefixes.count && prefixes[next].word == word {
                while let top = open.last, prefixes[top].end <= word { open.removeLast() }
                parent[next] = Int32(open.last ?? -1)
                open.append(next)
                next += 1
            }
            deepest[word] = Int32(open.last ?? -1)
        }
        self.deepest = deepest
        self.parent = parent
    }
}

/// One thread's pass: the lists of the prefixes it owns.
private struct PrefixPass {
    let prefixes: [HeavyPrefix]
    let tree: PrefixTree
    let words: WordIndexBuilder
    let ranking: WordIndexBuilder.Ranking
    let headLength: Int
    let answerLength: Int
    let countryLength: Int
    /// The words of the prefixes this pass owns (and words under no prefix): a prefix is owned when
    /// its first word is in the range, and then so are all its words.
    let wordRange: Range<Int>
    /// The prefixes whose first word is in ``wordRange``: whole trees of nested prefixes (the
    /// shares split between top-level ones), so every prefix over a word of the range is owned.
    /// The pass numbers them from the first (its "local" numbers), and keeps state for these only.
    let owned: Range<Int>
    let budget: MemoryBudget?
    /// Where the records read are counted, a block at a time.
    let progress: BuildStageProgress?

    func run() -> PrefixLists.Pass {
        // Prefixes are numbered from the first owned one in what follows (the prefix `base + p` is `p` here).
        let (count, base) = (owned.count, owned.lowerBound)
        let perCountryAllowed = !ranking.largeCountries.isEmpty
        // The state of every owned prefix, one entry each, read and written in place.
        let states = UnsafeMutableBufferPointer<PrefixState>.allocate(capacity: count)
        states.initialize(repeating: PrefixState())
        defer { states.deallocate() }
        // Whether each prefix still takes postings (its head or answers are not complete): apart from
        // the states, a byte each, so that the walks up the prefixes read a small table.
        let isOpen = UnsafeMutableBufferPointer<Bool>.allocate(capacity: count)
        isOpen.initialize(repeating: true)
        defer { isOpen.deallocate() }
        // Each head is encoded as it fills (``PostingCoding``, ranks coded against the one before).
        var heads = ChunkedByteLists(count: owned.count, budget: budget)
        var headBytes: [UInt8] = []
        // Each prefix's answer list (numbered as the prefix), all in one store.
        var overall = HitLists<AnswerHit>(limit: answerLength)
        for _ in 0..<count { _ = overall.append() }
        // A prefix's answer list is encoded when it can take no more.
        var answers = ChunkedByteLists(count: owned.count, budget: budget)
        var answerBytes: [UInt8] = []
        func encode(_ hits: [AnswerHit], to lists: inout ChunkedByteLists, list: Int) -> Int {
            answerBytes.removeAll(keepingCapacity: true)
            for hit in hits { AnswerCoding.append(rank: Int(hit.rank), ordinal: Int(hit.nameOrdinal), to: &answerBytes) }
            lists.append(answerBytes, to: list)
            return hits.count
        }
        // Per-country lists: a row per prefix that has them, a column per large country (in code order).
        let largeCountries = ranking.largeCountries.sorted()
        // By country code, its column (-1: not a large country).
        var countryColumn = [Int16](repeating: -1, count: Int(UInt16.max) + 1)
        for (column, country) in largeCountries.enumerated() { countryColumn[Int(country)] = Int16(column) }
        var rows = 0
        for index in 0..<count {
            let prefix = prefixes[base + index]
            states[index].answersOpen = true
            if perCountryAllowed && prefix.characters <= PrefixLists.countryPrefixCharacters {
                states[index].countryRow = Int32(rows)
                rows += 1
            }
        }
        let columns = largeCountries.count
        // A country's list is made when a hit first comes to its cell (most cells get none).
        // The cells are numbered column by column (``CountryCells/number(row:column:rows:)``): a
        // record's cells lie in its country's column, the rows of one word's prefixes close together.
        // At 13 M records there are over a million cells, split between the passes. Each posting
        // offered to a cell reads its threshold, the score a new hit must reach (−∞ until its list
        // is full, or made): the thresholds are a table of their own; a cell's list (its slot, -1:
        // no hit has come to it yet) is read only for a hit to offer.
        let cellThresholds = UnsafeMutableBufferPointer<Double>.allocate(capacity: rows * columns)
        cellThresholds.initialize(repeating: -.infinity)
        defer { cellThresholds.deallocate() }
        let cellSlots = UnsafeMutableBufferPointer<Int32>.allocate(capacity: rows * columns)
        cellSlots.initialize(repeating: -1)
        defer { cellSlots.deallocate() }
        // By slot, the list (all in one store), and the rank of the last hit offered to it.
        var countryLists = HitLists<AnswerHit>(limit: countryLength)
        var countryOfferedRanks: [UInt32] = []
        // Closed prefixes never open again: each one's link to an ancestor that may still be open
        // (its parent at first), shortened as the walks pass, so that a word's walk up the prefixes
        // containing it visits the open ones only.
        // Each owned prefix's parent (an owned one too: the pass owns whole trees).
        let parents = tree.parent[owned].map { $0 < 0 ? -1 : $0 - Int32(base) }
        let links = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
        _ = links.initialize(from: parents)
        defer { links.deallocate() }
        /// `prefix` when it is open, else its nearest open ancestor (-1: none).
        @inline(__always) func nextOpen(_ prefix: Int) -> Int {
            var open = prefix
            while open >= 0 && !isOpen[open] { open = Int(links[open]) }
            var step = prefix
            while step != open {
                let next = Int(links[step])
                links[step] = Int32(open)
                step = next
            }
            return open
        }
        // The prefixes the name being read touches, each once (its stamp says so).
        let touched = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
        defer { touched.deallocate() }
        var deepestOfPosition = UnsafeMutableBufferPointer<Int32>.allocate(capacity: 1024)
        defer { deepestOfPosition.deallocate() }
        // Per name of those records, whether a word of it lies under a prefix of this pass: the
        // others touch nothing here, and are passed over (each pass reads every name).
        var namesOwned = UnsafeMutableBufferPointer<Bool>.allocate(capacity: 256)
        defer { namesOwned.deallocate() }
        // The records whose words' prefixes are looked up (ranks up to `blockEnd`), their first
        // name, and their words.
        var blockEnd = 0
        var blockFirstName = 0
        var blockPositions = 0..<0
        var nameStamp: UInt32 = 0
        // The most a name can add to its importance for a prefix: a whole name when the prefix is a
        // word, else a complete prefix.
        let wholeBest = SearchRanking.bestMatch(.exact, isLastToken: true, qualifierBonus: 0)
        let prefixBest = SearchRanking.bestMatch(.prefix, isLastToken: true, qualifierBonus: 0)
        // Locals, so that the loops below capture no copy of this pass.
        let exactWords = prefixes[owned].map { $0.isWord ? $0.word : -1 }
        // How each prefix matches a name's words.
        let matchers = prefixes[owned].map { prefix in
            WordMatcher(
                exactWord: prefix.isWord ? prefix.word : -1,
                prefixWords: (prefix.isWord ? prefix.word + 1 : prefix.word)..<prefix.end, isLast: true,
                characters: prefix.characters)
        }
        let (headLength, wordRange) = (self.headLength, self.wordRange)
        let deepestWords = tree.deepest
        // The words builder holds records and names in rank order: this pass reads them front to back.
        let (nameWordNumbers, nameWordStarts, letterCounts) = (words.nameWords, words.nameStarts, words.nameLetters)
        let recordNameStarts = words.recordNameStarts
        let (importances, recordCountries, recordNumberOf) = (ranking.importance, ranking.countries, ranking.recordNumbers)
        let (recordMainCounts, nameHeaders) = (ranking.mainCounts, ranking.nameHeaders)
        recordMainCounts.withUnsafeBufferPointer { mainCounts in
        nameHeaders.withUnsafeBufferPointer { headers in
        recordNameStarts.withUnsafeBufferPointer { recordNameStarts in
        nameWordNumbers.withUnsafeBufferPointer { nameWords in
        nameWordStarts.withUnsafeBufferPointer { wordStarts in
        letterCounts.withUnsafeBufferPointer { nameLetters in
        deepestWords.withUnsafeBufferPointer { deepest in
        parents.withUnsafeBufferPointer { parent in
        exactWords.withUnsafeBufferPointer { exactWords in
        matchers.withUnsafeBufferPointer { matchers in
        importances.withUnsafeBufferPointer { importanceOf in
        recordCountries.withUnsafeBufferPointer { countryOf in
        recordNumberOf.withUnsafeBufferPointer { recordNumbers in
            // The lists are read front to back: a spilled one's pages go behind the walk.
            var behind = PassReleases(
                byRank: [
                    ReleaseBehind(recordNameStarts, isSpilled: words.recordNameStarts.isSpilled),
                    ReleaseBehind(mainCounts, isSpilled: recordMainCounts.isSpilled),
                    ReleaseBehind(importanceOf, isSpilled: importances.isSpilled),
                    ReleaseBehind(countryOf, isSpilled: recordCountries.isSpilled),
                    ReleaseBehind(recordNumbers, isSpilled: recordNumberOf.isSpilled),
                ],
                byName: [
                    ReleaseBehind(wordStarts, isSpilled: nameWordStarts.isSpilled),
                    ReleaseBehind(nameLetters, isSpilled: letterCounts.isSpilled),
                    ReleaseBehind(headers, isSpilled: nameHeaders.isSpilled),
                ],
                byPosition: ReleaseBehind(nameWords, isSpilled: nameWordNumbers.isSpilled))
            for rank in 0..<importanceOf.count {
                let first = Int(recordNameStarts[rank])
                let end = Int(recordNameStarts[rank + 1])
                // The deepest prefix over each word of the next records' names (-1: none, or the
                // word is another pass's), looked up before their names are read: the lookups miss
                // the cache independently of each other, so the processor waits for them together.
                if rank == blockEnd {
                    progress?.advance(by: rank == 0 ? 0 : Self.lookupBlock)
                    behind.passed(rank: rank, name: first, position: Int(wordStarts[first]))
                    blockEnd = min(rank + Self.lookupBlock, importanceOf.count)
                    blockPositions = Int(wordStarts[first])..<Int(wordStarts[Int(recordNameStarts[blockEnd])])
                    if blockPositions.count > deepestOfPosition.count {
                        deepestOfPosition.deallocate()
                        deepestOfPosition = .allocate(capacity: max(blockPositions.count, 2 * deepestOfPosition.count))
                    }
                    blockFirstName = first
                    let blockNameEnd = Int(recordNameStarts[blockEnd])
                    if blockNameEnd - first > namesOwned.count {
                        namesOwned.deallocate()
                        namesOwned = .allocate(capacity: max(blockNameEnd - first, 2 * namesOwned.count))
                    }
                    for name in first..<blockNameEnd {
                        var owned = false
                        for position in Int(wordStarts[name])..<Int(wordStarts[name + 1]) {
                            let word = Int(nameWords[position])
                            let prefix = wordRange.contains(word) ? deepest[word] : -1
                            deepestOfPosition[position - blockPositions.lowerBound] = prefix
                            owned = owned || prefix >= 0
                        }
                        namesOwned[name - first] = owned
                    }
                }
                let mainCount = Int(mainCounts[rank])
                let importance = Double(importanceOf[rank]) / 1_000
                let country = countryOf[rank]
                var column: Int?
                for name in first..<end where namesOwned[name - blockFirstName] {
                    let ordinal = name - first
                    nameStamp &+= 1
                    var touchedCount = 0
                    let nameWordRange = Int(wordStarts[name])..<Int(wordStarts[name + 1])
                    for position in nameWordRange {
                        let word = nameWords[position]
                        let deepestPrefix = Int(deepestOfPosition[position - blockPositions.lowerBound])
                        assert(deepestPrefix < 0 || owned.contains(deepestPrefix), "a word's prefixes belong to its pass")
                        var prefix = nextOpen(deepestPrefix < 0 ? -1 : deepestPrefix - base)
                        // A word met again in the same name was offered at its first place.
                        guard prefix >= 0,
                              !nameWords[nameWordRange.lowerBound..<position].contains(word) else { continue }
                        let shape = PostingShape.make(
                            isMain: ordinal < mainCount, atStart: position == nameWordRange.lowerBound,
                            words: nameWordRange.count)
                        while prefix >= 0 {
                            if states[prefix].stamp != nameStamp {
                                states[prefix].stamp = nameStamp
                                states[prefix].shapeAll = 0
                                states[prefix].shapeHead = 0
                                states[prefix].hasHead = false
                                states[prefix].hasExact = false
                                touched[touchedCount] = Int32(prefix)
                                touchedCount += 1
                            }
                            states[prefix].shapeAll |= shape
                            if Int(word) != exactWords[prefix] {
                                states[prefix].shapeHead |= shape
                                states[prefix].hasHead = true
                            } else {
                                states[prefix].hasExact = true
                            }
                            prefix = nextOpen(Int(parent[prefix]))
                        }
                    }
                    for prefix in touched[..<touchedCount].lazy.map(Int.init) {
                        let state = states[prefix]
                        var headCount = Int(state.headCount)
                        if state.hasHead && headCount < headLength {
                            headBytes.removeAll(keepingCapacity: true)
                            PostingCoding.append(
                                rank: rank, ordinal: ordinal, shape: state.shapeHead, previousRank: Int(state.headLastRank),
                                to: &headBytes)
                            heads.append(headBytes, to: prefix)
                            headCount += 1
                            states[prefix].headCount = UInt16(headCount)
                            states[prefix].headLastRank = UInt32(rank)
                        }
                        guard state.answersOpen else {
                            if headCount >= headLength { isOpen[prefix] = false }
                            continue
                        }
                        let byCountry = state.countryRow >= 0
                        var cell = -1
                        if byCountry {
                            if column == nil { column = Int(countryColumn[Int(country)]) }
                            if column! >= 0 { cell = CountryCells.number(row: Int(state.countryRow), column: column!, rows: rows) }
                        }
                        // The score a hit must reach to enter the cell's list (−∞ while it has none).
                        let cellThreshold = cell >= 0 ? cellThresholds[cell] : .infinity
                        let threshold = min(state.threshold, cellThreshold)
                        let best = exactWords[prefix] >= 0 ? wholeBest : prefixBest
                        if importance + best < threshold {
                            if !byCountry {
                                states[prefix].answersOpen = false
                                states[prefix].answerCount = UInt16(encode(overall.sorted(prefix), to: &answers, list: prefix))
                                if headCount >= headLength { isOpen[prefix] = false }
                            }
                            continue
                        }
                        // Without the prefix's own word, a name matches it at best as a complete prefix.
                        guard let shapeBound = SearchRanking.nameBound(shape: state.shapeAll, wordCount: 1),
                              importance + (state.hasExact ? shapeBound : min(shapeBound, prefixBest)) >= threshold
                        else { continue }
                        let match = NameMatch.evaluate(
                            UnsafeBufferPointer(rebasing: matchers[prefix..<prefix + 1]),
                            words: UnsafeBufferPointer(rebasing: nameWords[nameWordRange]),
                            letters: Int(nameLetters[name]), isAlternate: ordinal >= mainCount,
                            isAddress: headers[name] & NameBlockCoding.addressBit != 0)
                        guard let match else { continue }
                        var explanation = match.explanation
                        explanation.importance = importance
                        let score = explanation.total
                        // A full list turns away a lower score (a record it holds scores at least the threshold).
                        guard score >= state.threshold || (cell >= 0 && score >= cellThreshold) else { continue }
                        let hit = AnswerHit(
                            score: score, recordNumber: recordNumbers[rank], rank: UInt32(rank), nameOrdinal: UInt32(ordinal))
                        // A lower score than the threshold would be turned away.
                        if score >= state.threshold {
                            Self.offer(hit, to: prefix, in: &overall, lastRank: &states[prefix].offeredRank)
                            states[prefix].threshold = overall.threshold(prefix)
                        }
                        if cell >= 0 {
                            if cellSlots[cell] < 0 {
                                cellSlots[cell] = Int32(countryLists.append())
                                countryOfferedRanks.append(.max)
                            }
                            let slot = Int(cellSlots[cell])
                            Self.offer(hit, to: slot, in: &countryLists, lastRank: &countryOfferedRanks[slot])
                            cellThresholds[cell] = countryLists.threshold(slot)
                        }
                    }
                }
            }
        }}}}}}}}}}}}}
        var countryEntries: [(prefix: Int, country: UInt16, count: Int)] = []
        var countryAnswers = ChunkedByteLists(count: countryLists.count, budget: budget)
        for index in 0..<count {
            if states[index].answersOpen {
                states[index].answerCount = UInt16(encode(overall.sorted(index), to: &answers, list: index))
            }
            let row = Int(states[index].countryRow)
            guard row >= 0 else { continue }
            for (column, country) in largeCountries.enumerated() {
                let slot = cellSlots[CountryCells.number(row: row, column: column, rows: rows)]
                guard slot >= 0 else { continue }
                let count = encode(countryLists.sorted(Int(slot)), to: &countryAnswers, list: countryEntries.count)
                countryEntries.append((base + index, country, count))
            }
        }
        return PrefixLists.Pass(
            prefixes: owned, heads: heads, headCounts: states.map(\.headCount), answers: answers,
            answerCounts: states.map(\.answerCount), countryAnswers: countryAnswers, countryEntries: countryEntries)
    }
}

extension PrefixPass {
    /// Records whose words' deepest prefixes are looked up together.
    static let lookupBlock = 64

    /// What a pass holds for each prefix it owns, at most: a full answer list and its count, the
    /// prefix's state, matcher, links and list ends.
    static func bytesPerPrefix(answerLength: Int) -> Int {
        answerLength * MemoryLayout<AnswerHit>.stride + 1 + MemoryLayout<PrefixState>.stride
            + MemoryLayout<WordMatcher>.stride + 40
    }

    /// Offers `hit` to answer list `list` of `lists`, whose last offered hit was of rank
    /// `lastRank`. A record's names are read together, so only a hit of the same rank can be kept
    /// already: any other is offered without looking for its record among the kept ones.
    @inline(__always)
    fileprivate static func offer(_ hit: AnswerHit, to list: Int, in lists: inout HitLists<AnswerHit>, lastRank: inout UInt32) {
        if lastRank == hit.rank {
            lists.offer(hit, to: list)
        } else {
            lists.offerNew(hit, to: list)
            lastRank = hit.rank
        }
    }
}

/// The lists a pass reads front to back, by rank, by name and by word position, each letting go of
/// its pages behind the pass when spilled (``ReleaseBehind``).
private struct PassReleases {
    var byRank: [ReleaseBehind]
    var byName: [ReleaseBehind]
    var byPosition: ReleaseBehind

    /// The pass has read everything before `rank`, name `name` and word position `position`. Out
    /// of line: called once a block of records, it keeps the pass's loop small.
    @inline(never)
    mutating func passed(rank: Int, name: Int, position: Int) {
        for index in byRank.indices { byRank[index].passed(rank) }
        for index in byName.indices { byName[index].passed(name) }
        byPosition.passed(position)
    }
}

/// What a pass knows of one heavy prefix as it goes, kept together so that a posting offered to a
/// prefix reads one entry.
private struct PrefixState {
    /// Whether its answer list still takes hits.
    var answersOpen = false
    /// Whether the name being read has a word under the prefix other than the prefix itself.
    var hasHead = false
    /// Whether the name being read has the prefix itself as a word.
    var hasExact = false
    /// The shapes the name being read meets the prefix with: through any word, and through words
    /// other than the prefix itself.
    var shapeAll: UInt8 = 0
    var shapeHead: UInt8 = 0
    var headCount: UInt16 = 0
    /// How many answers its list kept, once encoded.
    var answerCount: UInt16 = 0
    /// The name that last touched the prefix.
    var stamp: UInt32 = 0
    var headLastRank: UInt32 = 0
    /// The rank of the last hit offered to its answer list (`UInt32.max`: none).
    var offeredRank = UInt32.max
    /// Its row among the prefixes with per-country answer lists (-1: none).
    var countryRow: Int32 = -1
    /// Its answer list's threshold, the score a new hit must reach: −∞ until the list is full.
    var threshold: Double = -.infinity
}

/// The cells of the per-country lists: a prefix's row, a large country's column.
private enum CountryCells {
    /// Bytes a cell takes in a pass: its threshold and its list's slot.
    static let bytesPerCell = MemoryLayout<Double>.stride + MemoryLayout<Int32>.stride

    /// The number of the cell in `row` and `column`, of `rows` rows: column by column.
    @inline(__always)
    static func number(row: Int, column: Int, rows: Int) -> Int { column * rows + row }
}

/// A hit kept in an answer list while it is made: what ranks it (score, then record number) and
/// where its name is found (rank, name ordinal); a sixth the size of a search's ``NameHit``.
private struct AnswerHit: CollectedHit {
    var score: Double
    var recordNumber: UInt32
    var rank: UInt32
    var nameOrdinal: UInt32

    var record: Int { Int(recordNumber) }
}
