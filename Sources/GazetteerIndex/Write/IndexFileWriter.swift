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
        var position = SectionEntryLayout.offset(ofEntry: sections.count)
        for (kind, bytes) in sections {
            position = align(position)
            layout.append((kind, position, bytes))
            position += bytes.count
        }
        let fileLength = position

        let checksums = concurrentMap(layout.map(\.bytes)) { bytes in bytes.withUnsafeBytes { CRC32.checksum($0) } }
        let header = headerAndTable(
            zip(layout, checksums).map { entry, checksum in
                SectionInfo(kind: entry.kind, offset: entry.offset, length: entry.bytes.count, checksum: checksum)
            },
            fileLength: fileLength)

        let output = try TemporaryFile(near: path)
        var written = 0
        try output.write(header)
        written = header.count
        for entry in layout {
            try output.write([UInt8](repeating: 0, count: entry.offset - written))
            try output.write(entry.bytes)
            written = entry.offset + entry.bytes.count
        }
        try output.commit()
        return fileLength
    }

    /// The header and section table of a file holding `sections` in this order, with its checksum.
    static func headerAndTable(_ sections: [SectionInfo], fileLength: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: SectionEntryLayout.offset(ofEntry: sections.count))
        bytes.withUnsafeMutableBytes { buffer in
            let base = buffer.baseAddress!
            let header = EntryWriter(base: base)
            header.store(HeaderLayout.magic, IndexFormat.magicValue)
            header.store(HeaderLayout.version, IndexFormat.version)
            header.store(HeaderLayout.sectionCount, UInt32(sections.count))
            header.store(HeaderLayout.fileLength, UInt64(fileLength))
            for (number, section) in sections.enumerated() {
                let entry = EntryWriter(base: base + SectionEntryLayout.offset(ofEntry: number))
                entry.store(SectionEntryLayout.kind, section.kind.rawValue)
                entry.store(SectionEntryLayout.crc, section.checksum)
                entry.store(SectionEntryLayout.offset, UInt64(section.offset))
                entry.store(SectionEntryLayout.length, UInt64(section.length))
            }
            let written = ByteView(base: UnsafeRawPointer(base), count: buffer.count)
            header.store(HeaderLayout.headerCRC, HeaderLayout.checksum(written, tableEnd: buffer.count))
        }
        return bytes
    }

    private static func align(_ value: Int) -> Int {
        (value + IndexFormat.alignment - 1) / IndexFormat.alignment * IndexFormat.alignment
    }
}
