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
