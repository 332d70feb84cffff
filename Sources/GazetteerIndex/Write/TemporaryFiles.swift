#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files this process is writing, so a signal handler can remove them, and the
/// indexes it has put in place, so an interruption after the rename says so.
package final class TemporaryFiles: @unchecked Sendable {
    /// The process-wide registry.
    package static let shared = TemporaryFiles()

    /// What names a temporary index: `.NAME` + this + `PID.RANDOM`.
    static let partialMarker = ".gazetteer-partial."

    private var lock = pthread_mutex_t()
    private var paths: [String] = []
    private var committed: [String] = []
    /// Set by ``removeAll(then:)``: from then on nothing is created or renamed into place.
    private var isClosed = false
    /// Whether an interrupt has arrived whose cleanup may not have run yet: checked under the lock
    /// before a file is created or renamed into place, so that an interrupt received while the index
    /// is written stops its rename even when the cleanup thread runs late. Set once, before a build.
    package var isInterrupted: @Sendable () -> Bool = { false }

    /// A registry of its own (the process uses ``shared``; tests make their own).
    package init() {
        pthread_mutex_init(&lock, nil)
    }

    /// Creates a temporary file with `create` (which returns a descriptor, or -1 and sets `errno`)
    /// and registers it, in one step, so that ``removeAll(then:)`` never misses a file just created.
    ///
    /// - Returns: the descriptor, or -1 and the `errno`; `ECANCELED` once ``removeAll(then:)`` has run.
    package func create(_ path: String, with create: () -> Int32) -> (descriptor: Int32, error: Int32) {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        guard !isClosed && !isInterrupted() else { return (-1, ECANCELED) }
        let descriptor = create()
        guard descriptor >= 0 else { return (-1, errno) }
        paths.append(path)
        return (descriptor, 0)
    }

    func unregister(_ path: String) {
        pthread_mutex_lock(&lock)
        paths.removeAll { $0 == path }
        pthread_mutex_unlock(&lock)
    }

    /// Renames the temporary file at `path` to `destination`, unless ``removeAll(then:)`` has run:
    /// an interruption comes either wholly before the rename or after it. An anonymous file (its
    /// descriptor given) is first linked at `path`.
    ///
    /// - Returns: 0, or the `errno` of the failed link or rename; `ECANCELED` after ``removeAll(then:)``.
    package func commit(_ path: String, anonymous descriptor: Int32?, to destination: String) -> Int32 {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        guard !isClosed && !isInterrupted() else {
            if descriptor == nil { unlink(path) }
            paths.removeAll { $0 == path }
            return ECANCELED
        }
        if let descriptor {
            guard linkat(AT_FDCWD, Self.procPath(descriptor), AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0 else { return errno }
        } else {
            paths.removeAll { $0 == path }
        }
        guard rename(path, destination) == 0 else {
            let code = errno
            unlink(path)
            return code
        }
        committed.append(destination)
        return 0
    }

    /// Removes every registered temporary file (for an interrupted build), then runs `finish` with
    /// the indexes already renamed into place, before any other thread can create or commit a
    /// file; an interrupted process exits there.
    package func removeAll(then finish: (_ inPlace: [String]) -> Void = { _ in }) {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        isClosed = true
        for path in paths { unlink(path) }
        paths.removeAll()
        finish(committed)
    }

    /// The path through which an open descriptor can be linked (Linux).
    static func procPath(_ descriptor: Int32) -> String {
        "/proc/self/fd/\(descriptor)"
    }

    /// Removes the temporary indexes in `directory` left by builds that were killed: those named
    /// `.NAME.gazetteer-partial.PID.RANDOM` whose process no longer exists and whose file nobody
    /// holds a lock on. Anything else, and anything that cannot be examined, is left alone.
    ///
    /// - Complexity: O(entries in the directory).
    package static func removeStale(in directory: String) {
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let owner = partialOwner(name), owner != getpid(), kill(owner, 0) == -1, errno == ESRCH else { continue }
            let path = directory + "/" + name
            let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            var status = stat()
            if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                unlink(path)
            }
            close(descriptor)
        }
    }

    /// The process id in a temporary index's name, or `nil` when `name` is not one.
    static func partialOwner(_ name: String) -> pid_t? {
        let bytes = Array(name.utf8)
        let marker = Array(partialMarker.utf8)
        guard bytes.first == UInt8(ascii: "."), bytes.count > marker.count else { return nil }
        guard let start = (1...(bytes.count - marker.count)).reversed().first(where: { bytes[$0..<$0 + marker.count].elementsEqual(marker) })
        else { return nil }
        let parts = bytes[(start + marker.count)...].split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == 2, let owner = pid_t(String(decoding: parts[0], as: UTF8.self)), owner > 0,
              !parts[1].isEmpty, parts[1].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit })
        else { return nil }
        return owner
    }
}
