#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Temporary files for data that outgrows memory: created without a name (or unlinked at once),
/// so they vanish with the process however it ends.
package enum SpillFile {
    /// A new empty file in `directory`, open for reading and writing.
    ///
    /// - Returns: the descriptor, or -1 and the `errno`.
    package static func create(in directory: String) -> (descriptor: Int32, error: Int32) {
        #if os(Linux)
        // O_TMPFILE (see TemporaryFile): a file with no name at all.
        let descriptor = open(directory, 0o20000000 | O_DIRECTORY | O_RDWR | O_CLOEXEC, 0o600)
        if descriptor >= 0 { return (descriptor, 0) }
        #endif
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        for _ in 0..<16 {
            let path = "\(base).gazetteer-scratch-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
            let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor >= 0 {
                unlink(path)
                return (descriptor, 0)
            }
            guard errno == EEXIST else { break }
        }
        return (-1, errno)
    }

    /// Grows the file from `start` to `end` bytes with its disk space allocated, so that a full disk
    /// is an error now rather than a fault on a later write to a mapping.
    ///
    /// - Returns: 0 or the `errno`.
    package static func allocate(_ descriptor: Int32, from start: Int, to end: Int) -> Int32 {
        guard end > start else { return 0 }
        #if os(Linux)
        return posix_fallocate(descriptor, off_t(start), off_t(end - start))
        #else
        return ftruncate(descriptor, off_t(end)) == 0 ? 0 : errno
        #endif
    }
}
