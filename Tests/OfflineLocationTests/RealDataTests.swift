import GazetteerIndex
import GazetteerTestSupport
import LocationKit
import OfflineLocation
import Testing

/// The offline services over indexes of the real extracts in `../shared/data`; skipped when
/// the extracts are absent.
@Suite("Offline services over real data")
@MainActor
struct RealDataTests {
    @Test("Vaduz is geocoded from GeoNames' cities500", .enabled(if: RealData.cities500 != nil, "needs ../shared/data/geonames/cities500.txt.gz"))
    func vaduzFromCities500() async throws {
        let index = try #require(try await RealData.citiesIndex())
        let geocoder = OfflineGeocoder(index: index)

        let found = await AddLocationScenarios.typingQuicklySearchesOnceAndPublishesTheAnswer(
            service: geocoder, store: InMemoryStore(), query: "Vaduz")
        let vaduz = try #require(found.first)
        #expect(vaduz.id == "geonames:3042030")
        #expect(vaduz.name == "Vaduz")
        #expect(vaduz.countryCode == "LI")
        #expect(abs(vaduz.latitude - 47.14151) < 0.001 && abs(vaduz.longitude - 9.52154) < 0.001)
        #expect(try geocoder.locations(matching: "Vaduz, LI").first?.id == "geonames:3042030")
    }

    @Test(
        "toilets near 47.14, 9.52 come from the Liechtenstein extract, nearest first",
        .enabled(if: RealData.liechtenstein != nil, "needs ../shared/data/osm/liechtenstein-2013-08-03.osm.pbf")
    )
    func toiletsInLiechtenstein() async throws {
        let index = try await RealData.liechtensteinIndex().index()
        let center = Coordinate(latitude: 47.14, longitude: 9.52)
        let radius = 10_000.0
        let request = OfflineAmenityRequest(index: index)

        let shown = await MapScenarios.searchingAsksForTheGivenTypeAndShowsTheAnswer(
            request: request, type: .toilets, latitude: center.latitude, longitude: center.longitude, range: Int(radius))
        #expect(!shown.isEmpty, "no toilets within \(Int(radius)) m")
        let places = index.nearby(center, radiusMeters: radius, limit: request.limit, filter: PlaceFilter(categories: ["amenity=toilets"]))
        #expect(shown.map(\.id) == places.map(\.place.id.description))
        #expect(places.map(\.distanceMeters) == places.map(\.distanceMeters).sorted())
        #expect(shown.map(\.isAccessible) == places.map { $0.place.tag("wheelchair") == "yes" })
        #expect(shown.allSatisfy { $0.locationDescription.contains(" away") })
    }
}
