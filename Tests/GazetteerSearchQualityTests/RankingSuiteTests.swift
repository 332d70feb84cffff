import GazetteerIndex
import GazetteerTestSupport
import Testing

/// Real queries with the first answer a person means written down before running them; each
/// suite reports pass@1 and pass@3 per kind of query and must reach ``target`` at rank 1.
@Suite("Ranking suites")
struct RankingSuiteTests {
    /// The share of queries whose first answer must be the expected one.
    static let target = 0.95

    private func run(_ suite: String, on index: Gazetteer) throws {
        var report = RankingReport()
        for item in try RankingCase.load(suite) { report.run(item, on: index) }
        print("Ranking suite \(suite): \(report.total.total) queries\n\(report.table)")
        for failure in report.failures { print("  \(failure)") }
        #expect(report.passAtOne >= Self.target, "\(suite): pass@1 \(report.passAtOne)\n\(report.table)")
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

    @Test("the fixture answers addresses, streets, duplicates, categories and inverted names")
    func fixtures() async throws {
        try run("fixtures", on: try await SuiteIndexes.fixture.value)
    }
}
