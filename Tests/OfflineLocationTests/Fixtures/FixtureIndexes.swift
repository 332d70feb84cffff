import Foundation
import GazetteerImport
import GazetteerIndex
import GazetteerTestSupport

/// Indexes built once per test run from the fixtures, and shared by every test.
///
/// A failed build fails every test that asks for it.
enum FixtureIndexes {
    /// An index of ``DataFixtures/awkwardPlaces``, built by the importer like a real dump.
    static func places() throws -> Gazetteer { try placesBuild.get() }

    /// An index of ``SampleAmenities``, written directly by the index builder so it does not
    /// depend on the OpenStreetMap importer.
    static func amenities() throws -> Gazetteer { try amenitiesBuild.get() }

    /// An index of the GeoNames fixture and one format of the OpenStreetMap fixture, built
    /// by the importer, as an app's index would be.
    static func placesAndAmenities(_ name: String) throws -> Gazetteer {
        try openStreetMapBuilds[name, default: .absent].index()
    }

    private static let placesBuild = Result<Gazetteer, any Error> {
        try IndexBuilds.build([DataFixtures.awkwardPlaces])
    }

    private static let openStreetMapBuilds: [String: OpenStreetMapBuild] = Dictionary(
        uniqueKeysWithValues: DataFixtures.placesAndAmenities.map { name in
            (name, OpenStreetMapBuild.build([DataFixtures.awkwardPlaces, DataFixtures.openStreetMap(name)]))
        })

    private static let amenitiesBuild = Result<Gazetteer, any Error> {
        let directory = try TemporaryDirectory(prefix: "amenities")
        defer { directory.remove() }
        let output = directory.fileURL("amenities.gazetteer").path
        let builder = IndexBuilder()
        try builder.add(SampleAmenities.batch)
        builder.setAdmin1Names(["LI.11": "Vaduz"])
        builder.setCountryNames(["LI": "Liechtenstein"])
        _ = try builder.write(to: output)
        return try Gazetteer(path: output)
    }
}
