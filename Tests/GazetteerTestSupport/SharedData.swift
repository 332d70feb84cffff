import Foundation

/// The real extracts shared beside the repository (`../shared/data`), or in the directory named by
/// `GAZETTEER_SHARED_DATA`. Every accessor is `nil` when its file is absent, so tests can skip
/// cleanly with `.enabled(if: SharedData.cities500 != nil)`.
public enum SharedData {
    /// The environment variable that names the shared data directory.
    public static let environmentVariable = "GAZETTEER_SHARED_DATA"

    /// The root of the repository this file was compiled from.
    public static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // GazetteerTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The shared data directory, or `nil` when it does not exist.
    public static let directory: URL? = {
        let candidate: URL
        if let named = ProcessInfo.processInfo.environment[environmentVariable], !named.isEmpty {
            candidate = URL(fileURLWithPath: named, isDirectory: true)
        } else {
            candidate = repository.deletingLastPathComponent().appendingPathComponent("shared/data", isDirectory: true)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { return nil }
        return candidate.standardizedFileURL
    }()

    /// The path of `relativePath` inside the shared directory, or `nil` when absent.
    public static func path(_ relativePath: String) -> String? {
        guard let directory else { return nil }
        let path = directory.appendingPathComponent(relativePath).path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// GeoNames cities500 (234,908 rows).
    public static var cities500: String? { path("geonames/cities500.txt.gz") }
    /// GeoNames admin1CodesASCII.txt.
    public static var admin1Codes: String? { path("geonames/admin1CodesASCII.txt") }
    /// GeoNames countryInfo.txt.
    public static var countryInfo: String? { path("geonames/countryInfo.txt") }
    /// The Liechtenstein extract as PBF.
    public static var liechtensteinPBF: String? { path("osm/liechtenstein-2013-08-03.osm.pbf") }
    /// The Liechtenstein extract as gzip-compressed XML.
    public static var liechtensteinXML: String? { path("osm/liechtenstein-2013-08-03.osm.gz") }
}
