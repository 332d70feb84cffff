import Foundation
import GazetteerTestSupport

/// A fresh directory under the system's temporary directory, removed by ``remove()``.
struct TemporaryDirectory: Sendable {
    /// The directory's URL.
    let url: URL

    /// Creates an empty directory whose name starts with `prefix`.
    init(prefix: String = "OfflineLocationTests") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The URL of `name` inside the directory.
    func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// Deletes the directory and everything in it.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
