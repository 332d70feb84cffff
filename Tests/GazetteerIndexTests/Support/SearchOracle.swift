import Foundation
import GazetteerIndex

/// Brute-force answers to name searches: every name of every record compared with the query.
///
/// A record matches when the key of its name or of an alternate name starts with the query's key.
/// Results rank exact key matches first, then importance (or, with a `near` point, importance less
/// the distance penalty), then record number; one result per record.
struct SearchOracle {
    struct Name {
        var key: [UInt8]
        var text: String
        var isPrimary: Bool
    }

    struct Match: Equatable, CustomStringConvertible {
        var record: Int
        var isExactMatch: Bool
        var matchedName: String
        var score: Double

        var description: String { "#\(record) \(isExactMatch ? "exact " : "")\"\(matchedName)\" \(score)" }
    }

    let records: [TestRecord]
    /// Per record: its names that have a key, the first of each key only, primary name first.
    let names: [[Name]]

    init(records: [TestRecord]) {
        self.records = records
        names = records.map { record in
            var kept: [Name] = []
            for (position, text) in ([record.name] + record.alternateNames).enumerated() {
                let key = Array(NameNormalizer.key(for: text).utf8)
                guard !key.isEmpty, !kept.contains(where: { $0.key == key }) else { continue }
                kept.append(Name(key: key, text: text, isPrimary: position == 0))
            }
            return kept
        }
    }

    /// Every record the query matches, best first.
    func ranked(_ query: String, near: Coordinate? = nil) -> [Match] {
        let namePart = query.split(separator: ",", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let key = Array(NameNormalizer.key(for: namePart).utf8)
        guard let firstByte = key.first else { return [] }
        var matches: [Match] = []
        for (record, recordNames) in names.enumerated() {
            var best: Name?
            var bestIsExact = false
            for name in recordNames where name.key.first == firstByte && name.key.starts(with: key) {
                let isExact = name.key == key
                guard let current = best else {
                    best = name
                    bestIsExact = isExact
                    continue
                }
                if isExact != bestIsExact {
                    if isExact { best = name; bestIsExact = true }
                } else if name.isPrimary || (!current.isPrimary && name.key.lexicographicallyPrecedes(current.key)) {
                    best = name
                }
            }
            guard let best else { continue }
            var score = Double(records[record].importance)
            if let near {
                let distance = SpatialOracle.distanceMeters(
                    near, Coordinate(latitude: records[record].latitude, longitude: records[record].longitude))
                score -= 5_000 * log10(1 + distance / 1_000)
            }
            matches.append(Match(record: record, isExactMatch: bestIsExact, matchedName: best.text, score: score))
        }
        matches.sort { a, b in
            if a.isExactMatch != b.isExactMatch { return a.isExactMatch }
            if a.score != b.score { return a.score > b.score }
            return a.record < b.record
        }
        return matches
    }

    /// The matches of places in the country `countryCode` (any country when empty or `nil`).
    func inCountry(_ matches: [Match], _ countryCode: String?) -> [Match] {
        guard let countryCode, !countryCode.isEmpty else { return matches }
        let upper = countryCode.uppercased()
        guard upper.utf8.count == 2, upper.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x80 }) else { return [] }
        return matches.filter { records[$0.record].fields.countryCode == upper }
    }

    /// The number of postings (names) whose key starts with the query's key.
    func postingCount(_ query: String) -> Int {
        let key = Array(NameNormalizer.key(for: query).utf8)
        guard !key.isEmpty else { return 0 }
        return names.reduce(0) { $0 + $1.filter { $0.key.starts(with: key) }.count }
    }

    /// A search's answer in the oracle's terms (score from the oracle, as the index stores no score).
    func actual(_ results: [SearchResult], near: Coordinate? = nil) -> [Match] {
        results.map { result in
            var score = Double(result.place.importance)
            if let near {
                score -= 5_000 * log10(1 + SpatialOracle.distanceMeters(near, result.place.coordinate) / 1_000)
            }
            return Match(
                record: result.place.recordNumber, isExactMatch: result.isExactMatch,
                matchedName: result.matchedName, score: score)
        }
    }
}
