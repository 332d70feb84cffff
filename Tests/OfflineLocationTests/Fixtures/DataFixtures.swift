import Foundation
import GazetteerTestSupport

/// The fixtures in `<repo>/Data`, named after what they contain.
enum DataFixtures {
    /// `<repo>/Data`.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Fixtures
        .deletingLastPathComponent()  // OfflineLocationTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()
        .appendingPathComponent("Data")

    /// 31 GeoNames rows (Vaduz, Zürich, three Springfields, places with accents, apostrophes
    /// and quotes, polar stations, three broken rows) with admin1CodesASCII.txt and
    /// countryInfo.txt beside it.
    static let awkwardPlaces = directory.appendingPathComponent("geonames/awkward-places.txt").path

    /// The hand-written OpenStreetMap fixture around Vaduz (town node 1, unnamed accessible
    /// toilet node 2, café node 3, restaurant way 22), in each of its formats.
    static let placesAndAmenities: [String] = [
        "n14-w4-r1-places-amenities.osm",
        "n14-w4-r1-places-amenities.osm.gz",
        "n14-w4-r1-places-amenities.osm.pbf",
        "n14-w4-r1-places-amenities-nondense.osm.pbf",
    ]

    /// The path of one of ``placesAndAmenities``.
    static func openStreetMap(_ name: String) -> String {
        directory.appendingPathComponent("osm").appendingPathComponent(name).path
    }
}
