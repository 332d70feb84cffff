import Foundation

/// The small fixtures committed in the repository's `Data/` folder.
public enum Fixtures {
    /// `Data/` in the repository this file was compiled from.
    public static let directory: URL = SharedData.repository.appendingPathComponent("Data", isDirectory: true)

    /// The path of `relativePath` inside `Data/` ("geonames/awkward-places.txt").
    public static func path(_ relativePath: String) -> String {
        directory.appendingPathComponent(relativePath).path
    }
}
