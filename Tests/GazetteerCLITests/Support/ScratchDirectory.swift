import Foundation

/// A fresh directory for one test's files, removed when the value goes away.
final class ScratchDirectory: Sendable {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("GazetteerCLITests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// `name` inside the directory.
    func file(_ name: String) -> String { path + "/" + name }

    /// Writes `data` to `name` and returns its path.
    @discardableResult
    func write(_ data: Data, named name: String) throws -> String {
        try data.write(to: URL(fileURLWithPath: file(name)))
        return file(name)
    }

    /// Writes UTF-8 `text` to `name` and returns its path.
    @discardableResult
    func write(_ text: String, named name: String) throws -> String {
        try write(Data(text.utf8), named: name)
    }

    /// The names of the files in the directory, sorted.
    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    /// Whether a file or directory exists at `name`.
    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: file(name))
    }
}
