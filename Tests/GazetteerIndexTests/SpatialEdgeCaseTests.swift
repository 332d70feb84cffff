import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("Spatial edge cases")
struct SpatialEdgeCaseTests {
    @Test("an empty index answers every query with nothing")
    func emptyIndex() throws {
        let index = try BuiltIndex([])
        #expect(index.gazetteer.count == 0)
        try index.gazetteer.verify()
        for point in [Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 90, longitude: 180)] {
            #expect(index.gazetteer.nearby(point, radiusMeters: 20_000_000, limit: .max).isEmpty)
            #expect(index.gazetteer.nearest(to: point, limit: 10).isEmpty)
            #expect(index.gazetteer.reverse(point) == nil)
        }
    }

    @Test("a single record is the nearest place to every point on Earth")
    func singleRecord() throws {
        let index = try BuiltIndex([populatedPlace(7, "Vaduz", latitude: 47.141, longitude: 9.5209)])
        let vaduz = Coordinate(latitude: 47.141, longitude: 9.5209)
        for point in [vaduz, Coordinate(latitude: -47.141, longitude: -170.4791), Coordinate(latitude: -90, longitude: 0),
                      Coordinate(latitude: 0, longitude: 180)] {
            let found = index.gazetteer.nearest(to: point, limit: 5)
            #expect(found.map(\.place.id.value) == [7])
            let expected = SpatialOracle.distanceMeters(point, vaduz)
            #expect(abs((found.first?.distanceMeters ?? -1) - expected) <= SpatialOracle.tolerance(expected))
            #expect(index.gazetteer.reverse(point)?.place.name == "Vaduz")
        }
        #expect(index.gazetteer.nearby(vaduz, radiusMeters: 0, limit: 1).map(\.distanceMeters) == [0])
        #expect(index.gazetteer.nearby(Coordinate(latitude: 47.141, longitude: 9.521), radiusMeters: 1).isEmpty)
    }

    @Test("invalid points, negative or NaN radii and non-positive limits find nothing")
    func invalidQueries() throws {
        let index = try BuiltIndex(SpatialScenario.uniformGridLevel1.records())
        let origin = Coordinate(latitude: 0, longitude: 0)
        for point in [Coordinate(latitude: 90.0001, longitude: 0), Coordinate(latitude: 0, longitude: -180.0001),
                      Coordinate(latitude: .nan, longitude: 0), Coordinate(latitude: 0, longitude: .infinity)] {
            #expect(index.gazetteer.nearby(point, radiusMeters: 20_000_000).isEmpty)
            #expect(index.gazetteer.nearest(to: point).isEmpty)
            #expect(index.gazetteer.reverse(point) == nil)
        }
        #expect(index.gazetteer.nearby(origin, radiusMeters: -1).isEmpty)
        #expect(index.gazetteer.nearby(origin, radiusMeters: .nan).isEmpty)
        #expect(index.gazetteer.nearby(origin, radiusMeters: 20_000_000, limit: 0).isEmpty)
        #expect(index.gazetteer.nearest(to: origin, limit: -1).isEmpty)
    }

    @Test("longitudes 180 and -180 are the same meridian")
    func antimeridianIsOneMeridian() throws {
        let index = try BuiltIndex(SpatialScenario.acrossTheAntimeridian.records())
        for latitude in [-60.0, 0, 33.3] {
            let east = index.gazetteer.nearby(Coordinate(latitude: latitude, longitude: 180), radiusMeters: 300_000, limit: 50)
            let west = index.gazetteer.nearby(Coordinate(latitude: latitude, longitude: -180), radiusMeters: 300_000, limit: 50)
            #expect(east.map(\.place.recordNumber) == west.map(\.place.recordNumber))
            #expect(zip(east, west).allSatisfy { abs($0.distanceMeters - $1.distanceMeters) < 1e-6 })
            #expect(Set(east.map { $0.place.coordinate.longitude > 0 }) == [true, false], "both sides of the antimeridian")
        }
    }

    @Test("a point off the fixed-point grid gets distances within a centimetre of exact")
    func offGridQueryPoint() throws {
        let records = SpatialScenario.citiesGridLevel3.records()
        let index = try BuiltIndex(records, options: SpatialScenario.citiesGridLevel3.options)
        let oracle = SpatialOracle(records: index.records)
        let point = Coordinate(latitude: records[0].latitude + 0.000_000_049, longitude: records[0].longitude - 0.000_000_049)
        for hit in index.gazetteer.nearest(to: point, limit: 20) {
            #expect(abs(hit.distanceMeters - oracle.distance(from: point, to: hit.place.recordNumber)) < 0.01)
        }
    }

    @Test("a nearest query with a limit above 65,536 returns every record")
    func limitAboveSixtyFiveThousand() throws {
        var random = SplitMix64(seed: 0x10000)
        let records = (0..<66_000).map { number in
            let point = uniformOnSphere(&random)
            return TestRecord(
                fields: RecordFields(id: SourceID(kind: .osmNode, value: UInt64(number + 1)),
                                     latitudeE7: latitudeE7(point.0), longitudeE7: longitudeE7(point.1)),
                name: "")
        }
        let index = try BuiltIndex(records, batchSize: 66_000)
        var hits: [SpatialHit] = []
        index.gazetteer.nearbyHits(Coordinate(latitude: 12, longitude: 34), radiusMeters: .infinity, limit: .max, into: &hits)
        #expect(hits.count == 66_000)
        #expect(Set(hits.map(\.record)).count == 66_000)
        #expect(zip(hits, hits.dropFirst()).allSatisfy { $0.distanceMeters <= $1.distanceMeters })
        index.gazetteer.nearbyHits(Coordinate(latitude: 12, longitude: 34), radiusMeters: .infinity, limit: 65_537, into: &hits)
        #expect(hits.count == 65_537)
    }
}
