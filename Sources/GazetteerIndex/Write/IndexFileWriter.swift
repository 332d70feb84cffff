/// Writes an index file section by section, as the sections are produced.
///
/// Each section goes to a temporary file beside the destination as soon as it is appended, at the
/// next multiple of ``IndexFormat/alignment`` with zero padding before it, its CRC-32 computed as
/// its bytes pass; room for the header and the section table is reserved at the start.
/// ``finish()`` writes them there, syncs the file and renames it over the destination. A writer
/// that fails, or is dropped before ``finish()``, leaves nothing behind (``TemporaryFile``).
///
/// ```swift
/// let writer = try IndexFileWriter(to: path)
/// try writer.append(.parameters, parameters)     // a section in one piece
/// try writer.begin(.records)                     // or in several
/// for chunk in chunks { try writer.append(chunk) }
/// writer.end()
/// …
/// let size = try writer.finish()
/// ```
package final class IndexFileWriter {
    private let file: TemporaryFile
    private let sectionCount: Int
    /// The sections ended so far, in file order.
    private var sections: [SectionInfo] = []
    /// The section being appended: its kind, its offset and the checksum of its bytes so far.
    private var current: (kind: SectionKind, offset: Int, crc: CRC32)?
    /// Bytes in the file so far.
    private var position: Int

    /// Opens a temporary file beside `path` and reserves room for the header and a table of
    /// `sectionCount` entries (by default, one for every ``SectionKind`` that is not optional).
    /// - Throws: ``IndexError/writeFailed(path:code:)`` or ``IndexError/interrupted(path:)``.
    package init(to path: String, sectionCount: Int = SectionKind.requiredCount) throws(IndexError) {
        precondition(sectionCount <= IndexFormat.maximumSectionCount, "more than \(IndexFormat.maximumSectionCount) sections")
        file = try TemporaryFile(near: path)
        self.sectionCount = sectionCount
        position = SectionEntryLayout.offset(ofEntry: sectionCount)
        try file.write([UInt8](repeating: 0, count: position))
    }

    /// Starts a section at the next aligned offset; its bytes follow with ``append(_:)``.
    /// - Precondition: no section is open, `kind` is not in the file yet, and fewer sections than
    ///   reserved are written.
    /// - Throws: ``IndexError/writeFailed(path:code:)``.
    package func begin(_ kind: SectionKind) throws(IndexError) {
        precondition(current == nil, "a section is begun before the one before it is ended")
        precondition(sections.count < sectionCount, "more sections than the \(sectionCount) reserved")
        precondition(!sections.contains { $0.kind == kind }, "section \(kind) is written twice")
        let start = (position + IndexFormat.alignment - 1) / IndexFormat.alignment * IndexFormat.alignment
        try file.write([UInt8](repeating: 0, count: start - position))
        position = start
        current = (kind, start, CRC32())
    }

    /// Appends `bytes` to the section begun last. O(n) in the bytes.
    /// - Throws: ``IndexError/writeFailed(path:code:)``.
    package func append(_ bytes: [UInt8]) throws(IndexError) {
        try bytes.withUnsafeBytes { bytes in Result { () throws(IndexError) in try append(bytes) } }.get()
    }

    /// Appends `bytes` (a list in memory or spilled) to the section begun last. O(n) in the bytes.
    /// - Throws: ``IndexError/writeFailed(path:code:)``.
    func append(_ bytes: SpillableArray<UInt8>) throws(IndexError) {
        try bytes.withUnsafeBufferPointer { bytes throws(IndexError) in try append(UnsafeRawBufferPointer(bytes)) }
    }

    /// Appends `bytes` to the section begun last. O(n) in the bytes.
    /// - Throws: ``IndexError/writeFailed(path:code:)``.
    func append(_ bytes: UnsafeRawBufferPointer) throws(IndexError) {
        precondition(current != nil, "bytes are appended outside a section")
        current!.crc.update(bytes)
        try file.write(bytes)
        position += bytes.count
    }

    /// Ends the section begun last, recording its place and checksum for the section table.
    package func end() {
        guard let section = current else { preconditionFailure("a section is ended that was not begun") }
        sections.append(SectionInfo(
            kind: section.kind, offset: section.offset, length: position - section.offset, checksum: section.crc.value))
        current = nil
    }

    /// Writes a whole section: ``begin(_:)``, ``append(_:)``, ``end()``. O(n) in the bytes.
    package func append(_ kind: SectionKind, _ bytes: [UInt8]) throws(IndexError) {
        try begin(kind)
        try append(bytes)
        end()
    }

    /// Writes a whole section from a list in memory or spilled. O(n) in the bytes.
    func append(_ kind: SectionKind, _ bytes: SpillableArray<UInt8>) throws(IndexError) {
        try begin(kind)
        try append(bytes)
        end()
        bytes.releasePages()
    }

    /// Writes a whole section of `count` entries of `stride` bytes, each made by `fill` (its
    /// number and where to store its fields), a megabyte of entries at a time: a section as long
    /// as the records is never whole in memory. O(count).
    /// - Throws: ``IndexError/writeFailed(path:code:)``.
    func append(_ kind: SectionKind, count: Int, stride: Int, _ fill: (Int, EntryWriter) -> Void) throws(IndexError) {
        try begin(kind)
        let perChunk = max(Self.entryChunkBytes / stride, 1)
        for chunkStart in Swift.stride(from: 0, to: count, by: perChunk) {
            try append(fixedWidthSection(count: min(perChunk, count - chunkStart), stride: stride) { fill(chunkStart + $0, $1) })
        }
        end()
    }

    /// How many bytes of entries ``append(_:count:stride:_:)`` makes at a time.
    static let entryChunkBytes = 1 << 20

    /// Writes the header and the section table at the start of the file, syncs it and renames it
    /// over the destination; returns the file's size.
    /// - Precondition: every reserved section is written and none is open.
    /// - Throws: ``IndexError/writeFailed(path:code:)`` or ``IndexError/interrupted(path:)``.
    package func finish() throws(IndexError) -> Int {
        precondition(current == nil, "the file is finished inside a section")
        precondition(sections.count == sectionCount, "\(sections.count) sections written, \(sectionCount) reserved")
        try file.write(Self.headerAndTable(sections, fileLength: position), at: 0)
        try file.commit()
        return position
    }

    /// Writes `sections` in this order to a file at `path` and returns its size.
    /// - Throws: ``IndexError/writeFailed(path:code:)`` or ``IndexError/interrupted(path:)``.
    /// - Complexity: O(n) in the bytes.
    static func write(_ sections: [(SectionKind, [UInt8])], to path: String) throws(IndexError) -> Int {
        let writer = try IndexFileWriter(to: path, sectionCount: sections.count)
        for (kind, bytes) in sections { try writer.append(kind, bytes) }
        return try writer.finish()
    }

    /// The header and section table of a file of `fileLength` bytes holding `sections` in this
    /// order, with its checksum. O(sections).
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
}
