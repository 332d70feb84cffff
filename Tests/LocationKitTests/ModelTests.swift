import Foundation
import GazetteerTestSupport
import LocationKit
import Testing

@Suite("Models")
struct ModelTests {
    @Test("a location's display name joins name, division and country")
    func displayName() {
        #expect(LocationFixtures.vaduz.displayName == "Vaduz, Vaduz, Liechtenstein")
        #expect(Location(id: "1", name: "Nowhere", latitude: 0, longitude: 0).displayName == "Nowhere")
        #expect(Location(id: "2", name: "Triesen", latitude: 0, longitude: 0, countryCode: "LI", admin1Name: "")
            .displayName == "Triesen, LI")
    }

    @Test("a location survives a JSON round trip")
    func locationCodable() throws {
        let data = try JSONEncoder().encode([LocationFixtures.vaduz, Location(id: "1", name: "Bare", latitude: -1, longitude: 2)])
        let decoded = try JSONDecoder().decode([Location].self, from: data)
        #expect(decoded == [LocationFixtures.vaduz, Location(id: "1", name: "Bare", latitude: -1, longitude: 2)])
    }

    @Test("amenity types carry their OpenStreetMap tags")
    func osmTags() {
        #expect(AmenityType.toilets.osmTag == "amenity=toilets")
        #expect(AmenityType.drinkingWater.osmTag == "amenity=drinking_water")
        #expect(AmenityType.atm.osmValue == "atm")
        #expect(AmenityType.drinkingWater.title == "Drinking water")
        #expect(AmenityType.allCases.count == 10)
        #expect(Set(AmenityType.allCases.map(\.osmTag)).count == AmenityType.allCases.count)
        #expect(Set(AmenityType.allCases.map(\.title)).count == AmenityType.allCases.count)
    }

    @Test("every amenity type is found again from its tag", arguments: AmenityType.allCases)
    func typeFromTag(type: AmenityType) {
        #expect(AmenityType(osmKey: type.osmKey, osmValue: type.osmValue) == type)
    }

    @Test("an unknown tag names no amenity type")
    func unknownTag() {
        #expect(AmenityType(osmKey: "amenity", osmValue: "casino") == nil)
        #expect(AmenityType(osmKey: "shop", osmValue: "toilets") == nil)
    }

    @Test("only finite, in-range coordinates count as a location fix")
    func locationFix() {
        #expect(!LocationFix.isAvailable(LocationFix.unavailable))
        #expect(!LocationFix.isAvailable((.nan, 9.5)))
        #expect(!LocationFix.isAvailable((47.1, .infinity)))
        #expect(!LocationFix.isAvailable((91, 0)))
        #expect(!LocationFix.isAvailable((0, -180.5)))
        #expect(LocationFix.isAvailable((0, 0)))
        #expect(LocationFix.isAvailable((-90, 180)))
    }
}
