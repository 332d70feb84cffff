import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("Nearest-neighbour and reverse queries")
struct NearestQueryOracleTests {
    @Test("nearest-neighbour queries match a brute-force haversine scan", arguments: SpatialScenario.allCases)
    func nearestQueriesMatchBruteForce(_ scenario: SpatialScenario) throws {
        let records = scenario.records()
        let index = try BuiltIndex(records, options: scenario.options)
        let oracle = SpatialOracle(records: index.records)
        var random = SplitMix64(seed: scenario.seed ^ 0x5EED)
        var failures: [String] = []
        let points = spatialQueryPoints(for: records, random: &random, randomCount: scenario.randomQueryCount)
        for (number, point) in points.enumerated() where number.isMultiple(of: 2) {
            let ranked = oracle.ranked(from: point)
            for maximum in [Double.infinity, 100_000] {
                for limit in [1, 2, 10, 64, 65, 300] {
                    let found = index.gazetteer.nearest(to: point, limit: limit, maximumDistanceMeters: maximum)
                    let problems = oracle.problems(
                        actual: found.map(OracleHit.init), ranked: ranked, origin: point, radiusMeters: maximum, limit: limit)
                    if !problems.isEmpty {
                        failures.append("\(point) maximum \(maximum) limit \(limit): \(problems.prefix(3))")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failing queries, e.g.\n\(failures.prefix(5).joined(separator: "\n"))")
    }

    @Test("reverse geocoding returns the nearest settlement", arguments: SpatialScenario.allCases)
    func reverseFindsTheNearestPopulatedPlace(_ scenario: SpatialScenario) throws {
        let records = scenario.records()
        let index = try BuiltIndex(records, options: scenario.options)
        let oracle = SpatialOracle(records: index.records)
        var random = SplitMix64(seed: scenario.seed ^ 0x5EED)
        let points = spatialQueryPoints(for: records, random: &random, randomCount: scenario.randomQueryCount)
        for (number, point) in points.enumerated() where !number.isMultiple(of: 2) {
            let ranked = oracle.ranked(from: point, filter: .settlements)
            for maximum in [Double.infinity, 300_000, 1_000] {
                let found = index.gazetteer.reverse(point, maximumDistanceMeters: maximum)
                let problems = oracle.problems(
                    actual: found.map { [OracleHit($0)] } ?? [], ranked: ranked, origin: point, radiusMeters: maximum, limit: 1)
                #expect(problems.isEmpty, "\(scenario) at \(point) within \(maximum): \(problems)")
                #expect(found.map { SpatialOracle.isSettlement(index.records[$0.place.recordNumber].fields) } ?? true)
            }
        }
    }
}
