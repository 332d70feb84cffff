@testable import GazetteerIndex
import Testing

/// A walk over a common word whose names rarely hold the query's other words ("el cid" among many
/// "El Cerro") must not spend its limit of scored records on names that cannot match: once it
/// proves barren, the other words' lists pass over the records that lack them.
@Suite("Walks that find few matches read the other words' lists")
struct BarrenWalkTests {
    /// 200 "El Cerro" places, more important than the one "El Cid"; 300 "Cidade" places.
    static func index() throws -> BuiltIndex {
        var records: [TestRecord] = []
        for number in 0..<200 {
            records.append(populatedPlace(
                UInt64(1 + number), "El Cerro \(number)", latitude: 10 + Double(number) / 100, longitude: -80,
                population: 50_000 + UInt64(number)))
        }
        for number in 0..<300 {
            records.append(populatedPlace(
                UInt64(1_000 + number), "Cidade \(number)", latitude: -10 - Double(number) / 100, longitude: -50,
                population: 20_000 + UInt64(number)))
        }
        records.append(populatedPlace(5_000, "El Cid", latitude: 19.9, longitude: -98.9, population: 2_578))
        return try BuiltIndex(records)
    }

    /// Bounds that score at most 100 records a reading, with or without intersecting lists.
    static func bounds(intersecting: Bool) -> SearchBounds {
        var bounds = SearchBounds(scoredRecords: 100, nearPostings: .max)
        bounds.intersectsLists = intersecting
        return bounds
    }

    static func names(_ index: Gazetteer, _ query: String, bounds: SearchBounds) -> [String] {
        var hits: [NameHit] = []
        index.searchHits(query, limit: 5, countryCode: nil, near: nil, bounds: bounds, into: &hits)
        return hits.map { index.place(at: $0.record).name }
    }

    @Test("a barren walk finds the place its limit would not reach")
    func barrenWalkFindsThePlace() throws {
        let built = try Self.index()
        let index = built.gazetteer
        #expect(Self.names(index, "El Cid", bounds: Self.bounds(intersecting: true)) == ["El Cid"])
        #expect(Self.names(index, "el ci", bounds: Self.bounds(intersecting: true)) == ["El Cid"])
        // Without the lists, the walk spends its 100 records on "El Cerro" and stops before "El Cid".
        #expect(Self.names(index, "El Cid", bounds: Self.bounds(intersecting: false)).isEmpty)
    }

    @Test("a walk that finds matches answers as it did without the lists")
    func fruitfulWalkAgrees() throws {
        let built = try Self.index()
        let index = built.gazetteer
        for query in ["El Cerro", "el cerro 1", "cidade 2", "El Ce", "cidade", "el"] {
            #expect(Self.names(index, query, bounds: Self.bounds(intersecting: true))
                    == Self.names(index, query, bounds: Self.bounds(intersecting: false)), "\(query)")
        }
    }
}
