#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An open regular file read by position; the one owner of the file descriptor.
///
/// Reads use `pread(2)`, so several streams (the members of one zip archive) can share it
/// without a shared file position. The descriptor is closed when the last reference goes.
final class SourceFile {
    /// The path the file was opened with.
    let path: String
    /// The file's size in bytes when it was opened.
    let size: UInt64
    private let descriptor: Int32

    /// Opens a regular file for reading.
    ///
    /// - Throws: ``InputError/fileNotFound(path:)``, ``InputError/isDirectory(path:)``,
    ///   ``InputError/notARegularFile(path:)``, ``InputError/permissionDenied(path:)`` or
    ///   ``InputError/cannotOpen(path:reason:)``.
    init(path: String) throws(InputError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            switch code {
            case ENOENT: throw .fileNotFound(path: path)
            case EACCES, EPERM: throw .permissionDenied(path: path)
            case EISDIR: throw .isDirectory(path: path)
            default: throw .cannotOpen(path: path, reason: systemMessage(code))
            }
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw .cannotOpen(path: path, reason: systemMessage(code))
        }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFREG else {
            close(descriptor)
            throw kind == S_IFDIR ? .isDirectory(path: path) : .notARegularFile(path: path)
        }
        self.path = path
        self.size = UInt64(status.st_size)
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Reads bytes starting at `offset` until `buffer` is full or the file ends.
    ///
    /// - Returns: The number of bytes read; less than `buffer.count` only at the end of the file.
    /// - Throws: ``InputError/readFailed(path:offset:reason:)``.
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: UInt64) throws(InputError) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var filled = 0
        while filled < buffer.count {
            let position = offset + UInt64(filled)
            let count = pread(descriptor, base + filled, buffer.count - filled, off_t(position))
            if count > 0 {
                filled += count
            } else if count == 0 {
                break
            } else if errno != EINTR {
                throw .readFailed(path: path, offset: position, reason: systemMessage(errno))
            }
        }
        return filled
    }

    /// Reads exactly `count` bytes at `offset`, or fewer if the file ends first.
    ///
    /// - Throws: ``InputError/readFailed(path:offset:reason:)``.
    func readBytes(count: Int, at offset: UInt64) throws(InputError) -> [UInt8] {
        var failure: InputError?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            do throws(InputError) {
                initialized = try read(into: UnsafeMutableRawBufferPointer(buffer), at: offset)
            } catch {
                failure = error
                initialized = 0
            }
        }
        if let failure { throw failure }
        return bytes
    }

    /// Tells the system the file will be read from start to end.
    func adviseSequentialReading() {
        #if os(Linux)
        _ = posix_fadvise(descriptor, 0, 0, Int32(POSIX_FADV_SEQUENTIAL))
        #endif
    }
}

private func systemMessage(_ code: Int32) -> String {
    String(cString: strerror(code))
}
