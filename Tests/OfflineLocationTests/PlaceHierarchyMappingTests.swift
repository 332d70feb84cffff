import GazetteerIndex
import LocationKit
import OfflineLocation
import Testing

/// How a place's hierarchy, address, categories and extent reach a ``Location`` and an ``Amenity``.
@Suite("Mapping a place's hierarchy and address")
struct PlaceHierarchyMappingTests {
    let liechtenstein = AdministrativeArea(name: "Liechtenstein", level: 2)
    let vaduz = AdministrativeArea(name: "Vaduz", level: 8)

    func location(
        countryName: String = "", admin1Name: String = "", hierarchy: [AdministrativeArea],
        address: PostalAddress = .none, categories: [String] = [], extent: BoundingBox? = nil
    ) -> Location {
        Location(placeID: "osm:way/7", name: "Rathaus", coordinate: Coordinate(latitude: 47.1392, longitude: 9.5227),
                 countryCode: "LI", countryName: countryName, admin1Name: admin1Name,
                 hierarchy: hierarchy, address: address, categories: categories, extent: extent)
    }

    @Test("an OSM place without a country name takes the country from its hierarchy")
    func countryFromHierarchy() {
        let found = location(hierarchy: [liechtenstein, vaduz])
        #expect(found.countryName == "Liechtenstein")
        #expect(found.city == "Vaduz")
        #expect(found.displayName == "Rathaus, Vaduz, Liechtenstein")
    }

    @Test("the place's own country and division win over the hierarchy's")
    func ownFieldsWin() {
        let found = location(countryName: "Fürstentum Liechtenstein", admin1Name: "Oberland", hierarchy: [liechtenstein, vaduz])
        #expect(found.countryName == "Fürstentum Liechtenstein")
        #expect(found.admin1Name == "Oberland")
    }

    @Test("admin levels pick the division, county and city; unknown levels are taken in order")
    func levels() {
        let levelled = location(hierarchy: [
            AdministrativeArea(name: "Deutschland", level: 2), AdministrativeArea(name: "Bayern", level: 4),
            AdministrativeArea(name: "Oberbayern", level: 5), AdministrativeArea(name: "Landkreis München", level: 6),
            AdministrativeArea(name: "Unterhaching", level: 8), AdministrativeArea(name: "Ortsteil", level: 10),
        ])
        #expect(levelled.countryName == "Deutschland")
        #expect(levelled.admin1Name == "Bayern")
        #expect(levelled.county == "Oberbayern")
        #expect(levelled.city == "Unterhaching")

        let unlevelled = location(hierarchy: ["France", "Occitanie", "Hérault", "Montpellier"].map { AdministrativeArea(name: $0, level: 0) })
        #expect([unlevelled.countryName, unlevelled.admin1Name, unlevelled.county, unlevelled.city] == ["France", "Occitanie", "Hérault", "Montpellier"])
    }

    @Test("the address, the main category and the extent are carried, and the app shows the address")
    func addressCategoryExtent() {
        let found = location(
            hierarchy: [liechtenstein],
            address: PostalAddress(street: "Städtle", houseNumber: "38", postcode: "9490", city: "Vaduz"),
            categories: ["", "amenity=townhall", "building=civic"],
            extent: BoundingBox(minLatitude: 47.139, minLongitude: 9.522, maxLatitude: 47.1394, maxLongitude: 9.5231))
        #expect(found.street == "Städtle" && found.houseNumber == "38" && found.postcode == "9490" && found.city == "Vaduz")
        #expect(found.category == "amenity=townhall")
        #expect(found.extent == CoordinateBounds(minLatitude: 47.139, minLongitude: 9.522, maxLatitude: 47.1394, maxLongitude: 9.5231))
        #expect(found.displayName == "Rathaus, Städtle 38, 9490 Vaduz, Liechtenstein")
        #expect(Amenity.locationDescription(of: found, distanceMeters: 123) == "120 m away at Städtle 38 in Liechtenstein")
    }

    @Test("an empty hierarchy and address leave the fields empty")
    func empty() {
        let found = location(hierarchy: [])
        #expect(found.countryName == nil && found.admin1Name == nil && found.county == nil && found.city == nil)
        #expect(found.street == nil && found.category == nil && found.extent == nil)
        #expect(found.displayName == "Rathaus, LI")
    }
}

@Suite("The app layer's display name is the index's label")
struct LocationLabelTests {
    @Test("a location made from a place shows the place's label: small to large, each name once")
    func displayNameIsThePlaceLabel() {
        let schaan = Place(
            recordNumber: 3, id: SourceID(kind: .geonames, value: 3_042_037), name: "Schaan",
            coordinate: Coordinate(latitude: 47.16498, longitude: 9.50867), featureClass: "P", featureCode: "PPLA",
            countryCode: "LI", countryName: "Liechtenstein", admin1Code: "07", admin1Name: "Schaan",
            population: 5_748, importance: 30_000,
            hierarchy: [
                AdministrativeArea(name: "Liechtenstein", level: 2),
                AdministrativeArea(name: "Wahlkreis Oberland", level: 6),
                AdministrativeArea(name: "Schaan", level: 8),
            ])
        let location = Location(schaan)
        #expect(location.displayName == "Schaan, Wahlkreis Oberland, Liechtenstein")
        #expect(location.displayName == schaan.displayName)
        #expect(location.label == PlaceLabel(schaan).text)
    }
}
