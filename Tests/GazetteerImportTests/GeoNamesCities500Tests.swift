import Testing
import GazetteerImport
import GazetteerIndex
import GazetteerTestSupport

@Suite("GeoNames importer: cities500 data set", .enabled(if: GeoNamesFixture.hasCities500, "cities500.txt.gz is not on this machine"))
struct GeoNamesCities500Tests {
    @Test("all 234,908 rows of cities500 are indexed with none skipped")
    func everyRowIsIndexed() async throws {
        let built = try await #require(SharedIndexes.cities500())
        let report = try #require(built.result.reports.first)
        #expect(report.itemsRead == 234_908)
        #expect(report.recordsAdded == 234_908)
        #expect(report.skippedCount == 0, "\(report.skipped)")
        #expect(built.result.summary.duplicateCount == 0)
        #expect(built.index.count == 234_908)
        #expect(built.result.admin1Source != nil)
        #expect(built.result.countriesSource != nil)
    }

    @Test("\"vadu\" finds Vaduz, Liechtenstein among the first ten results")
    func vaduFindsVaduz() async throws {
        let results = try await #require(SharedIndexes.cities500()).index.search("vadu", limit: 10)
        let vaduz = results.first { $0.place.name == "Vaduz" && $0.place.countryCode == "LI" }
        #expect(vaduz != nil, "\(results.map(\.place.displayName))")
        #expect(vaduz?.place.displayName == "Vaduz, Liechtenstein")
    }

    @Test("\"zurich\" returns Zürich (geonames:2657896) first")
    func zurichComesFirst() async throws {
        let results = try await #require(SharedIndexes.cities500()).index.search("zurich")
        #expect(results.first?.place.id == SourceID(kind: .geonames, value: 2_657_896), "\(results.map(\.place.displayName))")
        #expect(results.first?.place.name == "Zürich")
    }

    @Test("reverse geocoding 47.14,9.52 gives Vaduz")
    func reverseGivesVaduz() async throws {
        let nearest = try await #require(SharedIndexes.cities500()).index.reverse(Coordinate(latitude: 47.14, longitude: 9.52))
        #expect(nearest?.place.name == "Vaduz")
        #expect(nearest?.place.countryCode == "LI")
        #expect((nearest?.distanceMeters ?? .infinity) < 1_000)
    }

    @Test("\"Springfield, IL\" gives a Springfield in Illinois first")
    func springfieldIllinois() async throws {
        let results = try await #require(SharedIndexes.cities500()).index.search("Springfield, IL")
        let top = try #require(results.first)
        #expect(top.place.name == "Springfield")
        #expect(top.place.countryCode == "US")
        #expect(top.place.admin1Code == "IL")
        #expect(results.allSatisfy { $0.place.admin1Code == "IL" })
    }
}
