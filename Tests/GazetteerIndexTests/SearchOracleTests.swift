@testable import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("Name search against brute force")
struct SearchOracleTests {
    static let limits = [1, 2, 3, 5, 10, 17, 33, 100]

    /// The search's hits with every walk run to its bound, as the oracle's: record, score, matched name.
    private func compare(
        _ index: BuiltIndex, _ oracle: SearchOracle, _ query: String, limits: [Int], countryCode: String? = nil,
        near: Coordinate? = nil, failures: inout [String]
    ) {
        let expected = oracle.ranked(query, countryCode: countryCode, near: near)
        for limit in limits {
            var hits: [NameHit] = []
            index.gazetteer.searchHits(query, limit: limit, countryCode: countryCode, near: near, bounds: .exhaustive, into: &hits)
            guard let first = SearchOracle.firstDisagreement(hits, expected, limit: limit) else { continue }
            let wanted = Array(expected.prefix(limit))
            let got: [String] = hits.dropFirst(first).prefix(5).map { (hit: NameHit) -> String in
                "#\(hit.record) \(String(format: "%.4f", hit.score)) name \(hit.nameOrdinal)"
            }
            let place = "country \(countryCode ?? "-") near \(near.map(\.description) ?? "-") limit \(limit)"
            let counts = "\(hits.count) hits for \(wanted.count), from position \(first)"
            let shown = wanted.dropFirst(first).prefix(5)
            failures.append("\"\(query)\" \(place), \(counts):\n  got      \(got)\n  expected \(shown)")
        }
    }

    @Test("prefix, whole-name and multi-word searches match a brute-force scan", arguments: SearchScenario.allCases)
    func searchesMatchBruteForce(_ scenario: SearchScenario) throws {
        let index = try BuiltIndex(scenario.records(), options: scenario.options)
        let oracle = SearchOracle(index: index)
        var random = SplitMix64(seed: scenario.seed ^ 0xA11)
        var failures: [String] = []
        let queries = searchQueries(for: index.records, random: &random, count: 80)
            + multiWordQueries(for: index.records, random: &random, count: 30)
        for query in queries { compare(index, oracle, query, limits: Self.limits, failures: &failures) }
        #expect(failures.isEmpty, "\(failures.count) failing searches, e.g.\n\(failures.prefix(4).joined(separator: "\n"))")
    }

    @Test("queries with symbols, fragments and filler words match brute force", arguments: SearchScenario.allCases)
    func punctuatedQueriesMatchBruteForce(_ scenario: SearchScenario) throws {
        let index = try BuiltIndex(scenario.records(), options: scenario.options)
        let oracle = SearchOracle(index: index)
        var random = SplitMix64(seed: scenario.seed ^ 0x5E6B)
        var failures: [String] = []
        for query in punctuatedQueries(for: index.records, random: &random, count: 60) {
            compare(index, oracle, query, limits: [1, 10, 40], failures: &failures)
        }
        #expect(failures.isEmpty, "\(failures.count) failing searches, e.g.\n\(failures.prefix(4).joined(separator: "\n"))")
    }

    @Test("misspelled and qualified searches match brute force", arguments: SearchScenario.allCases)
    func typosAndQualifiersMatchBruteForce(_ scenario: SearchScenario) throws {
        let index = try BuiltIndex(scenario.records(), options: scenario.options)
        let oracle = SearchOracle(index: index)
        var random = SplitMix64(seed: scenario.seed ^ 0x7795)
        var failures: [String] = []
        for query in typoQueries(for: index.records, random: &random, count: 40) {
            compare(index, oracle, query, limits: [1, 10, 40], failures: &failures)
        }
        for _ in 0..<40 {
            let record = random.pick(index.records)
            let word = String(record.name.split(separator: " ").first ?? "")
            guard !word.isEmpty else { continue }
            for code in [record.fields.countryCode, "us", "LI"] where !code.isEmpty {
                compare(index, oracle, word + " " + code, limits: [1, 10], failures: &failures)
                compare(index, oracle, word + ", " + code, limits: [3], failures: &failures)
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failing searches, e.g.\n\(failures.prefix(4).joined(separator: "\n"))")
    }

    @Test("searches limited to a country match brute force", arguments: SearchScenario.allCases)
    func countrySearchesMatchBruteForce(_ scenario: SearchScenario) throws {
        let index = try BuiltIndex(scenario.records(), options: scenario.options)
        let oracle = SearchOracle(index: index)
        if scenario == .defaultOptions {
            // About 1,000 records per country: short prefixes within them are read from their own lists.
            #expect(index.gazetteer.countryAnswerCount > 0)
        }
        var random = SplitMix64(seed: scenario.seed ^ 0xC0DE)
        var failures: [String] = []
        for query in searchQueries(for: index.records, random: &random, count: 30) {
            for country in ["LI", "us", "Ch", "ZZ", "USA", "1", ""] {
                compare(index, oracle, query, limits: [1, 10, 40], countryCode: country, failures: &failures)
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failing searches, e.g.\n\(failures.prefix(4).joined(separator: "\n"))")
    }

    @Test("searches near a point match brute force", arguments: [SearchScenario.shortTopLists, .tinyTopLists])
    func nearSearchesMatchBruteForce(_ scenario: SearchScenario) throws {
        let index = try BuiltIndex(scenario.records(), options: scenario.options)
        let oracle = SearchOracle(index: index)
        var random = SplitMix64(seed: scenario.seed ^ 0x4EA2)
        var failures: [String] = []
        for query in searchQueries(for: index.records, random: &random, count: 25) {
            let record = random.pick(index.records)
            for near in [
                Coordinate(latitude: record.latitude, longitude: record.longitude),
                snapped(random.uniform(-80, 80), random.uniform(-180, 180)),
            ] {
                compare(index, oracle, query, limits: [1, 5, 20], near: near, failures: &failures)
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failing searches, e.g.\n\(failures.prefix(4).joined(separator: "\n"))")
    }

    @Test("the standard work limits give the exhaustive answer on these data")
    func standardBoundsAgree() throws {
        let scenario = SearchScenario.defaultOptions
        let index = try BuiltIndex(scenario.records(), options: scenario.options)
        var random = SplitMix64(seed: 0xB0)
        for query in searchQueries(for: index.records, random: &random, count: 40) {
            var exhaustive: [NameHit] = []
            index.gazetteer.searchHits(query, limit: 10, countryCode: nil, near: nil, bounds: .exhaustive, into: &exhaustive)
            #expect(index.gazetteer.search(query, limit: 10).map(\.place.recordNumber) == exhaustive.map(\.record), "\"\(query)\"")
        }
    }
}
