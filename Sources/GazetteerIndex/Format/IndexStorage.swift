#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of an open index: a whole file mapped read-only, or a private copy of bytes given in
/// memory; released when the last reference goes.
///
/// The one place that owns raw memory: everything else reads through ``ByteView``.
final class IndexStorage: @unchecked Sendable {
    /// The file's path, or a description of the bytes for an index opened from memory.
    let path: String
    let view: ByteView
    /// For a mapped file: what notices the file being changed in place.
    let watch: MappingWatch?
    private let release: () -> Void

    /// Maps the file at `path`. O(1): nothing is read.
    ///
    /// The path is checked with `stat` before it is opened, so a FIFO or device never blocks the
    /// open, and the opened file is checked again in case the path changed in between. The file
    /// stays open while mapped, watched by a ``MappingWatch``: a truncation underneath reads as
    /// zeros instead of killing the process with SIGBUS, and ``change()`` reports it.
    init(path: String) throws(IndexError) {
        self.path = path
        var status = stat()
        guard stat(path, &status) == 0 else { throw .opening(path, code: errno) }
        try Self.requireRegularFile(status, path: path)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .opening(path, code: errno) }
        var handedOver = false
        defer { if !handedOver { close(descriptor) } }
        guard fstat(descriptor, &status) == 0 else { throw .systemError(path: path, operation: "stat", code: errno) }
        try Self.requireRegularFile(status, path: path)
        let size = Int(status.st_size)
        guard size >= HeaderLayout.size else {
            if size == 0 { throw .emptyFile(path: path) }
            throw .notAnIndex(path: path)
        }
        let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0)
        guard let address, address != MAP_FAILED else { throw .systemError(path: path, operation: "map", code: errno) }
        let watch = MappingWatch(descriptor: descriptor, status: status, address: UnsafeRawPointer(address), length: size)
        handedOver = true
        self.watch = watch
        view = ByteView(base: UnsafeRawPointer(address), count: size)
        release = {
            watch.stopGuarding()
            munmap(address, size)
        }
    }

    /// Copies `bytes` into memory of its own (8-byte aligned, as a mapping is). O(n).
    init(bytes: some Collection<UInt8>, name: String) throws(IndexError) {
        path = name
        let count = bytes.count
        guard count >= HeaderLayout.size else {
            if count == 0 { throw .emptyFile(path: name) }
            throw .notAnIndex(path: name)
        }
        let memory = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: IndexFormat.alignment)
        UnsafeMutableRawBufferPointer(start: memory, count: count).copyBytes(from: bytes)
        view = ByteView(base: UnsafeRawPointer(memory), count: count)
        watch = nil
        release = { memory.deallocate() }
    }

    deinit {
        release()
    }

    private static func requireRegularFile(_ status: stat, path: String) throws(IndexError) {
        let kind: IndexError.FileKind
        switch status.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: kind = .directory
        case S_IFIFO: kind = .fifo
        case S_IFSOCK: kind = .socket
        case S_IFCHR: kind = .characterDevice
        case S_IFBLK: kind = .blockDevice
        default: kind = .other
        }
        throw .notARegularFile(path: path, kind: kind)
    }
}
