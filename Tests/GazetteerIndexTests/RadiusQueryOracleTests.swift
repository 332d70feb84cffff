import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("Radius queries")
struct RadiusQueryOracleTests {
    static let radii: [Double] = [1, 10, 1_000, 50_000, 1_000_000, 5_000_000, 20_000_000, .infinity]
    static let limits = [1, 10, 64, 65, 1_000, Int.max]

    @Test("radius queries match a brute-force haversine scan", arguments: SpatialScenario.allCases)
    func radiusQueriesMatchBruteForce(_ scenario: SpatialScenario) throws {
        let records = scenario.records()
        let index = try BuiltIndex(records, options: scenario.options)
        #expect(index.gazetteer.count == records.count)
        let oracle = SpatialOracle(records: index.records)
        var random = SplitMix64(seed: scenario.seed ^ 0x0DD_BA11)
        var hits: [SpatialHit] = []
        var failures: [String] = []
        let points = spatialQueryPoints(for: records, random: &random, randomCount: scenario.randomQueryCount)
        for (pointNumber, point) in points.enumerated() {
            let ranked = oracle.ranked(from: point)
            for radius in Self.radii {
                let inCircle = ranked.partitionIndex { !($0.distanceMeters <= radius) }
                for limit in Self.limits where limit <= 64 || inCircle <= 1_500 || pointNumber < 2 {
                    index.gazetteer.nearbyHits(point, radiusMeters: radius, limit: limit, into: &hits)
                    let problems = oracle.problems(
                        actual: hits.map(OracleHit.init), ranked: ranked, origin: point, radiusMeters: radius, limit: limit)
                    if !problems.isEmpty {
                        failures.append("\(point) radius \(radius) limit \(limit): \(problems.prefix(3))")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failing queries, e.g.\n\(failures.prefix(5).joined(separator: "\n"))")
    }

    @Test("nearby returns the places of the allocation-free hits", arguments: [SpatialScenario.citiesGridLevel3, .nearThePoles])
    func nearbyResolvesTheSameHits(_ scenario: SpatialScenario) throws {
        let records = scenario.records()
        let index = try BuiltIndex(records, options: scenario.options)
        var random = SplitMix64(seed: scenario.seed ^ 0xFEED)
        var hits: [SpatialHit] = []
        for point in spatialQueryPoints(for: records, random: &random, randomCount: 4) {
            for radius in [1_000.0, 200_000, 20_000_000] {
                let places = index.gazetteer.nearby(point, radiusMeters: radius, limit: 20)
                index.gazetteer.nearbyHits(point, radiusMeters: radius, limit: 20, into: &hits)
                #expect(places.map(\.place.recordNumber) == hits.map(\.record))
                #expect(places.map(\.distanceMeters) == hits.map(\.distanceMeters))
                for place in places {
                    #expect(place.place == index.gazetteer.place(at: place.place.recordNumber))
                }
            }
        }
    }
}
