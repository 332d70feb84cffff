import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("Name search against brute force")
struct SearchOracleTests {
    static let limits = [1, 2, 3, 5, 10, 16, 17, 33, 100]

    @Test("prefix searches match a brute-force scan of every name", arguments: SearchScenario.allCases)
    func prefixSearchesMatchBruteForce(_ scenario: SearchScenario) throws {
        let index = try BuiltIndex(scenario.records(), options: scenario.options)
        let oracle = SearchOracle(records: index.records)
        var random = SplitMix64(seed: scenario.seed ^ 0xA11)
        var failures: [String] = []
        var heavyQueries = 0
        for query in searchQueries(for: index.records, random: &random, count: 90) {
            let expected = oracle.ranked(query)
            if oracle.postingCount(query) > scenario.options.heavyThreshold { heavyQueries += 1 }
            for limit in Self.limits {
                let actual = oracle.actual(index.gazetteer.search(query, limit: limit))
                let wanted = Array(expected.prefix(limit))
                if actual != wanted {
                    failures.append("\"\(query)\" limit \(limit):\n  got      \(actual.prefix(6))\n  expected \(wanted.prefix(6))")
                }
            }
        }
        #expect(heavyQueries >= 10, "the queries should reach precomputed top lists")
        #expect(failures.isEmpty, "\(failures.count) failing searches, e.g.\n\(failures.prefix(4).joined(separator: "\n"))")
    }

    @Test("searches limited to a country match brute force", arguments: SearchScenario.allCases)
    func countrySearchesMatchBruteForce(_ scenario: SearchScenario) throws {
        let index = try BuiltIndex(scenario.records(), options: scenario.options)
        let oracle = SearchOracle(records: index.records)
        var random = SplitMix64(seed: scenario.seed ^ 0xC0DE)
        var failures: [String] = []
        for query in searchQueries(for: index.records, random: &random, count: 40) {
            let everywhere = oracle.ranked(query)
            for country in ["LI", "us", "Ch", "ZZ", "USA", "1", ""] {
                let expected = oracle.inCountry(everywhere, country)
                for limit in [1, 10, 40] {
                    let actual = oracle.actual(index.gazetteer.search(query, limit: limit, countryCode: country))
                    if actual != Array(expected.prefix(limit)) {
                        failures.append("\"\(query)\" in \(country) limit \(limit): got \(actual.prefix(4)), expected \(expected.prefix(4))")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failing searches, e.g.\n\(failures.prefix(4).joined(separator: "\n"))")
    }

    @Test("searches near a point match brute force", arguments: [SearchScenario.shortTopLists, .tinyTopLists])
    func nearSearchesMatchBruteForce(_ scenario: SearchScenario) throws {
        let index = try BuiltIndex(scenario.records(), options: scenario.options)
        let oracle = SearchOracle(records: index.records)
        var random = SplitMix64(seed: scenario.seed ^ 0x4EA2)
        var failures: [String] = []
        for query in searchQueries(for: index.records, random: &random, count: 30) {
            let record = random.pick(index.records)
            for near in [
                Coordinate(latitude: record.latitude, longitude: record.longitude),
                snapped(random.uniform(-80, 80), random.uniform(-180, 180)),
            ] {
                let expected = oracle.ranked(query, near: near)
                for limit in [1, 5, 20] {
                    let results = index.gazetteer.search(query, limit: limit, near: near)
                    let problems = nearProblems(oracle.actual(results, near: near), Array(expected.prefix(limit)))
                        + distanceProblems(results, near: near)
                    if !problems.isEmpty { failures.append("\"\(query)\" near \(near) limit \(limit): \(problems.prefix(3))") }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failing searches, e.g.\n\(failures.prefix(4).joined(separator: "\n"))")
    }

    /// Differences beyond rounding between an answer and the expected ranking.
    private func nearProblems(_ actual: [SearchOracle.Match], _ expected: [SearchOracle.Match]) -> [String] {
        guard actual.count == expected.count else { return ["\(actual.count) results, expected \(expected.count)"] }
        var problems: [String] = []
        for (got, wanted) in zip(actual, expected)
        where got.isExactMatch != wanted.isExactMatch || abs(got.score - wanted.score) > 1e-6
            || (got.record == wanted.record && got.matchedName != wanted.matchedName) {
            problems.append("got \(got), expected \(wanted)")
        }
        if Set(actual.map(\.record)).count != actual.count { problems.append("a record appears twice") }
        return problems
    }

    private func distanceProblems(_ results: [SearchResult], near: Coordinate) -> [String] {
        results.compactMap { result in
            let expected = SpatialOracle.distanceMeters(near, result.place.coordinate)
            guard let distance = result.distanceMeters, abs(distance - expected) <= SpatialOracle.tolerance(expected) else {
                return "#\(result.place.recordNumber) distance \(String(describing: result.distanceMeters)), expected \(expected)"
            }
            return nil
        }
    }
}
