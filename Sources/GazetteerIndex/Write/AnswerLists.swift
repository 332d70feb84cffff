/// Computes the answer lists of a heavy prefix: the best results of the prefix typed alone, overall
/// and (for prefixes of one or two characters) within each large country, with the same ranking
/// function and the same walk as a query (``NameMatch``, ``SearchCollector``), so a query reads
/// its answer instead of walking thousands of postings.
struct AnswerLists {
    let words: WordIndexBuilder
    let ranking: WordIndexBuilder.Ranking
    let entries: [UInt64]
    let starts: [Int]
    let length: Int
    let countryLength: Int

    /// Prefixes this short (in characters) get answer lists per large country.
    static let countryPrefixCharacters = 2

    struct Lists {
        var all: [(rank: Int, ordinal: Int)] = []
        var byCountry: [UInt16: [(rank: Int, ordinal: Int)]] = [:]
    }

    /// The lists for the prefix whose words are `range`, best first.
    func lists(words range: Range<Int>, exactWord: Int, characters: Int) -> Lists {
        let prefixWords = (exactWord >= 0 ? range.lowerBound + 1 : range.lowerBound)..<range.upperBound
        let matcher = [WordMatcher(exactWord: exactWord, prefixWords: prefixWords, isLast: true, characters: characters)]
        let perCountry = characters <= Self.countryPrefixCharacters && !ranking.largeCountries.isEmpty
        var overall = SearchCollector(limit: length, hits: [])
        var countries: [UInt16: SearchCollector] = [:]
        var rankOf: [Int: Int] = [:]
        var postings = HeavyPrefixes.merged(entries: entries, starts: starts, words: range)
        let best = SearchRanking.wholeName + SearchRanking.coverageWeight
        let lists = ranking.lists
        matcher.withUnsafeBufferPointer { tokens in
            while let posting = postings.next() {
                let rank = Int(posting >> 32)
                let final = Int(ranking.rankOrder[rank])
                let importance = Double(ranking.importance[final]) / 1_000
                let country = ranking.countries[final]
                let countryThreshold = perCountry && ranking.largeCountries.contains(country)
                    ? countries[country]?.threshold ?? -.infinity : .infinity
                let threshold = min(overall.threshold, countryThreshold)
                if importance + best < threshold {
                    if perCountry { continue }
                    break
                }
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
                let hit = NameHit(
                    record: record, nameOrdinal: ordinal, isExactMatch: match.isWholeName, score: explanation.total,
                    distanceMeters: .nan, explanation: explanation)
                overall.offer(hit)
                if countryThreshold < .infinity {
                    countries[country, default: SearchCollector(limit: countryLength, hits: [])].offer(hit)
                }
            }
        }
        var result = Lists()
        result.all = overall.sorted().map { (rankOf[$0.record]!, $0.nameOrdinal) }
        for (country, collector) in countries {
            result.byCountry[country] = collector.sorted().map { (rankOf[$0.record]!, $0.nameOrdinal) }
        }
        return result
    }
}
