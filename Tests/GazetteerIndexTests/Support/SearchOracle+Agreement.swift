@testable import GazetteerIndex

extension SearchOracle {
    /// Scores this close are a tie: the index and the oracle add the same parts in different orders.
    static let scoreTolerance = 1e-9

    /// Where a search's hits first part from the oracle's best `limit` matches, or `nil` when they agree.
    ///
    /// Each position must hold the same score; among hits whose scores tie, any order is right,
    /// and at the cut any of the tied matches may be the one kept.
    static func firstDisagreement(_ hits: [NameHit], _ expected: [Match], limit: Int) -> Int? {
        let wanted = expected.prefix(limit)
        var start = 0
        while start < min(hits.count, wanted.count) {
            let score = wanted[start].score
            var end = start
            while end < wanted.count, abs(wanted[end].score - score) < scoreTolerance { end += 1 }
            let tied = Set(expected.filter { abs($0.score - score) < scoreTolerance }.map { "\($0.record).\($0.matchedOrdinal)" })
            var seen = Set<Int>()
            for position in start..<min(end, hits.count) {
                let hit = hits[position]
                guard abs(hit.score - score) < scoreTolerance, tied.contains("\(hit.record).\(hit.nameOrdinal)"),
                      seen.insert(hit.record).inserted else { return position }
            }
            start = end
        }
        return hits.count == wanted.count ? nil : min(hits.count, wanted.count)
    }
}
