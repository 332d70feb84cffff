import Foundation
import GazetteerTestSupport
import LocationKit
import OfflineLocation

/// Locations to save in store tests.
enum SavedLocationSamples {
    static let vaduz = Location(
        id: "geonames:3042030", name: "Vaduz", latitude: 47.14151, longitude: 9.52154,
        countryCode: "LI", countryName: "Liechtenstein", admin1Name: "Vaduz")
    static let zurich = Location(
        id: "geonames:2657896", name: "Zürich", latitude: 47.36667, longitude: 8.55, countryCode: "CH")
    static let unnamed = Location(id: "osm:node/1", name: "", latitude: 47.14241, longitude: 9.52154)

    /// A distinct location per number, for bulk and concurrency tests.
    static func numbered(_ number: Int) -> Location {
        Location(id: "test:\(number)", name: "Place \(number)", latitude: Double(number % 90), longitude: Double(number % 180))
    }
}

/// A store whose saved locations a test can read directly.
protocol InspectableStore: Store, Sendable {
    var locations: [Location] { get }
}

extension FileStore: InspectableStore {}
extension InMemoryStore: InspectableStore {}

/// The two stores, for tests that hold for both.
enum StoreKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case file
    case inMemory

    var description: String { rawValue }

    /// Runs `body` with a new, empty store of this kind; a file store lives in a temporary
    /// directory removed afterwards.
    func withEmptyStore<Value>(_ body: (InspectableStore) async throws -> Value) async throws -> Value {
        switch self {
        case .inMemory:
            return try await body(InMemoryStore())
        case .file:
            let directory = try TemporaryDirectory(prefix: "store")
            defer { directory.remove() }
            return try await body(FileStore(url: directory.fileURL("locations.json")))
        }
    }
}
