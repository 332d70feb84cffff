import Foundation
@testable import GazetteerIndex

/// Brute-force answers to name searches: every name of every record compared with the query, by
/// the rules of ``Gazetteer/search(_:limit:countryCode:near:)`` written out again on strings.
///
/// The query's words (normalized, split at spaces; comma-separated parts in order) match the words
/// of one name each: the same word, a word they start (the last query word while nothing but
/// spaces or a full stop follows it; earlier ones at a cost), or — only for a word that matches
/// nothing as typed — a word within a few mistakes; a finished query of words of one or two
/// letters matches whole names only. The query is also read with the words at its end naming
/// countries (ISO codes here), which must then hold. When nothing matches, the query without its
/// filler words is read, then every misspellable word is tried, then readings that leave out one
/// word some name has as typed (or a number) of three characters or more. Each record keeps its
/// best name over every reading; results rank by score, then record number.
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
        guard !parts.isEmpty else { return [] }
        if let countryCode, !countryCode.isEmpty, countryCode.utf8.count != 2 || !countryCodes.contains(countryCode.lowercased()) {
            return []
        }
        let open = Self.lastWordIsOpen(query)
        var words = parts.enumerated().map { position, part in
            OracleWord(text: part.word, isLast: open && position == parts.count - 1, dictionary: dictionary)
        }
        for position in words.indices where words[position].isEmpty { words[position].addTypos(dictionary) }
        let all = Array(parts.indices)
        // Filler words, unless every word is one.
        var kept = all.filter { !FillerWords.all.contains(Array(parts[$0].word.utf8)) }
        if kept.isEmpty { kept = all }
        func readings(of positions: [Int], unmatched: Int) -> [Int: Match] {
            let isOpen = open && positions.last == parts.count - 1
            let wholeNameOnly = !isOpen && !positions.contains { words[$0].isSubstantial }
            return self.readings(positions.map { words[$0] }, wholeNameOnly: wholeNameOnly, countryCode: countryCode, near: near, unmatched: unmatched)
        }
        var best = readings(of: all, unmatched: 0)
        if best.isEmpty && kept != all { best = readings(of: kept, unmatched: 0) }
        if best.isEmpty {
            var expanded = false
            for position in words.indices where words[position].typos.isEmpty && words[position].allowsTypos {
                words[position].addTypos(dictionary)
                expanded = expanded || !words[position].typos.isEmpty
            }
            if expanded {
                best = readings(of: all, unmatched: 0)
                if best.isEmpty && kept != all { best = readings(of: kept, unmatched: 0) }
            }
        }
        if best.isEmpty && kept.count > 1 && kept.count <= 6 {
            // Words before any comma that no reading takes as a qualifier, that some name has as
            // typed (or numbers), and of three characters or more, may be left out, when a word
            // before any comma of three characters or more that is no number or qualifier is left.
            var qualifiers = Set<Int>()
            for split in 1..<kept.count where kept.count - split <= 2 && kept[split...].allSatisfy({ countryCodes.contains(words[$0].text) }) {
                qualifiers.formUnion(kept[split...])
            }
            func saysEnough(_ position: Int) -> Bool {
                parts[position].part == 0 && !qualifiers.contains(position) && words[position].isSubstantial && !words[position].isNumeric
            }
            for left in kept where parts[left].part == 0 && !qualifiers.contains(left)
                && (words[left].isNumeric || ((words[left].hasExact || words[left].hasPrefix) && words[left].isSubstantial))
                && kept.contains(where: { $0 != left && saysEnough($0) }) {
                merge(readings(of: kept.filter { $0 != left }, unmatched: 1), into: &best)
            }
        }
        return best.values.sorted { $0.score != $1.score ? $0.score > $1.score : $0.record < $1.record }
    }

    /// Whether the query's last word may still be typed: nothing but spaces or a full stop after it.
    static func lastWordIsOpen(_ query: String) -> Bool {
        guard let last = query.unicodeScalars.last(where: { !$0.properties.isWhitespace }) else { return true }
        return last == "." || !NameNormalizer.isSeparator(last)
    }

    /// The whole query as a name, then the query with country codes at its end as qualifiers.
    private func readings(
        _ words: [OracleWord], wholeNameOnly: Bool, countryCode: String?, near: Coordinate?, unmatched: Int
    ) -> [Int: Match] {
        func score(_ words: [OracleWord], _ qualifiers: [String]) -> [Int: Match] {
            self.score(words, qualifiers: qualifiers, wholeNameOnly: wholeNameOnly, countryCode: countryCode, near: near, unmatched: unmatched)
        }
        var best = score(words, [])
        guard words.count > 1 else { return best }
        for split in (1..<words.count).reversed() {
            let tail = words[split...].map(\.text)
            guard tail.count <= 2, tail.allSatisfy(countryCodes.contains) else { continue }
            merge(score(Array(words[..<split]), tail), into: &best)
        }
        return best
    }

    private func merge(_ matches: [Int: Match], into best: inout [Int: Match]) {
        for (record, match) in matches where best[record].map({ match.score > $0.score }) ?? true { best[record] = match }
    }

    private func score(
        _ words: [OracleWord], qualifiers: [String], wholeNameOnly: Bool, countryCode: String?, near: Coordinate?, unmatched: Int
    ) -> [Int: Match] {
        var result: [Int: Match] = [:]
        for record in records.indices {
            let country = countries[record].lowercased()
            if let countryCode, !countryCode.isEmpty, country != countryCode.lowercased() { continue }
            if !qualifiers.allSatisfy({ $0 == country }) { continue }
            var best: (Double, Int)?
            for (ordinal, name) in names[record].enumerated() {
                guard let value = OracleNameScore.score(words, name: name, wholeNameOnly: wholeNameOnly) else { continue }
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
