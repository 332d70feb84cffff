import Foundation
import GazetteerOutput

/// Where `export` writes: standard output; a device, FIFO or socket named by `-o` as it is; or a
/// regular file, through a temporary file beside it that is renamed into place only when the export
/// is complete, so the destination is never left half-written.
final class ExportDestination {
    /// What the messages call the destination.
    let name: String
    private let descriptor: Int32
    /// The temporary file and the destination it becomes, when writing a regular file.
    private let replacing: (temporary: String, destination: String)?
    private var closed = false

    /// Opens standard output (`path == nil`) or `path`.
    ///
    /// - Throws: ``UsageError`` when `path` is the index itself; ``ExportOutputError`` when the
    ///   temporary file or the device cannot be opened.
    init(path: String?, index: String) throws {
        guard let path, path != "-" else {
            name = "standard output"
            descriptor = STDOUT_FILENO
            replacing = nil
            return
        }
        name = path
        var target = stat(), source = stat()
        let exists = stat(path, &target) == 0
        if exists && stat(index, &source) == 0 && target.st_dev == source.st_dev && target.st_ino == source.st_ino {
            throw UsageError(description: "-o \(path) is the index being exported; name another file")
        }
        if exists && (target.st_mode & S_IFMT) != S_IFREG {
            descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw ExportOutputError.cannotOpen(path: path, code: errno) }
            replacing = nil
            return
        }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = "\(directory).\(base).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).partial"
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw ExportOutputError.cannotOpen(path: temporary, code: errno) }
        replacing = (temporary, path)
        Self.removeOnInterrupt(temporary)
    }

    /// The temporary file's path as a C string, for the signal handler; `nil` when there is none.
    nonisolated(unsafe) private static var interruptedRemoves: UnsafeMutablePointer<CChar>?

    /// On SIGINT or SIGTERM, removes the temporary file and exits 130 (both async-signal-safe), so
    /// an interrupted export leaves nothing behind.
    private static func removeOnInterrupt(_ temporary: String) {
        interruptedRemoves = strdup(temporary)
        let handler: @convention(c) (Int32) -> Void = { _ in
            if let path = ExportDestination.interruptedRemoves { unlink(path) }
            _exit(130)
        }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
    }

    deinit { discard() }

    /// Whether a regular file is written through a temporary file (nothing reaches it on failure).
    var replacesFile: Bool { replacing != nil }

    /// Writes all of `output`'s bytes, retrying short writes and interruptions.
    /// - Throws: ``ExportOutputError/cannotWrite(path:code:)`` (a full disk, a closed pipe).
    func write(_ output: JSONWriter) throws {
        try output.withBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw ExportOutputError.cannotWrite(path: name, code: errno)
                }
                offset += written
            }
        }
    }

    /// Makes the output final: flushes a regular file to disk and renames it into place.
    /// - Throws: ``ExportOutputError`` when flushing, closing or renaming fails (the temporary file is removed).
    func commit() throws {
        guard let replacing else { return }
        if fsync(descriptor) != 0 && errno != EINVAL {
            throw ExportOutputError.cannotWrite(path: name, code: errno)
        }
        closed = true
        if close(descriptor) != 0 {
            let code = errno
            unlink(replacing.temporary)
            throw ExportOutputError.cannotWrite(path: name, code: code)
        }
        if rename(replacing.temporary, replacing.destination) != 0 {
            let code = errno
            unlink(replacing.temporary)
            throw ExportOutputError.cannotRename(path: replacing.destination, code: code)
        }
        Self.interruptedRemoves = nil
    }

    /// Closes and removes an unfinished temporary file; nothing after ``commit()``.
    func discard() {
        guard !closed else { return }
        closed = true
        if let replacing {
            close(descriptor)
            unlink(replacing.temporary)
            Self.interruptedRemoves = nil
        } else if descriptor != STDOUT_FILENO {
            close(descriptor)
        }
    }
}

/// Why export output could not be written; each case names the file and the system's reason.
enum ExportOutputError: Error, CustomStringConvertible {
    case cannotOpen(path: String, code: Int32)
    case cannotWrite(path: String, code: Int32)
    case cannotRename(path: String, code: Int32)

    var description: String {
        switch self {
        case let .cannotOpen(path, code): "cannot create \(path): \(String(cString: strerror(code)))"
        case let .cannotWrite(path, code): "cannot write \(path): \(String(cString: strerror(code)))"
        case let .cannotRename(path, code): "cannot move the export into place at \(path): \(String(cString: strerror(code)))"
        }
    }
}
