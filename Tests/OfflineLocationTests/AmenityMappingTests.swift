import GazetteerIndex
import GazetteerTestSupport
import LocationKit
import OfflineLocation
import Testing

@Suite("Mapping places to locations and amenities")
struct AmenityMappingTests {
    @Test(
        "distances read as whole meters, tens of meters, tenths of kilometers, then kilometers",
        arguments: [
            (0.0, "0 m"), (7.4, "7 m"), (99.4, "99 m"), (99.6, "100 m"), (123, "120 m"), (994, "990 m"),
            (996, "1.0 km"), (1_249, "1.2 km"), (9_949, "9.9 km"), (9_951, "10 km"), (12_345, "12 km"),
            (-5, "0 m"), (.nan, "0 m"), (.infinity, "1000000 km"),
        ]
    )
    func distances(meters: Double, text: String) {
        #expect(Amenity.distanceDescription(meters: meters) == text)
    }

    @Test("a place becomes a location with its source id, and an empty region or country becomes nil")
    func emptyFieldsBecomeNil() throws {
        let index = try FixtureIndexes.amenities()
        let place = try #require(index.nearby(SampleAmenities.center, radiusMeters: 400, limit: 1, filter: PlaceFilter(categories: ["amenity=toilets"])).first?.place)
        #expect(Location(place) == Location(
            id: "osm:node/1", name: "", latitude: place.coordinate.latitude, longitude: place.coordinate.longitude,
            countryCode: "LI", countryName: "Liechtenstein", admin1Name: "Vaduz", category: "amenity=toilets",
            label: "amenity=toilets, Vaduz, Liechtenstein"))

        let named = try #require(index.search("Rathaus").first?.place)
        let location = Location(named)
        #expect(location.id == "osm:node/2")
        #expect(location.countryCode == nil && location.countryName == nil && location.admin1Name == nil)
    }
}
