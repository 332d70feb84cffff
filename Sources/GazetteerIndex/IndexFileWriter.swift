#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes header, section table and sections to a temporary file, syncs it and renames it into place.
enum IndexFileWriter {
    /// Writes the file and returns its size.
    static func write(_ sections: [(SectionKind, [UInt8])], to path: String) throws(IndexError) -> Int {
        var layout: [(kind: SectionKind, offset: Int, bytes: [UInt8])] = []
        var position = IndexFormat.headerSize + sections.count * IndexFormat.sectionEntrySize
        for (kind, bytes) in sections {
            position = align(position)
            layout.append((kind, position, bytes))
            position += bytes.count
        }
        let fileLength = position

        var header = ByteWriter(capacity: IndexFormat.headerSize + sections.count * IndexFormat.sectionEntrySize)
        header.bytes.append(contentsOf: IndexFormat.magic)
        header.u32(IndexFormat.version)
        header.u32(UInt32(sections.count))
        header.u64(UInt64(fileLength))
        header.u32(0)
        header.bytes.append(contentsOf: repeatElement(0, count: IndexFormat.headerSize - header.bytes.count))
        let checksums = concurrentMap(layout.map(\.bytes)) { bytes in bytes.withUnsafeBytes { CRC32.checksum($0) } }
        for (entry, checksum) in zip(layout, checksums) {
            header.u32(entry.kind.rawValue)
            header.u32(checksum)
            header.u64(UInt64(entry.offset))
            header.u64(UInt64(entry.bytes.count))
        }
        let checksum = header.bytes.withUnsafeBytes { bytes in
            SectionTable.headerChecksum(ByteView(base: bytes.baseAddress, count: bytes.count), tableEnd: bytes.count)
        }
        withUnsafeBytes(of: checksum.littleEndian) { value in
            for index in 0..<4 { header.bytes[IndexFormat.headerCRCOffset + index] = value[index] }
        }

        let output = try TemporaryFile(near: path)
        var written = 0
        try output.write(header.bytes)
        written = header.bytes.count
        for entry in layout {
            try output.write([UInt8](repeating: 0, count: entry.offset - written))
            try output.write(entry.bytes)
            written = entry.offset + entry.bytes.count
        }
        try output.commit()
        return fileLength
    }

    private static func align(_ value: Int) -> Int {
        (value + IndexFormat.alignment - 1) / IndexFormat.alignment * IndexFormat.alignment
    }
}

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
            let reason = created.error == ECANCELED ? "interrupted" : String(cString: strerror(created.error))
            throw .writeFailed(path: destination, reason: reason)
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
                let reason = systemError()
                discard()
                throw .writeFailed(path: destination, reason: reason)
            }
            offset += result
        }
    }

    /// Syncs the data and renames the file over the destination.
    func commit() throws(IndexError) {
        guard fsync(descriptor) == 0 else {
            let reason = systemError()
            discard()
            throw .writeFailed(path: destination, reason: reason)
        }
        close(descriptor)
        descriptor = -1
        let result = TemporaryFiles.shared.commit(path, to: destination)
        guard result == 0 else {
            let reason = result == ECANCELED ? "interrupted" : String(cString: strerror(result))
            discard()
            throw .writeFailed(path: destination, reason: reason)
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
