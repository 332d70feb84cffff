import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("Filtered spatial queries")
struct SpatialFilterOracleTests {
    static let filters: [PlaceFilter] = [
        .populatedPlaces,
        .settlements,
        PlaceFilter(featureClass: "S", settlementsOnly: true),
        PlaceFilter(categories: ["place=locality"], settlementsOnly: true),
        PlaceFilter(featureClass: "p"),
        PlaceFilter(featureCode: "PPLC"),
        PlaceFilter(featureClass: "P", featureCode: "pplc"),
        PlaceFilter(categories: ["amenity=toilets"]),
        PlaceFilter(categories: ["toilets"]),
        PlaceFilter(categories: ["TOILETS", "amenity=bench"]),
        PlaceFilter(featureClass: "S", categories: ["toilets"]),
        PlaceFilter(categories: ["amenity=fountain"]),
        PlaceFilter(categories: ["fountain"]),
        PlaceFilter(featureClass: "PP"),
    ]

    @Test(
        "filtered radius and nearest queries match brute force",
        arguments: [SpatialScenario.uniformGridLevel3, .acrossTheAntimeridian, .oneRecord])
    func filteredQueriesMatchBruteForce(_ scenario: SpatialScenario) throws {
        let records = scenario.records()
        let index = try BuiltIndex(records, options: scenario.options)
        let oracle = SpatialOracle(records: index.records)
        var random = SplitMix64(seed: scenario.seed ^ 0xF117E5)
        var hits: [SpatialHit] = []
        var failures: [String] = []
        let passing = Self.filters.map(oracle.passing)
        let points = spatialQueryPoints(for: records, random: &random, randomCount: 4)
        for (number, point) in points.enumerated() where number.isMultiple(of: 2) {
            let all = oracle.ranked(from: point)
            for (filter, passes) in zip(Self.filters, passing) {
                let ranked = all.filter { passes[$0.record] }
                for radius in [1_000.0, 300_000, 20_000_000, .infinity] {
                    for limit in [1, 10, 65, Int.max] where limit <= 65 || radius < 1_000_000 || number == 0 {
                        index.gazetteer.nearbyHits(point, radiusMeters: radius, limit: limit, filter: filter, into: &hits)
                        let problems = oracle.problems(
                            actual: hits.map(OracleHit.init), ranked: ranked, origin: point, radiusMeters: radius, limit: limit)
                        if !problems.isEmpty {
                            failures.append("\(point) \(filter) radius \(radius) limit \(limit): \(problems.prefix(3))")
                        }
                    }
                }
                let nearest = index.gazetteer.nearest(to: point, limit: 5, filter: filter)
                let problems = oracle.problems(
                    actual: nearest.map(OracleHit.init), ranked: ranked, origin: point, radiusMeters: .infinity, limit: 5)
                if !problems.isEmpty { failures.append("nearest \(point) \(filter): \(problems.prefix(3))") }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failing queries, e.g.\n\(failures.prefix(5).joined(separator: "\n"))")
    }

    @Test("a category absent from the index matches nothing")
    func absentCategoryMatchesNothing() throws {
        let index = try BuiltIndex(SpatialScenario.citiesGridLevel3.records())
        let center = Coordinate(latitude: index.records[0].latitude, longitude: index.records[0].longitude)
        for filter in [PlaceFilter(categories: ["amenity=fountain"]), PlaceFilter(categories: ["fountain"]), PlaceFilter(featureCode: "XXXX")] {
            #expect(index.gazetteer.nearby(center, radiusMeters: 20_000_000, limit: .max, filter: filter).isEmpty)
            #expect(index.gazetteer.nearest(to: center, limit: 10, filter: filter).isEmpty)
        }
    }

    @Test("the short form of a category matches it under every key")
    func shortCategoryMatchesEveryKey() throws {
        let index = try BuiltIndex(SpatialScenario.uniformGridLevel1.records())
        let found = index.gazetteer.nearby(Coordinate(latitude: 0, longitude: 0), radiusMeters: 20_000_000, limit: .max,
                                           filter: PlaceFilter(categories: ["toilets"]))
        let categories = Set(found.map(\.place.category))
        #expect(categories == ["amenity=toilets", "building=toilets"])
        let expected = index.records.filter { $0.fields.category.hasSuffix("=toilets") }.count
        #expect(found.count == expected)
    }
}
