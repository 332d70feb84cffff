#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A fresh directory for one test's files, removed with everything in it when the value goes away.
final class TemporaryDirectory {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("GazetteerIndexTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` inside the directory.
    func file(_ name: String) -> String {
        path + "/" + name
    }

    /// The names of the entries in the directory, sorted.
    func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }
}

/// Reads a whole file.
func readBytes(_ path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else { throw FileProblem.unreadable(path) }
    return [UInt8](data)
}

/// Replaces a file by a new one holding `bytes` (a new file, so mappings of the old one stay valid).
///
/// Not synced to disk: these files live only as long as a test.
func writeBytes(_ bytes: [UInt8], to path: String) throws {
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

enum FileProblem: Error {
    case unreadable(String)
    case unwritable(String)
}
