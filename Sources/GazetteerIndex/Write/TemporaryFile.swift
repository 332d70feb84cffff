#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written beside its destination and renamed over it only when complete.
///
/// Where the platform has anonymous files (Linux `O_TMPFILE`), the data has no name until
/// ``commit()``, which links it under a temporary name and renames that over the destination at
/// once: a process killed while writing (even by SIGKILL) leaves nothing behind. Elsewhere the
/// file has a recognizable name, `.NAME.gazetteer-partial.PID.RANDOM`, holds an exclusive `flock`
/// while open, and is removed by the next build in that directory once its process is gone (see
/// ``TemporaryFiles/removeStale(in:)``). ``TemporaryFiles`` knows every named temporary file, so
/// an interrupted process removes its own.
final class TemporaryFile {
    let destination: String
    /// The temporary file's name, or `nil` while it is anonymous.
    private(set) var path: String?
    private var descriptor: Int32
    /// The name an anonymous file is linked under just before the rename.
    private let linkName: String
    /// Bytes written after what is written so far, and how many of them the system was asked to
    /// write back to the disk already.
    private var appended = 0
    private var writtenBack = 0

    /// Appended bytes past which the system is asked to start writing them back (``write(_:at:)``).
    static let writebackStep = 16 << 20

    init(near destination: String) throws(IndexError) {
        self.destination = destination
        let slash = destination.lastIndex(of: "/")
        let directory = slash.map { String(destination[...$0]) } ?? ""
        let name = slash.map { String(destination[destination.index(after: $0)...]) } ?? destination
        linkName = "\(directory).\(name)\(TemporaryFiles.partialMarker)\(getpid()).\(String(UInt32.random(in: 0...UInt32.max), radix: 16))"
        TemporaryFiles.removeStale(in: directory.isEmpty ? "." : directory)
        let linkName = linkName
        if let anonymous = Self.openAnonymous(in: directory.isEmpty ? "." : directory) {
            descriptor = anonymous
            path = nil
        } else {
            let created = TemporaryFiles.shared.create(linkName) { open(linkName, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
            guard created.descriptor >= 0 else {
                throw created.error == ECANCELED ? .interrupted(path: destination) : .writeFailed(path: destination, code: created.error)
            }
            descriptor = created.descriptor
            path = linkName
        }
        // Held until the file is closed: tells a later build the file is not stale.
        _ = flock(descriptor, LOCK_EX | LOCK_NB)
    }

    /// Writes `bytes` after what is written so far or, given an `offset`, over the bytes there
    /// (which leaves the end of the file where it is). A failure discards the file.
    func write(_ bytes: [UInt8], at offset: Int? = nil) throws(IndexError) {
        try bytes.withUnsafeBytes { buffer in Result { () throws(IndexError) in try write(buffer, at: offset) } }.get()
    }

    /// Writes `buffer` as ``write(_:at:)`` does.
    func write(_ buffer: UnsafeRawBufferPointer, at offset: Int? = nil) throws(IndexError) {
        var done = 0
        while done < buffer.count {
            let start = buffer.baseAddress! + done
            let count = buffer.count - done
            let result = if let offset {
                pwrite(descriptor, start, count, off_t(offset + done))
            } else {
                systemWrite(descriptor, start, count)
            }
            if result < 0 {
                if errno == EINTR { continue }
                let code = errno
                discard()
                throw .writeFailed(path: destination, code: code)
            }
            done += result
        }
        guard offset == nil else { return }
        appended += buffer.count
        if appended - writtenBack >= Self.writebackStep { startWriteback() }
    }

    /// Asks the system to start writing the bytes appended since the last call back to the disk,
    /// without waiting: they go while the build goes on, and ``commit()``'s sync finds little left
    /// to write (a 1.5 GB index's sync took a second at the end of its build). Linux only;
    /// elsewhere the sync does it all.
    private func startWriteback() {
        #if os(Linux)
        // Dirty pages cannot be dropped: for them the advice starts their writeback, and nothing waits for it.
        _ = posix_fadvise(descriptor, off_t(writtenBack), off_t(appended - writtenBack), POSIX_FADV_DONTNEED)
        #endif
        writtenBack = appended
    }

    /// Syncs the data and renames the file over the destination (linking an anonymous file first).
    func commit() throws(IndexError) {
        guard fsync(descriptor) == 0 else {
            let code = errno
            discard()
            throw .writeFailed(path: destination, code: code)
        }
        let result = TemporaryFiles.shared.commit(path ?? linkName, anonymous: path == nil ? descriptor : nil, to: destination)
        close(descriptor)
        descriptor = -1
        path = nil
        guard result == 0 else {
            throw result == ECANCELED ? .interrupted(path: destination) : .writeFailed(path: destination, code: result)
        }
    }

    /// Closes and removes the temporary file.
    func discard() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        if let path {
            unlink(path)
            TemporaryFiles.shared.unregister(path)
        }
        path = nil
    }

    deinit {
        if descriptor >= 0 { discard() }
    }

    /// An unnamed file in `directory` that can later be linked through `/proc/self/fd`, or `nil`
    /// where the platform or file system has none.
    private static func openAnonymous(in directory: String) -> Int32? {
        #if os(Linux)
        // O_TMPFILE is a macro Swift does not import: __O_TMPFILE (0o20000000 on the architectures
        // Swift runs on) with O_DIRECTORY. A kernel or file system without it fails the open, and
        // the named file is used instead.
        let temporaryFile: Int32 = 0o20000000 | O_DIRECTORY
        let descriptor = open(directory, temporaryFile | O_WRONLY | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        guard access(TemporaryFiles.procPath(descriptor), F_OK) == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
        #else
        return nil
        #endif
    }
}

@inline(__always)
private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, pointer, count)
}
