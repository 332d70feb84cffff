import Foundation
@testable import GazetteerIndex

/// Brute-force answers to name searches: every name of every record compared with the query, by
/// the rules of ``Gazetteer/search(_:limit:countryCode:near:)`` written out again on strings.
///
/// The query's words (normalized, split at spaces; comma-separated parts in order) match the words
/// of one name each: the same word, a word they start (the last query word; earlier ones at a
/// cost), or — only for a word that matches nothing as typed — a word within a few mistakes. The
/// query is also read with the words at its end naming countries (ISO codes here), which must then
/// hold. When nothing matches, every misspellable word is tried, then readings that leave out one
/// word some name has as typed (or a number). Each record keeps its best name over every reading; results rank by score, then record number.
struct SearchOracle {
    struct Name {
        var words: [String]
        var isMain: Bool
        var letters: Int
    }

    struct Match: Equatable, CustomStringConvertible {
        var record: Int
        var score: Double
        var matchedOrdinal: Int

        var description: String { "#\(record) \(String(format: "%.4f", score)) name \(matchedOrdinal)" }
    }

    let records: [TestRecord]
    let names: [[Name]]
    let importance: [Double]
    let coordinates: [Coordinate]
    let countries: [String]
    /// Every word of every name, sorted.
    let dictionary: [String]
    /// Lower-cased country codes present: the qualifiers a query can end with.
    let countryCodes: Set<String>

    init(index: BuiltIndex) {
        records = index.records
        names = records.map { record in
            var kept: [Name] = []
            var seen = Set<String>()
            let texts = [(record.name, true)] + record.alternateNames.map { ($0, false) }
            for (text, isMain) in texts {
                let key = NameNormalizer.key(for: text)
                guard !key.isEmpty, seen.insert(key).inserted else { continue }
                let words = key.split(separator: " ").map(String.init)
                kept.append(Name(words: words, isMain: isMain, letters: words.reduce(0) { $0 + $1.unicodeScalars.count }))
            }
            // The main name comes first, as the index stores it.
            return kept.filter(\.isMain) + kept.filter { !$0.isMain }
        }
        importance = (0..<records.count).map { Double(index.gazetteer.place(at: $0).importance) / 1_000 }
        coordinates = (0..<records.count).map { index.gazetteer.place(at: $0).coordinate }
        countries = records.map(\.fields.countryCode)
        dictionary = Set(names.flatMap { $0.flatMap(\.words) }).sorted()
        countryCodes = Set(countries.filter { !$0.isEmpty }.map { $0.lowercased() })
    }

    /// Every record the query matches, best first.
    func ranked(_ query: String, countryCode: String? = nil, near: Coordinate? = nil) -> [Match] {
        let parts = Self.parts(of: query)
        let tokens = parts.map(\.word)
        guard !tokens.isEmpty else { return [] }
        if let countryCode, !countryCode.isEmpty, countryCode.utf8.count != 2 || !countryCodes.contains(countryCode.lowercased()) {
            return []
        }
        var words = tokens.enumerated().map { position, text in
            OracleWord(text: text, isLast: position == tokens.count - 1, dictionary: dictionary)
        }
        for position in words.indices where words[position].isEmpty { words[position].addTypos(dictionary) }
        var best = readings(words, countryCode: countryCode, near: near, unmatched: 0)
        if best.isEmpty {
            var expanded = false
            for position in words.indices where words[position].typos.isEmpty && words[position].allowsTypos {
                words[position].addTypos(dictionary)
                expanded = expanded || !words[position].typos.isEmpty
            }
            if expanded { best = readings(words, countryCode: countryCode, near: near, unmatched: 0) }
        }
        if best.isEmpty && words.count > 1 && words.count <= 6 {
            // Only words before any comma that no reading takes as a qualifier, and that some name
            // has as typed (or numbers), may be left out.
            var qualifierWords = Set<Int>()
            for split in 1..<words.count where words.count - split <= 2 && words[split...].allSatisfy({ countryCodes.contains($0.text) }) {
                qualifierWords.formUnion(split..<words.count)
            }
            for left in words.indices where parts[left].part == 0 && !qualifierWords.contains(left)
                && (words[left].hasExact || words[left].hasPrefix || words[left].isNumeric) {
                var fewer = words
                fewer.remove(at: left)
                merge(score(fewer, qualifiers: [], countryCode: countryCode, near: near, unmatched: 1), into: &best)
            }
        }
        return best.values.sorted { $0.score != $1.score ? $0.score > $1.score : $0.record < $1.record }
    }

    /// The whole query as a name, then the query with country codes at its end as qualifiers.
    private func readings(_ words: [OracleWord], countryCode: String?, near: Coordinate?, unmatched: Int) -> [Int: Match] {
        var best = score(words, qualifiers: [], countryCode: countryCode, near: near, unmatched: unmatched)
        guard words.count > 1 else { return best }
        for split in (1..<words.count).reversed() {
            let tail = words[split...].map(\.text)
            guard tail.count <= 2, tail.allSatisfy(countryCodes.contains) else { continue }
            merge(score(Array(words[..<split]), qualifiers: tail, countryCode: countryCode, near: near, unmatched: unmatched), into: &best)
        }
        return best
    }

    private func merge(_ matches: [Int: Match], into best: inout [Int: Match]) {
        for (record, match) in matches where best[record].map({ match.score > $0.score }) ?? true { best[record] = match }
    }

    private func score(_ words: [OracleWord], qualifiers: [String], countryCode: String?, near: Coordinate?, unmatched: Int) -> [Int: Match] {
        var result: [Int: Match] = [:]
        for record in records.indices {
            let country = countries[record].lowercased()
            if let countryCode, !countryCode.isEmpty, country != countryCode.lowercased() { continue }
            if !qualifiers.allSatisfy({ $0 == country }) { continue }
            var best: (Double, Int)?
            for (ordinal, name) in names[record].enumerated() {
                guard let value = OracleNameScore.score(words, name: name) else { continue }
                if best == nil || value > best!.0 { best = (value, ordinal) }
            }
            guard let (nameScore, ordinal) = best else { continue }
            var total = importance[record] + nameScore + SearchRanking.qualifier * Double(qualifiers.count)
                - SearchRanking.unmatchedWord * Double(unmatched)
            if let near { total -= SearchRanking.distancePenalty(SpatialOracle.distanceMeters(near, coordinates[record])) }
            result[record] = Match(record: record, score: total, matchedOrdinal: ordinal)
        }
        return result
    }

    /// A query's normalized words with the number of the comma-separated part each is in (parts
    /// without words are not counted).
    static func parts(of query: String) -> [(word: String, part: Int)] {
        var result: [(word: String, part: Int)] = []
        var part = 0
        for piece in query.split(separator: ",", omittingEmptySubsequences: false) {
            let words = NameNormalizer.key(for: String(piece)).split(separator: " ").map(String.init)
            guard !words.isEmpty else { continue }
            result += words.map { ($0, part) }
            part += 1
        }
        return result
    }

    /// A search's answer in the oracle's terms.
    func actual(_ results: [SearchResult]) -> [Match] {
        results.map { Match(record: $0.place.recordNumber, score: $0.score, matchedOrdinal: -1) }
    }
}
