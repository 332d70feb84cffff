import Foundation
import LocationKit

/// The JSON a ``FileStore`` writes: `{"version": 1, "locations": [Location…]}`, each location
/// with the keys of its `Codable` form (`id`, `name`, `latitude`, `longitude`, and each of
/// `countryCode`, `countryName`, `admin1Name`, `county`, `city`, `street`, `houseNumber`,
/// `postcode`, `category`, `extent` when present). Files written before the address fields
/// existed read unchanged.
struct SavedLocationsFile: Codable {
    /// The format version this build reads and writes.
    static let currentVersion = 1

    var version: Int
    var locations: [Location]

    /// Reads the locations in `data`, read from `path`.
    ///
    /// - Throws: ``FileStoreError/corrupt(path:reason:)`` or ``FileStoreError/unsupportedVersion(path:found:supported:)``.
    static func decode(_ data: Data, path: String) throws(FileStoreError) -> [Location] {
        guard !data.isEmpty else { throw .corrupt(path: path, reason: "the file is empty") }
        let decoder = JSONDecoder()
        let version: Int
        do {
            version = try decoder.decode(VersionProbe.self, from: data).version
        } catch {
            throw .corrupt(path: path, reason: reason(error))
        }
        guard version == currentVersion else {
            throw .unsupportedVersion(path: path, found: version, supported: currentVersion)
        }
        do {
            return try decoder.decode(SavedLocationsFile.self, from: data).locations
        } catch {
            throw .corrupt(path: path, reason: reason(error))
        }
    }

    /// The file's bytes for `locations`, keys sorted so equal lists give equal files.
    ///
    /// - Throws: ``FileStoreError/writeFailed(path:reason:)`` when a location cannot be
    ///   written as JSON (a coordinate that is NaN or infinite).
    static func encode(_ locations: [Location], path: String) throws(FileStoreError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            return try encoder.encode(SavedLocationsFile(version: currentVersion, locations: locations))
        } catch {
            throw .writeFailed(path: path, reason: reason(error))
        }
    }

    /// Just the version, read before the rest so a future format is not reported as damage.
    private struct VersionProbe: Decodable {
        var version: Int
    }

    /// A short reason for a coding error.
    private static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            return "not valid JSON (\(context.debugDescription))"
        case DecodingError.keyNotFound(let key, let context):
            return "\(place(context))the key \"\(key.stringValue)\" is missing"
        case DecodingError.typeMismatch(let type, let context), DecodingError.valueNotFound(let type, let context):
            return "\(place(context))expected a value of type \(type)"
        case EncodingError.invalidValue(let value, let context):
            return "\(place(context))\(value) cannot be written as JSON"
        default:
            return "\(error)"
        }
    }

    private static func place(_ context: DecodingError.Context) -> String {
        context.codingPath.isEmpty ? "" : "at \(pathText(context.codingPath)): "
    }

    private static func place(_ context: EncodingError.Context) -> String {
        context.codingPath.isEmpty ? "" : "at \(pathText(context.codingPath)): "
    }

    private static func pathText(_ path: [CodingKey]) -> String {
        path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}
