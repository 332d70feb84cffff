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

    private init() {
        pthread_mutex_init(&lock, nil)
    }

    func register(_ path: String) {
        pthread_mutex_lock(&lock)
        paths.append(path)
        pthread_mutex_unlock(&lock)
    }

    func unregister(_ path: String) {
        pthread_mutex_lock(&lock)
        paths.removeAll { $0 == path }
        pthread_mutex_unlock(&lock)
    }

    /// Removes every registered temporary file (for an interrupted build).
    public func removeAll() {
        pthread_mutex_lock(&lock)
        for path in paths { unlink(path) }
        paths.removeAll()
        pthread_mutex_unlock(&lock)
    }
}
