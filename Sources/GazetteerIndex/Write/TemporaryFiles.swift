#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files this process is writing, so a signal handler can remove them.
package final class TemporaryFiles: @unchecked Sendable {
    /// The process-wide registry.
    package static let shared = TemporaryFiles()

    private var lock = pthread_mutex_t()
    private var paths: [String] = []
    /// Set by ``removeAll(then:)``: from then on nothing is created or renamed into place.
    private var isClosed = false

    private init() {
        pthread_mutex_init(&lock, nil)
    }

    /// Creates a temporary file with `create` (which returns a descriptor, or -1 and sets `errno`)
    /// and registers it, in one step, so that ``removeAll(then:)`` never misses a file just created.
    ///
    /// - Returns: the descriptor, or -1 and the `errno`; `ECANCELED` once ``removeAll(then:)`` has run.
    func create(_ path: String, with create: () -> Int32) -> (descriptor: Int32, error: Int32) {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        guard !isClosed else { return (-1, ECANCELED) }
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
    /// before any other thread can create or commit a file; an interrupted process exits there.
    package func removeAll(then finish: () -> Void = {}) {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        isClosed = true
        for path in paths { unlink(path) }
        paths.removeAll()
        finish()
    }
}
