import Foundation

/// A fresh directory for one test's files, removed when the value goes away.
final class TemporaryDirectory {
    /// The directory's path.
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("GazetteerImportTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `bytes` to a file called `name` in the directory and returns its path.
    @discardableResult
    func write(_ bytes: [UInt8], named name: String) throws -> String {
        let filePath = path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: filePath))
        return filePath
    }
}
