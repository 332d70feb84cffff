#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files this process is writing, so a signal handler can remove them.
public final class TemporaryFiles: @unchecked Sendable {
    /// The process-wide registry.
    public static let shared = TemporaryFiles()

    private var lock = pthread_mutex_t()
    private var paths: [String] = []
    /// Set by ``removeAll(then:)``: from then on nothing is registered or renamed into place.
    private var isClosed = false

    private init() {
        pthread_mutex_init(&lock, nil)
    }

    /// Registers a temporary file; `false` once ``removeAll(then:)`` has run.
    func register(_ path: String) -> Bool {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        guard !isClosed else { return false }
        paths.append(path)
        return true
    }

    func unregister(_ path: String) {
        pthread_mutex_lock(&lock)
        paths.removeAll { $0 == path }
        pthread_mutex_unlock(&lock)
    }

    /// Renames a registered temporary file to `destination` and forgets it, unless
    /// ``removeAll(then:)`` has run: an interruption comes either wholly before the rename or after it.
    ///
    /// - Returns: 0, or the `errno` of the failed rename; `ECANCELED` after ``removeAll(then:)``.
    func commit(_ path: String, to destination: String) -> Int32 {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        guard !isClosed else { return ECANCELED }
        guard rename(path, destination) == 0 else { return errno }
        paths.removeAll { $0 == path }
        return 0
    }

    /// Removes every registered temporary file (for an interrupted build), then runs `finish`
    /// before any other thread can register or commit a file; an interrupted process exits there.
    public func removeAll(then finish: () -> Void = {}) {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        isClosed = true
        for path in paths { unlink(path) }
        paths.removeAll()
        finish()
    }
}
