/// Computes the answer list of a heavy prefix: the best results of the prefix typed alone, with the
/// same ranking function and the same walk as a query (``NameMatch``, ``SearchCollector``), so a
/// query reads its answer instead of walking thousands of postings.
struct AnswerLists {
    let words: WordIndexBuilder
    let ranking: WordIndexBuilder.Ranking
    let entries: [UInt64]
    let starts: [Int]
    let length: Int

    /// The best `length` (rank, ordinal) pairs for the prefix whose words are `range`, best first.
    func list(words range: Range<Int>, exactWord: Int, characters: Int) -> [(rank: Int, ordinal: Int)] {
        guard length > 0 else { return [] }
        let prefixWords = (exactWord >= 0 ? range.lowerBound + 1 : range.lowerBound)..<range.upperBound
        let matcher = [WordMatcher(exactWord: exactWord, prefixWords: prefixWords, isLast: true, characters: characters)]
        var collector = SearchCollector(limit: length, hits: [])
        var rankOf: [Int: Int] = [:]
        var postings = merged(range)
        let best = SearchRanking.wholeName + SearchRanking.coverageWeight
        let lists = ranking.lists
        matcher.withUnsafeBufferPointer { tokens in
            while let posting = postings.next() {
                let rank = Int(posting >> 32)
                let final = Int(ranking.rankOrder[rank])
                let importance = Double(ranking.importance[final]) / 1_000
                let threshold = collector.threshold
                if importance + best < threshold { break }
                let shape = UInt8(posting & 0xF)
                guard let bound = SearchRanking.nameBound(shape: shape, wordCount: 1), importance + bound >= threshold else { continue }
                let ordinal = Int(posting >> 4 & 0xFFF_FFFF)
                let name = Int(lists.starts[final]) + ordinal
                let nameWords = words.nameWords[Int(words.nameStarts[name])..<Int(words.nameStarts[name + 1])]
                let match = nameWords.withUnsafeBufferPointer { nameWords in
                    NameMatch.evaluate(
                        tokens, words: nameWords, letters: Int(words.nameLetters[name]),
                        isAlternate: ordinal >= Int(lists.mainCounts[final]),
                        isAddress: lists.names[name].header & NameBlockCoding.addressBit != 0)
                }
                guard let match else { continue }
                var explanation = match.explanation
                explanation.importance = importance
                let record = Int(ranking.recordNumbers[final])
                rankOf[record] = rank
                collector.offer(NameHit(
                    record: record, nameOrdinal: ordinal, isExactMatch: match.isWholeName, score: explanation.total,
                    distanceMeters: .nan, explanation: explanation))
            }
        }
        return collector.sorted().map { (rankOf[$0.record]!, $0.nameOrdinal) }
    }

    private func merged(_ range: Range<Int>) -> MergedPostings {
        HeavyPrefixes.merged(entries: entries, starts: starts, words: range)
    }
}
