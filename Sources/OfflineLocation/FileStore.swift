import Foundation
import LocationKit
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// A ``Store`` that keeps saved locations in a JSON file, so they survive a restart; the
/// sibling of ``InMemoryStore``.
///
/// The whole list is read once, in `init`, and rewritten after each change: written to a
/// temporary file beside it (`.NAME.<pid>.<random>.tmp`), flushed, then renamed over it, so the
/// file always holds either the old or the new list, never part of one. Temporary files left by
/// a process that was killed mid-write are removed by the next save in that directory once
/// their process is gone. Loading and saving take time linear in the number of locations.
/// A missing file means no saved locations; a damaged one is
/// an error and is never overwritten by `init`. The file holds versioned JSON:
/// `{"version": 1, "locations": [{"id": …, "name": …, "latitude": …, "longitude": …}, …]}`.
///
/// Ids are unique: adding a location whose id is already saved replaces that entry in place
/// (it keeps its position). Lists are published on a private serial queue, in the order of
/// the changes. Safe to use from many threads at once; use one instance per file.
public final class FileStore: Store, Sendable {
    /// The file the locations are kept in.
    public let url: URL
    private let list: LocationList

    /// Opens the saved locations at `url`, or starts empty when no file is there yet.
    ///
    /// Nothing is written until the first ``addLocation(_:)``, which also creates missing
    /// parent directories.
    ///
    /// - Parameter url: A file URL, e.g. in the app's Application Support directory.
    /// - Throws: ``FileStoreError/notAFileURL(url:)``; ``FileStoreError/unreadable(path:reason:)``
    ///   when something that cannot be read is at `url`; ``FileStoreError/corrupt(path:reason:)``
    ///   or ``FileStoreError/unsupportedVersion(path:found:supported:)`` when the file is not
    ///   one this build reads. The file is left untouched in every case.
    /// - Complexity: O(*n*) in the file size.
    public init(url: URL) throws(FileStoreError) {
        guard url.isFileURL else { throw .notAFileURL(url: url.absoluteString) }
        self.url = url
        list = LocationList(try Self.read(url))
    }

    /// The saved locations on subscription, then the whole list after each change.
    ///
    /// Lists arrive on a private serial queue, in the order of the changes, shortly after
    /// ``addLocation(_:)`` returns; a subscriber may call ``addLocation(_:)`` from its sink.
    public var locationsPublisher: AnyPublisher<[Location], Never> {
        list.publisher
    }

    /// The saved locations now, in the order they were first added.
    public var locations: [Location] {
        list.current
    }

    /// Saves `location`, replacing a saved one with the same id in place, writes the file and
    /// publishes the list.
    ///
    /// Concurrent calls are serialized; each writes the whole list.
    ///
    /// - Parameter location: The location to save.
    /// - Throws: ``FileStoreError/writeFailed(path:reason:)`` when the file cannot be written or
    ///   a coordinate is not finite; the store and the file then keep their previous contents.
    /// - Complexity: O(*n*) in the number of saved locations, plus the write.
    public func addLocation(_ location: Location) throws(FileStoreError) {
        let url = url
        try list.add(location) { (locations: [Location]) throws(FileStoreError) in
            try Self.write(locations, to: url)
        }
    }

    private static func read(_ url: URL) throws(FileStoreError) -> [Location] {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard !isDirectory.boolValue else { throw .unreadable(path: path, reason: "it is a directory") }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch CocoaError.fileReadNoSuchFile {
            return []
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
        return try SavedLocationsFile.decode(data, path: path)
    }

    private static func write(_ locations: [Location], to url: URL) throws(FileStoreError) {
        let data = try SavedLocationsFile.encode(locations, path: url.path)
        do {
            try AtomicFile.write(data, to: url)
        } catch {
            throw .writeFailed(path: url.path, reason: error.reason)
        }
    }
}
