@testable import GazetteerIndex
import Testing
import GazetteerTestSupport

/// Walks that read the other words' lists along with their own (``WordProbes``) pass over names
/// unread and end early: they must find what a walk that reads every name it meets finds, or a
/// bound that is too tight would drop a result.
@Suite("Searches that read the other words' lists against walks that read every name")
struct SearchProbeTests {
    /// The disagreement between `bounds` and a walk that reads every name above its bound, described;
    /// `nil` when they agree hit for hit (record, score, name).
    private static func disagreement(
        _ index: Gazetteer, _ query: String, limit: Int, countryCode: String? = nil, bounds: SearchBounds = .exhaustive
    ) -> String? {
        var probed: [NameHit] = []
        index.searchHits(query, limit: limit, countryCode: countryCode, near: nil, bounds: bounds, into: &probed)
        var plain: [NameHit] = []
        index.searchHits(query, limit: limit, countryCode: countryCode, near: nil, bounds: .plainExhaustive, into: &plain)
        func line(_ hit: NameHit) -> String { "#\(hit.record) \(hit.score) name \(hit.nameOrdinal)" }
        let probedLines: [String] = probed.map(line)
        let plainLines: [String] = plain.map(line)
        guard probedLines != plainLines else { return nil }
        var first = 0
        while first < probedLines.count && first < plainLines.count && probedLines[first] == plainLines[first] { first += 1 }
        let place = "\"\(query)\" country \(countryCode ?? "-") limit \(limit)"
        let counts = "\(probed.count) hits for \(plain.count), from \(first)"
        let got = Array(probedLines.dropFirst(first).prefix(3))
        let wanted = Array(plainLines.dropFirst(first).prefix(3))
        return "\(place): \(counts):\n  probed \(got)\n  plain  \(wanted)"
    }

    /// Queries drawn from the places of `index` as the benchmark's sets are: a name's first word and a
    /// start of its second, a name with its admin1 or country name, a start of a name with a country
    /// code, a name with a letter changed; some with a country to keep to.
    private static func queries(_ index: Gazetteer, count: Int, random: inout SplitMix64) -> [(query: String, country: String?)] {
        var result: [(String, String?)] = []
        while result.count < count {
            let place = index.place(at: random.below(index.count))
            let words = place.name.split(separator: " ").map(String.init)
            guard let first = words.first, !first.isEmpty else { continue }
            switch result.count % 6 {
            case 0 where words.count >= 2:
                result.append((first + " " + words[1].prefix(1 + random.below(words[1].count)), nil))
            case 1 where !place.admin1Name.isEmpty:
                result.append((place.name + ", " + place.admin1Name, nil))
            case 2 where !place.countryName.isEmpty:
                result.append((place.name + " " + place.countryName, nil))
            case 3 where !place.countryCode.isEmpty:
                result.append((first.prefix(1 + random.below(3)) + ", " + place.countryCode, nil))
            case 4 where !place.countryCode.isEmpty && words.count >= 2:
                result.append((first + " " + words[1].prefix(1 + random.below(2)), place.countryCode))
            case 5 where first.count >= 5:
                var letters = Array(first)
                letters[1 + random.below(letters.count - 1)] = "q"
                result.append((String(letters) + (words.count > 1 ? " " + words[1] : ""), nil))
            default:
                continue
            }
        }
        return result
    }

    /// Queries whose words are common: long walks, most names passed over.
    static let commonWords = [
        "new york", "rue de la paix paris", "Springfield, IL", "springfield il", "san foro", "San Ca", "La Ra",
        "San Ro", "El Al", "San, CI", "La I", "El Go", "Si Ra", "la Po", "Si So", "El Qu", "San Franc", "La Bo",
        "la la", "de la", "santa cruz de la sierra", "Mas Italy", "Gan, Nouvelle-Aquitaine", "paris texas",
        "Cambridge, UK", "vaduz, liecht",
    ]

    @Test("searches of common words agree with walks that read every name",
          .enabled(if: SharedData.cities500 != nil, "../shared/data/geonames/cities500.txt.gz is absent"))
    func commonWordsAgree() async throws {
        let index = try #require(try await SharedIndexes.cities500()).index
        var failures: [String] = []
        for query in Self.commonWords {
            for limit in [1, 10, 100] {
                if let failure = Self.disagreement(index, query, limit: limit) { failures.append(failure) }
            }
            if let failure = Self.disagreement(index, query, limit: 10, countryCode: "US") { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) disagreements, e.g.\n\(failures.prefix(4).joined(separator: "\n"))")
    }

    @Test("searches whose plain walk stopped at the work limit now end at their bound, with the full answer",
          .enabled(if: SharedData.cities500 != nil, "../shared/data/geonames/cities500.txt.gz is absent"))
    func standardLimitsGiveTheFullAnswer() async throws {
        let index = try #require(try await SharedIndexes.cities500()).index
        var failures: [String] = []
        for (query, limit) in [("La Ra", 100), ("El Qu", 100), ("la Po", 10), ("Si So", 10), ("San Ca", 10)] {
            if let failure = Self.disagreement(index, query, limit: limit, bounds: .standard) { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) disagreements, e.g.\n\(failures.prefix(4).joined(separator: "\n"))")
    }

    @Test("queries drawn from cities500 agree with walks that read every name",
          .enabled(if: SharedData.cities500 != nil, "../shared/data/geonames/cities500.txt.gz is absent"))
    func drawnQueriesAgree() async throws {
        let index = try #require(try await SharedIndexes.cities500()).index
        var random = SplitMix64(seed: 0x9E0B_E5)
        var failures: [String] = []
        for (query, country) in Self.queries(index, count: 300, random: &random) {
            for limit in [3, 10, 40] {
                if let failure = Self.disagreement(index, query, limit: limit, countryCode: country) { failures.append(failure) }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) disagreements, e.g.\n\(failures.prefix(4).joined(separator: "\n"))")
    }

    @Test("fixture searches agree with walks that read every name", arguments: SearchScenario.allCases)
    func fixturesAgree(_ scenario: SearchScenario) throws {
        let index = try BuiltIndex(scenario.records(), options: scenario.options)
        var random = SplitMix64(seed: scenario.seed ^ 0x9E0B)
        var failures: [String] = []
        let queries = multiWordQueries(for: index.records, random: &random, count: 60)
            + typoQueries(for: index.records, random: &random, count: 30)
            + punctuatedQueries(for: index.records, random: &random, count: 30)
        for query in queries {
            for limit in [1, 5, 20] {
                if let failure = Self.disagreement(index.gazetteer, query, limit: limit) { failures.append(failure) }
                if let failure = Self.disagreement(index.gazetteer, query, limit: limit, countryCode: "LI") { failures.append(failure) }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) disagreements, e.g.\n\(failures.prefix(4).joined(separator: "\n"))")
    }
}
