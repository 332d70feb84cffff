#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A whole file mapped read-only into memory; unmapped when the last reference goes.
///
/// The one place that owns raw memory: everything else reads through ``ByteView``.
final class MappedFile: @unchecked Sendable {
    let path: String
    let view: ByteView
    private let mapping: UnsafeMutableRawPointer?

    /// Maps `path`. O(1): nothing is read.
    init(path: String) throws(IndexError) {
        self.path = path
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .cannotOpen(path: path, reason: systemError()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .cannotOpen(path: path, reason: systemError()) }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw .cannotOpen(path: path, reason: "not a regular file")
        }
        let size = Int(status.st_size)
        guard size >= IndexFormat.headerSize else {
            if size == 0 { throw .cannotOpen(path: path, reason: "empty file") }
            throw .notAnIndex(path: path)
        }
        let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0)
        guard let address, address != MAP_FAILED else { throw .cannotOpen(path: path, reason: systemError()) }
        mapping = address
        view = ByteView(base: UnsafeRawPointer(address), count: size)
    }

    deinit {
        if let mapping { munmap(mapping, view.count) }
    }
}

/// The current `errno` as text.
func systemError() -> String {
    String(cString: strerror(errno))
}
