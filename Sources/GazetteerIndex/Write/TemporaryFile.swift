#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written beside its destination and renamed over it only when complete.
///
/// Until ``commit()`` the data lives at a hidden temporary path, which ``TemporaryFiles``
/// knows about so an interrupted process can remove it.
final class TemporaryFile {
    let destination: String
    let path: String
    private var descriptor: Int32

    init(near destination: String) throws(IndexError) {
        self.destination = destination
        let directory = destination.lastIndex(of: "/").map { String(destination[...$0]) } ?? ""
        let name = destination.split(separator: "/").last.map(String.init) ?? destination
        path = "\(directory).\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let path = path
        let created = TemporaryFiles.shared.create(path) { open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        guard created.descriptor >= 0 else {
            throw created.error == ECANCELED ? .interrupted(path: destination) : .writeFailed(path: destination, code: created.error)
        }
        descriptor = created.descriptor
    }

    func write(_ bytes: [UInt8]) throws(IndexError) {
        var offset = 0
        while offset < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + offset, bytes.count - offset)
            }
            if result < 0 {
                if errno == EINTR { continue }
                let code = errno
                discard()
                throw .writeFailed(path: destination, code: code)
            }
            offset += result
        }
    }

    /// Syncs the data and renames the file over the destination.
    func commit() throws(IndexError) {
        guard fsync(descriptor) == 0 else {
            let code = errno
            discard()
            throw .writeFailed(path: destination, code: code)
        }
        close(descriptor)
        descriptor = -1
        let result = TemporaryFiles.shared.commit(path, to: destination)
        guard result == 0 else {
            discard()
            throw result == ECANCELED ? .interrupted(path: destination) : .writeFailed(path: destination, code: result)
        }
    }

    /// Closes and removes the temporary file.
    func discard() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        unlink(path)
        TemporaryFiles.shared.unregister(path)
    }

    deinit {
        if descriptor >= 0 { discard() }
    }
}

@inline(__always)
private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, pointer, count)
}
