import GazetteerIndex

/// Places built field by field, named after what they contain.
enum FixturePlaces {
    /// Vaduz as GeoNames has it: a capital with admin1 and country names, no address or hierarchy.
    static let vaduzGeoNames = Place(
        recordNumber: 41, id: SourceID(kind: .geonames, value: 3_042_030), name: "Vaduz",
        coordinate: Coordinate(latitude: 47.14151, longitude: 9.52154), featureClass: "P", featureCode: "PPLC",
        countryCode: "LI", countryName: "Liechtenstein", admin1Code: "11", admin1Name: "Vaduz",
        population: 5_197, importance: 40_000)

    /// A restaurant way with a quoted name, an address, a boundary hierarchy, an extent and tags.
    static let restaurantWithAddress = Place(
        recordNumber: 7, id: SourceID(kind: .osmWay, value: 123_456), name: "Zum \"Löwen\"",
        coordinate: Coordinate(latitude: 47.1410001, longitude: -9.5215), featureClass: "S",
        category: "amenity=restaurant", countryCode: "LI", countryName: "Liechtenstein",
        population: 0, importance: 200, tags: [RecordTag(key: "wheelchair", value: "yes")],
        address: PostalAddress(street: "Städtle", houseNumber: "5", postcode: "9490", city: "Vaduz"),
        hierarchy: [
            AdministrativeArea(name: "Liechtenstein", level: 2, id: SourceID(kind: .osmRelation, value: 1_155_955)),
            AdministrativeArea(name: "Oberland", level: 4),
            AdministrativeArea(name: "Vaduz", level: 8),
        ],
        extent: BoundingBox(minLatitude: 47.1409, minLongitude: -9.5216, maxLatitude: 47.1411, maxLongitude: -9.5214))
}
