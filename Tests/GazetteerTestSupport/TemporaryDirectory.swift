#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A fresh directory for one test's files, removed with everything in it when the value goes away
/// (or at ``remove()``).
public final class TemporaryDirectory: Sendable {
    /// The directory's path.
    public let path: String

    /// Creates an empty directory under the system's temporary directory whose name starts with `prefix`.
    public init(prefix: String = "GazetteerTests") throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
        kept = false
    }

    /// Creates an empty directory under `root` that is kept when the value goes away (to look at
    /// generated files afterwards).
    public init(keptUnder root: String) throws {
        let url = URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent(UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
        kept = true
    }

    private let kept: Bool

    deinit {
        if !kept { remove() }
    }

    /// The directory's URL.
    public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// The path of `name` inside the directory.
    public func file(_ name: String) -> String { path + "/" + name }

    /// The URL of `name` inside the directory.
    public func fileURL(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Writes `bytes` to `name` and returns its path.
    @discardableResult
    public func write(_ bytes: [UInt8], named name: String) throws -> String {
        try Data(bytes).write(to: fileURL(name))
        return file(name)
    }

    /// Writes `data` to `name` and returns its path.
    @discardableResult
    public func write(_ data: Data, named name: String) throws -> String {
        try data.write(to: fileURL(name))
        return file(name)
    }

    /// Writes UTF-8 `text` to `name` and returns its path.
    @discardableResult
    public func write(_ text: String, named name: String) throws -> String {
        try write(Data(text.utf8), named: name)
    }

    /// The names of the entries in the directory, sorted.
    public func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    /// Whether a file or directory called `name` exists in the directory.
    public func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: file(name))
    }

    /// Keeps the directory until the test process ends (for fixtures built once and shared by
    /// many tests); it is removed at exit.
    public func keptForProcess() -> TemporaryDirectory {
        Self.kept.append(self)
        return self
    }

    nonisolated(unsafe) private static var kept: [TemporaryDirectory] = {
        atexit { TemporaryDirectory.removeKept() }
        return []
    }()

    private static func removeKept() {
        for directory in kept { directory.remove() }
    }

    /// Deletes the directory and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Reads a whole file.
public func readBytes(_ path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else { throw FileProblem.unreadable(path) }
    return [UInt8](data)
}

/// Replaces a file by a new one holding `bytes` (a new inode, so mappings of the old one stay valid).
///
/// Not synced to disk: these files live only as long as a test.
public func writeBytes(_ bytes: [UInt8], to path: String) throws {
    unlink(path)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw FileProblem.unwritable(path) }
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
        let result = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
        guard result > 0 else { throw FileProblem.unwritable(path) }
        written += result
    }
}

/// A test file that could not be read or written.
public enum FileProblem: Error {
    case unreadable(String)
    case unwritable(String)
}
