@testable import GazetteerIndex
import Testing
import GazetteerTestSupport

/// The walks' faster merge (a short prefix's words merged a window of ranks at a time, the head of a
/// prefix that is itself a word, the end once no list left can reach the results) and the name
/// words' lists intersected when an area drives must find what the plain walk finds, with every
/// list on the heap and every name read: a bound that is too tight, or a list left out, would drop
/// a record that belongs in the results.
@Suite("Bounded walks against the plain walk")
struct SearchPlanTests {
    /// The hits of `bounds` and of the plain walk, each as "#record score name ordinal".
    private static func both(
        _ index: Gazetteer, _ query: String, limit: Int, countryCode: String?, bounds: SearchBounds = .exhaustive
    ) -> (bounded: [String], plain: [String]) {
        func lines(_ bounds: SearchBounds) -> [String] {
            var hits: [NameHit] = []
            index.searchHits(query, limit: limit, countryCode: countryCode, near: nil, bounds: bounds, into: &hits)
            return hits.map { "#\($0.record) \($0.score) name \($0.nameOrdinal)" }
        }
        return (lines(bounds), lines(.plainExhaustive))
    }

    private static func compare(
        _ index: Gazetteer, _ query: String, limit: Int, countryCode: String? = nil, failures: inout [String]
    ) {
        let (bounded, plain) = both(index, query, limit: limit, countryCode: countryCode)
        guard bounded != plain else { return }
        var first = 0
        while first < bounded.count && first < plain.count && bounded[first] == plain[first] { first += 1 }
        failures.append(
            "\"\(query)\" country \(countryCode ?? "-") limit \(limit): \(bounded.count) hits for \(plain.count), from \(first):\n"
                + "  bounded \(Array(bounded.dropFirst(first).prefix(3)))\n  plain   \(Array(plain.dropFirst(first).prefix(3)))")
    }

    /// The slowest queries of the benchmark's sets: a common word with a short prefix (whose words
    /// are thousands), and qualifiers whose areas drive the walk.
    static let slowest = [
        "San Ca", "San Ro", "La Pa", "San Franc", "San Pi", "La Bo", "San Ma", "La Lu", "La Ra", "Val Ve", "La La",
        "Na Kl", "El Ci", "El Ro", "La I", "Si Ra", "San A", "San B", "El Al", "Ben Ga", "Mar del", "Santa J", "El Ga",
        "San L", "El Go", "La R", "San, CI", "Gan, Nouvelle-Aquitaine", "Osijek, Osječko-Baranjska", "Kuala Teriang Malaysia",
        "Kepala Batas Malaysia", "Fang, Chiang Mai", "San Franc", "la fr", "sa", "ca", "new y", "Sant", "Ban",
    ]

    @Test("the slowest queries find the plain walk's results, overall and within a country",
          .enabled(if: SharedData.cities500 != nil, "../shared/data/geonames/cities500.txt.gz is absent"))
    func slowestQueriesAgree() async throws {
        let index = try #require(try await SharedIndexes.cities500()).index
        var failures: [String] = []
        for query in Self.slowest {
            for limit in [1, 10, 50] { Self.compare(index, query, limit: limit, failures: &failures) }
            for country in ["US", "MX", "FR"] { Self.compare(index, query, limit: 10, countryCode: country, failures: &failures) }
        }
        #expect(failures.isEmpty, "\(failures.count) disagreements, e.g.\n\(failures.prefix(4).joined(separator: "\n"))")
    }

    @Test("queries drawn as the benchmark draws them find the plain walk's top 10",
          .enabled(if: SharedData.cities500 != nil, "../shared/data/geonames/cities500.txt.gz is absent"))
    func drawnQueriesAgree() async throws {
        let index = try #require(try await SharedIndexes.cities500()).index
        var random = SplitMix64(seed: 0x9_1A4)
        var failures: [String] = []
        var drawn = 0
        while drawn < 500 {
            let place = index.place(at: random.below(index.count))
            let words = place.name.split(separator: " ").map(String.init)
            guard let first = words.first, !first.isEmpty else { continue }
            switch drawn % 5 {
            case 0 where words.count >= 2:
                // A name's first word and a start of its second, as the several-word set draws them.
                Self.compare(index, first + " " + words[1].prefix(1 + random.below(words[1].count)), limit: 10, failures: &failures)
            case 1 where !place.admin1Name.isEmpty:
                Self.compare(index, place.name + ", " + place.admin1Name, limit: 10, failures: &failures)
            case 2 where !place.countryName.isEmpty:
                Self.compare(index, place.name + " " + place.countryName, limit: 10, failures: &failures)
            case 3 where !place.countryCode.isEmpty:
                Self.compare(index, place.name + ", " + place.countryCode, limit: 10, failures: &failures)
            case 4 where !place.countryCode.isEmpty:
                // A start of one or two letters within the place's country.
                Self.compare(index, String(first.prefix(1 + random.below(2))), limit: 10, countryCode: place.countryCode,
                             failures: &failures)
            default:
                continue
            }
            drawn += 1
        }
        #expect(failures.isEmpty, "\(failures.count) disagreements, e.g.\n\(failures.prefix(4).joined(separator: "\n"))")
    }

    @Test("fixture searches find the plain walk's results", arguments: SearchScenario.allCases)
    func fixturesAgree(_ scenario: SearchScenario) throws {
        let index = try BuiltIndex(scenario.records(), options: scenario.options)
        var random = SplitMix64(seed: scenario.seed ^ 0x91A4)
        var failures: [String] = []
        for query in multiWordQueries(for: index.records, random: &random, count: 60) {
            for limit in [1, 10] {
                Self.compare(index.gazetteer, query, limit: limit, failures: &failures)
                Self.compare(index.gazetteer, query, limit: limit, countryCode: "LI", failures: &failures)
            }
        }
        #expect(failures.isEmpty, "\(failures.count) disagreements, e.g.\n\(failures.prefix(4).joined(separator: "\n"))")
    }
}
