#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Makes the files of one hostile case: regular files, FIFOs, sockets, links and sparse giants.
public struct HostileDirectory: Sendable {
    public let path: String

    public func file(_ name: String) -> String { path + "/" + name }

    /// Writes `bytes` to `name`.
    public func write(_ bytes: [UInt8], _ name: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: file(name)))
    }

    /// Writes UTF-8 `text` to `name`.
    public func write(_ text: String, _ name: String) throws {
        try write(Array(text.utf8), name)
    }

    /// Creates a named pipe: opening it for reading blocks until a writer comes, which none will.
    public func fifo(_ name: String) throws {
        guard mkfifo(file(name), 0o644) == 0 else { throw HostileSetupError.system("mkfifo \(name)", errno) }
    }

    /// Creates a Unix domain socket file (bound, then closed: the file stays).
    public func socket(_ name: String) throws {
        #if os(Linux)
        let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = Darwin.socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw HostileSetupError.system("socket", errno) }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(file(name).utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { throw HostileSetupError.pathTooLong(file(name)) }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard result == 0 else { throw HostileSetupError.system("bind \(name)", errno) }
    }

    /// Creates `name` as a symbolic link to `target` (a name in the directory, or an absolute path).
    public func symlink(_ name: String, to target: String) throws {
        guard Foundation.symlink(target, file(name)) == 0 else { throw HostileSetupError.system("symlink \(name)", errno) }
    }

    /// Creates `name` as a second hard link to the existing `target`.
    public func hardLink(_ name: String, to target: String) throws {
        guard link(file(target), file(name)) == 0 else { throw HostileSetupError.system("link \(name)", errno) }
    }

    /// Creates a file of `size` bytes that takes no disk space (every byte reads as zero).
    public func sparse(_ name: String, size: Int) throws {
        let descriptor = open(file(name), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw HostileSetupError.system("open \(name)", errno) }
        defer { close(descriptor) }
        guard ftruncate(descriptor, off_t(size)) == 0 else { throw HostileSetupError.system("ftruncate \(name)", errno) }
    }
}

/// A hostile case's files could not be made.
public enum HostileSetupError: Error, CustomStringConvertible {
    case system(String, Int32)
    case pathTooLong(String)

    public var description: String {
        switch self {
        case let .system(operation, code): "\(operation): \(String(cString: strerror(code)))"
        case let .pathTooLong(path): "\(path): too long for a socket address"
        }
    }
}
