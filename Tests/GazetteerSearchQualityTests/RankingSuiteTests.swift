import GazetteerIndex
import GazetteerTestSupport
import Testing

/// Real queries with the first answer a person means written down before running them; each
/// suite reports pass@1 and pass@3 per kind of query and must reach ``target`` at rank 1.
@Suite("Ranking suites")
struct RankingSuiteTests {
    /// The share of queries whose first answer must be the expected one.
    static let target = 0.95

    private func run(_ suite: String, on index: Gazetteer, target: Double = Self.target) throws {
        var report = RankingReport()
        for item in try RankingCase.load(suite) { report.run(item, on: index) }
        print("Ranking suite \(suite): \(report.total.total) queries\n\(report.table)")
        for failure in report.failures { print("  \(failure)") }
        #expect(report.passAtOne >= target, "\(suite): pass@1 \(report.passAtOne)\n\(report.table)")
    }

    @Test("cities500 with admin1 and country names answers what people mean", .enabled(if: SharedData.cities500 != nil))
    func cities500() async throws {
        try run("cities500", on: try await SuiteIndexes.cities500.value)
    }

    @Test("the Liechtenstein extract answers names, typos, categories and streets", .enabled(if: SharedData.liechtensteinPBF != nil))
    func liechtenstein() async throws {
        try run("liechtenstein", on: try await SuiteIndexes.liechtenstein.value)
    }

    @Test("a GeoNames and OpenStreetMap build shows each town once",
          .enabled(if: SharedData.cities500 != nil && SharedData.liechtensteinPBF != nil))
    func mixed() async throws {
        try run("mixed", on: try await SuiteIndexes.mixed.value)
    }

    @Test("cities500: queries that mean nothing find nothing, and punctuation, filler words and half-typed words find their place",
          .enabled(if: SharedData.cities500 != nil))
    func cities500Precision() async throws {
        try run("cities500-precision", on: try await SuiteIndexes.cities500.value, target: 1)
    }

    @Test("the Liechtenstein extract finds nothing for Nominatim's garbage searches", .enabled(if: SharedData.liechtensteinPBF != nil))
    func liechtensteinPrecision() async throws {
        try run("liechtenstein-precision", on: try await SuiteIndexes.liechtenstein.value, target: 1)
    }

    @Test("the fixture answers addresses, streets, duplicates, categories and inverted names")
    func fixtures() async throws {
        try run("fixtures", on: try await SuiteIndexes.fixture.value)
    }
}
