import CMappingGuard
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Watches a mapped index file for changes made in place while it is open.
///
/// Two mechanisms, for the two ways a file changes under a mapping:
/// - **Truncation.** Reading a mapped page past the file's new end raises SIGBUS, which would kill
///   the process. The mapping is registered with the process-wide SIGBUS guard (`CMappingGuard`),
///   which maps zero pages over the rest of the mapping and counts the fault: the read sees zeros,
///   which the bounds-checked ``ByteView`` readers treat like any damaged bytes.
/// - **Rewriting in place** (`cp new old`, an editor saving into the file): the mapping shows the new
///   bytes, which no longer match the section table read at opening. The file stays open, and its
///   size and modification time are compared with those seen when it was mapped.
///
/// A file replaced by renaming another over its path is not a change: the mapping keeps the old
/// file's data, which stays valid until the mapping goes.
///
/// Limits: the guard is a SIGBUS handler; a handler installed later by someone else takes its place
/// until the next index is opened (which installs it again, passing other faults on). A change that
/// keeps the size and lands within the clock's resolution of the previous write goes unseen.
final class MappingWatch: @unchecked Sendable {
    private let descriptor: Int32
    private let region: OpaquePointer?
    private let size: Int64
    private let modified: (seconds: Int, nanoseconds: Int)

    /// Takes over `descriptor` (closed with the watch) and guards `length` bytes mapped at `address`.
    init(descriptor: Int32, status: stat, address: UnsafeRawPointer, length: Int) {
        self.descriptor = descriptor
        self.size = Int64(status.st_size)
        self.modified = Self.modificationTime(status)
        self.region = gazetteer_guard_register(address, length)
    }

    deinit {
        close(descriptor)
    }

    /// Call once, before unmapping: from then on a fault in the range is not handled.
    func stopGuarding() {
        if let region { gazetteer_guard_unregister(region) }
    }

    /// How the file has changed since it was mapped, or `nil` when it has not.
    ///
    /// - Complexity: O(1): one `fstat`.
    func change() -> String? {
        if let region, gazetteer_guard_faults(region) > 0 { return "truncated: a read went past its new end" }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return "it can no longer be examined" }
        let now = Int64(status.st_size)
        if now < size { return "truncated from \(size) to \(now) bytes" }
        if now > size { return "grown from \(size) to \(now) bytes" }
        if Self.modificationTime(status) != modified { return "rewritten in place" }
        return nil
    }

    private static func modificationTime(_ status: stat) -> (seconds: Int, nanoseconds: Int) {
        #if canImport(Darwin)
        (Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec))
        #else
        (Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec))
        #endif
    }
}
