@testable import GazetteerIndex
import Testing

/// Many places share one name and one importance (a name given to many hamlets of unknown
/// population). A walk in rank order meets them by record number, so once its list is full, the
/// next one can at best tie the worst kept and loses the tie on its record number.
@Suite("Ties at the cut of a walk")
struct WalkTieTests {
    static func place(_ id: UInt64, _ name: String) -> TestRecord {
        TestRecord(
            fields: RecordFields(
                id: SourceID(kind: .geonames, value: id), latitudeE7: latitudeE7(Double(id % 80) - 40),
                longitudeE7: longitudeE7(Double(id % 170) - 85), featureClass: UInt8(ascii: "P"), featureCode: "PPL",
                countryCode: "GB", population: 700),
            name: name)
    }

    @Test("a bound level with the bar excludes a record after the bar's, not the bar's or one before it")
    func barOrdersTiesByRecord() {
        let bar = HitBar(score: 6.018, record: 40)
        #expect(bar.excludes(bound: 6.0, record: { 0 }))
        #expect(!bar.excludes(bound: 6.1, record: { 99 }))
        #expect(bar.excludes(bound: 6.018, record: { 41 }))
        // The bar's own record may be read again: another of its names at that score changes nothing.
        #expect(!bar.excludes(bound: 6.018, record: { 40 }))
        #expect(!bar.excludes(bound: 6.018, record: { 39 }))
        // The same parts added in another order: level with the bar, not above or below it.
        #expect(bar.excludes(bound: (3.518 + 2.0) + 0.5 + 1e-12, record: { 41 }))
        #expect(!bar.excludes(bound: 6.018 - 1e-12, record: { 39 }))
        // Lowered by an importance: the same answers for the bounds above it.
        #expect(bar.lowered(by: 3.518).excludes(bound: 2.5, record: { 41 }))
        #expect(!bar.lowered(by: 3.518).excludes(bound: 2.5, record: { 39 }))
        #expect(!HitBar.open.excludes(bound: -1e300, record: { .max }))
        #expect(!HitBar.open.lowered(by: 5).excludes(bound: -.infinity, record: { .max }))
    }

    @Test("a word's postings stop at the first record that can only tie a full list")
    func streamStopsAtATie() throws {
        let index = try BuiltIndex((0..<200).map { Self.place(1_000 + UInt64($0), "Evenwood") })
        let gazetteer = index.gazetteer
        let dictionary = WordDictionary(gazetteer)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1_024)
        defer { buffer.deallocate() }
        let position = try #require(Array("evenwood".utf8).withUnsafeBufferPointer { dictionary.find($0, buffer: buffer) })
        let bound = SearchRanking.bestMatch(.exact, isLastToken: true, qualifierBonus: 0)
        func ranksWalked(fullAt limit: Int, record: (Int) -> Int) -> [Int] {
            var stream = PostingStream()
            stream.add(dictionary.postings(at: position), bound: bound)
            var ranks: [Int] = []
            var bar = HitBar.open
            while let posting = stream.next(bar: bar, index: gazetteer, buffer: buffer) {
                ranks.append(posting.rank)
                if ranks.count == limit {
                    // Full: every place scores its importance and the same match.
                    bar = HitBar(score: gazetteer.importance(atRank: posting.rank) + bound, record: record(posting.rank))
                }
            }
            return ranks
        }
        // One importance: rank order is record order, and the walk ends with its list.
        #expect(ranksWalked(fullAt: 10) { gazetteer.record(atRank: $0) } == Array(0..<10))
        // A bar whose record comes after every place's (a tie each of them wins) stops nothing.
        #expect(ranksWalked(fullAt: 10) { _ in .max } == Array(0..<200))
    }

    @Test("searches keep the places of lowest record number among tied ones", arguments: [60, 300])
    func searchesKeepTheFirstOfATie(copies: Int) throws {
        let records = (0..<copies).flatMap { copy in
            [Self.place(10_000 + UInt64(copy), "Evenwood"), Self.place(20_000 + UInt64(copy), "Evenwood Thwaite")]
        }
        let index = try BuiltIndex(records)
        let oracle = SearchOracle(index: index)
        for query in ["Evenwood", "evenwood thw", "Evenwood Thwaite"] {
            // Every match the query has, scored by a scan of every name.
            let matches = oracle.ranked(query)
            let best = try #require(matches.first).score
            let tied = matches.filter { abs($0.score - best) < SearchOracle.scoreTolerance }.map(\.record).sorted()
            try #require(tied.count >= 10, "\(query): \(tied.count) places tie")
            var hits: [NameHit] = []
            index.gazetteer.searchHits(query, limit: 10, into: &hits)
            #expect(hits.map(\.record) == Array(tied.prefix(10)), "\(query): \(hits.map { ($0.record, $0.score) }) against \(matches.prefix(12))")
        }
    }
}
