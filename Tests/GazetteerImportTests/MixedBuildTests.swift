import Foundation
import GazetteerImport
import GazetteerIndex
import GazetteerTestSupport
import Testing

/// cities500 and the Liechtenstein extract in one index: both kinds of query are answered.
@Suite(
    "A mixed GeoNames and OpenStreetMap build",
    .enabled(if: FileManager.default.fileExists(atPath: GeoNamesFixture.cities500)
        && FileManager.default.fileExists(atPath: OSMTestSupport.liechtensteinPBF)))
struct MixedBuildTests {
    private static let vaduz = Coordinate(latitude: 47.1410, longitude: 9.5215)

    @Test("one index holds both sources and answers name, category and reverse queries")
    func mixedIndexAnswersBothKinds() async throws {
        let built = try #require(try await SharedIndexes.mixed())
        let result = built.result
        #expect(result.reports.map(\.format) == ["geonames", "osm-pbf"])
        #expect(result.reports[0].recordsAdded == 234_908)
        #expect(result.reports[1].recordsAdded > 1_000)
        let index = built.index
        // The towns in both sources are one record each.
        #expect(result.summary.mergedCount > 0)
        #expect(index.count == result.reports[0].recordsAdded + result.reports[1].recordsAdded - result.summary.mergedCount)

        // GeoNames answers a world-wide name query.
        #expect(index.search("zurich", limit: 1).first?.place.id.description == "geonames:2657896")

        // OpenStreetMap answers a category query around Vaduz, nearest first.
        let restaurants = index.nearby(Self.vaduz, radiusMeters: 500, limit: 20, filter: PlaceFilter(categories: ["restaurant"]))
        #expect(!restaurants.isEmpty)
        #expect(restaurants.allSatisfy { $0.place.id.source == "osm" && $0.place.category == "amenity=restaurant" })
        #expect(restaurants.map(\.distanceMeters) == restaurants.map(\.distanceMeters).sorted())

        // A prefix finds records of both sources; reverse geocoding finds Vaduz.
        let sources = Set(index.search("vadu", limit: 20).map(\.place.id.source))
        #expect(sources == ["geonames", "osm"])
        #expect(index.reverse(Self.vaduz)?.place.name == "Vaduz")
    }
}
