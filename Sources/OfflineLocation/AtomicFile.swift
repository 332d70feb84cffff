import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents atomically, leaving no temporary file behind for long.
///
/// The bytes go to a temporary file in the same directory, named after the target and the
/// writing process — `.locations.json.<pid>.<random>.tmp` — which is flushed to disk and then
/// renamed over the target, so the target always holds either the old or the new contents. A
/// process killed mid-write (SIGKILL, power loss) leaves its temporary file behind; the next
/// write of the same target removes every such file whose process is gone. Files of processes
/// still running, including this one, are left alone.
enum AtomicFile {
    /// Writes `data` to `url` atomically, creating missing parent directories.
    ///
    /// - Throws: A ``Failure`` naming the step and the system's reason.
    /// - Complexity: O(*n*) in the size of `data`, plus one directory listing.
    static func write(_ data: Data, to url: URL) throws(Failure) {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw Failure(reason: error.localizedDescription)
        }
        removeStaleTemporaryFiles(of: url)
        let temporary = directory.appendingPathComponent(temporaryName(of: url, processID: getpid()))
        do throws(Failure) {
            try writeAndSync(data, to: temporary.path)
            guard rename(temporary.path, url.path) == 0 else { throw Failure.system("renaming the temporary file") }
        } catch {
            unlink(temporary.path)
            throw error
        }
        syncDirectory(directory.path)
    }

    /// The name of a temporary file for `url` written by `processID`.
    static func temporaryName(of url: URL, processID: Int32) -> String {
        let random = UInt32.random(in: 0...UInt32.max)
        return ".\(url.lastPathComponent).\(processID).\(String(random, radix: 16)).tmp"
    }

    /// Removes the temporary files of `url` whose writing process no longer runs.
    static func removeStaleTemporaryFiles(of url: URL) {
        let directory = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let parts = name.dropFirst(prefix.count).split(separator: ".")
            guard parts.count == 3, let processID = Int32(parts[0]), processID > 0, processID != getpid(),
                  !isRunning(processID) else { continue }
            unlink(directory.appendingPathComponent(name).path)
        }
    }

    /// Whether a process with this id exists (one of another user counts too).
    private static func isRunning(_ processID: Int32) -> Bool {
        kill(processID, 0) == 0 || errno != ESRCH
    }

    private static func writeAndSync(_ data: Data, to path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure.system("creating a temporary file") }
        defer { close(descriptor) }
        var failure: Failure?
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = .system("writing the temporary file")
                    return
                }
                offset += written
            }
        }
        if let failure { throw failure }
        guard fsync(descriptor) == 0 else { throw Failure.system("flushing the temporary file") }
    }

    /// Flushes the directory entry of a rename; a failure only weakens durability, so it is ignored.
    private static func syncDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Why a write failed, as a sentence fragment.
    struct Failure: Error {
        var reason: String

        static func system(_ step: String) -> Failure {
            Failure(reason: "\(step) failed: \(String(cString: strerror(errno)))")
        }
    }
}

/// `write(2)`, named apart from ``AtomicFile/write(_:to:)``.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
