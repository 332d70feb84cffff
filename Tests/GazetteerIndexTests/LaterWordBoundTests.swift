@testable import GazetteerIndex
import Testing

/// A search walks the postings of its rarest word; when that is not the query's first word, the
/// walked word's place in a name does not tell whether the name starts with the query.
@Suite("Bounds of a walk through a later query word")
struct LaterWordBoundTests {
    static func place(_ id: UInt64, _ name: String, population: UInt64) -> TestRecord {
        TestRecord(
            fields: RecordFields(
                id: SourceID(kind: .geonames, value: id), latitudeE7: latitudeE7(Double(id % 60)),
                longitudeE7: longitudeE7(Double(id % 150)), featureClass: UInt8(ascii: "P"), featureCode: "PPL",
                countryCode: "FR", population: population),
            name: name)
    }

    /// "ab" is in many names and "cd" in two, so "ab cd" walks the names of "cd". "Ab Cd Ef" starts
    /// with the query (0.6 for the start of a name) though "cd" is its second word; "Qq Ab Cd" is
    /// larger but only holds the query further in (0.3 for a run): for every size between, the
    /// smaller place is first, as a scan of every name finds.
    @Test("a name that starts with the first query word is found through a later word",
          arguments: [1.1, 1.3, 1.5, 1.7, 1.9, 2.1, 2.4, 2.8])
    func nameStartThroughLaterWord(larger: Double) throws {
        var records = (0..<40).map { Self.place(100 + UInt64($0), "Ab Field \($0)", population: 20) }
        records.append(Self.place(1, "Ab Cd Ef", population: 10_000))
        records.append(Self.place(2, "Qq Ab Cd", population: UInt64(10_000 * larger)))
        let index = try BuiltIndex(records)
        let expected = SearchOracle(index: index).ranked("ab cd")
        for limit in [1, 2, 5] {
            var hits: [NameHit] = []
            index.gazetteer.searchHits("ab cd", limit: limit, into: &hits)
            #expect(SearchOracle.firstDisagreement(hits, expected, limit: limit) == nil,
                    "limit \(limit): \(hits.map { ($0.record, $0.score) }) against \(expected.prefix(limit))")
        }
    }
}
