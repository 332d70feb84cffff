import GazetteerIndex
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
    /// The file's size in bytes when it was opened: reading stops there, so a file that grows
    /// while it is read (or never ends) is read as it was.
    let size: UInt64
    /// The file's identity: device and inode numbers.
    let device: UInt64
    let inode: UInt64
    private let descriptor: Int32

    /// Opens a regular file for reading.
    ///
    /// The path is examined with `stat` before it is opened, and opened non-blocking, so a FIFO,
    /// socket or device is refused with its kind instead of blocking in `open(2)` or reading forever;
    /// the opened file is examined again in case the path changed in between. `-` (standard input)
    /// is refused: inputs are read more than once (to detect their format) and by position.
    ///
    /// - Throws: ``InputError/fileNotFound(path:)``, ``InputError/isDirectory(path:)``,
    ///   ``InputError/notARegularFile(path:kind:)``, ``InputError/standardInputNotSupported``,
    ///   ``InputError/permissionDenied(path:)`` or ``InputError/cannotOpen(path:reason:)``.
    init(path: String) throws(InputError) {
        guard path != "-" else { throw .standardInputNotSupported }
        var status = stat()
        guard stat(path, &status) == 0 else { throw Self.openingError(path, code: errno) }
        try Self.requireRegularFile(status, path: path)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Self.openingError(path, code: errno) }
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw .cannotOpen(path: path, reason: systemMessage(code))
        }
        do {
            try Self.requireRegularFile(status, path: path)
        } catch {
            close(descriptor)
            throw error
        }
        self.path = path
        self.size = UInt64(status.st_size)
        self.device = UInt64(status.st_dev)
        self.inode = UInt64(status.st_ino)
        self.descriptor = descriptor
    }

    private static func openingError(_ path: String, code: Int32) -> InputError {
        switch code {
        case ENOENT, ENOTDIR: .fileNotFound(path: path)
        case EACCES, EPERM: .permissionDenied(path: path)
        case EISDIR: .isDirectory(path: path)
        default: .cannotOpen(path: path, reason: systemMessage(code))
        }
    }

    private static func requireRegularFile(_ status: stat, path: String) throws(InputError) {
        switch status.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw .isDirectory(path: path)
        case S_IFIFO: throw .notARegularFile(path: path, kind: .fifo)
        case S_IFSOCK: throw .notARegularFile(path: path, kind: .socket)
        case S_IFCHR: throw .notARegularFile(path: path, kind: .characterDevice)
        case S_IFBLK: throw .notARegularFile(path: path, kind: .blockDevice)
        default: throw .notARegularFile(path: path, kind: .other)
        }
    }

    deinit {
        close(descriptor)
    }

    /// Reads bytes starting at `offset` until `buffer` is full or the file ends (at ``size``).
    ///
    /// - Returns: The number of bytes read; less than `buffer.count` only at the end of the file.
    /// - Throws: ``InputError/readFailed(path:offset:reason:)``, also when the file turns out shorter
    ///   than ``size`` (it was truncated while being read).
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: UInt64) throws(InputError) -> Int {
        guard let base = buffer.baseAddress, offset < size else { return 0 }
        let wanted = Int(clamping: min(UInt64(buffer.count), size - offset))
        var filled = 0
        while filled < wanted {
            let position = offset + UInt64(filled)
            let count = pread(descriptor, base + filled, wanted - filled, off_t(position))
            if count > 0 {
                filled += count
            } else if count == 0 {
                throw .readFailed(path: path, offset: position, reason: "the file ends early: it was truncated while being read")
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
