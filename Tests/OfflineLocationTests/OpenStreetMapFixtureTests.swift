import GazetteerIndex
import GazetteerTestSupport
import LocationKit
import OfflineLocation
import Testing

/// The offline services over an index of both fixtures in `Data/`, as an app would ship it.
@Suite("Offline services over the GeoNames and OpenStreetMap fixtures")
struct OpenStreetMapFixtureTests {
    let vaduz = Coordinate(latitude: 47.1410, longitude: 9.5209)

    @Test("the unnamed toilet is titled by its type, tagged accessible, and described by its distance",
          arguments: DataFixtures.placesAndAmenities)
    func toilet(fixture: String) throws {
        let request = OfflineAmenityRequest(index: try FixtureIndexes.placesAndAmenities(fixture))
        let found = try #require(request.amenities(of: .toilets, near: vaduz, radiusMeters: 1_000))
        #expect(found == [Amenity(
            id: "osm:node/2", title: "Toilets", locationDescription: "130 m away",
            coordinates: Coordinates(latitude: 47.1402, longitude: 9.5221), isAccessible: true)])
    }

    @Test("named amenities keep their names; a restaurant way with limited access is not accessible")
    func namedAmenities() throws {
        let request = OfflineAmenityRequest(index: try FixtureIndexes.placesAndAmenities("n14-w4-r1-places-amenities.osm"))
        #expect(request.amenities(of: .cafe, near: vaduz, radiusMeters: 1_000)?.map(\.title) == ["Café \"Am Platz\" & Bar"])
        let restaurants = try #require(request.amenities(of: .restaurant, near: vaduz, radiusMeters: 1_000))
        #expect(restaurants.map(\.id) == ["osm:way/22"])
        #expect(restaurants.map(\.title) == ["Linde <Gasthaus>"])
        #expect(restaurants.map(\.isAccessible) == [false])
    }

    @Test("one index answers the geocoder from both sources")
    func geocodesBothSources() throws {
        let geocoder = OfflineGeocoder(index: try FixtureIndexes.placesAndAmenities("n14-w4-r1-places-amenities.osm.pbf"))
        let ids = try geocoder.locations(matching: "Vaduz").map(\.id)
        #expect(Set(ids.prefix(2)) == ["geonames:3042030", "osm:node/1"])
        #expect(try geocoder.locations(matching: "Kaffeehaus").map(\.id) == ["osm:node/3"])
    }
}
