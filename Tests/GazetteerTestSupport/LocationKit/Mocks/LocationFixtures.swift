import LocationKit

/// Locations and amenities the tests share, named after what they are.
public enum LocationFixtures {
    public static let vaduz = Location(
        id: "geonames:3042030", name: "Vaduz", latitude: 47.14151, longitude: 9.52154,
        countryCode: "LI", countryName: "Liechtenstein", admin1Name: "Vaduz"
    )
    public static let schaan = Location(
        id: "geonames:3042041", name: "Schaan", latitude: 47.16498, longitude: 9.50867,
        countryCode: "LI", countryName: "Liechtenstein", admin1Name: "Schaan"
    )
    public static let berlin = Location(
        id: "geonames:2950159", name: "Berlin", latitude: 52.52437, longitude: 13.41053,
        countryCode: "DE", countryName: "Germany", admin1Name: "Land Berlin"
    )

    public static let accessibleToilet = Amenity(
        id: "osm:node/1", title: "Toilets", locationDescription: "Städtle 1",
        coordinates: Coordinates(latitude: 47.1390, longitude: 9.5215), isAccessible: true
    )
    public static let toilet = Amenity(
        id: "osm:node/2", title: "Toilets", locationDescription: "Rathausplatz",
        coordinates: Coordinates(latitude: 47.1402, longitude: 9.5203), isAccessible: false
    )
}
