/// The validated header and section table of a mapped index.
struct SectionTable {
    let sections: [SectionInfo]

    /// Checks magic, version, length, header checksum and section bounds. O(1) in the file size.
    init(file: IndexStorage) throws(IndexError) {
        let view = file.view
        let path = file.path
        for (offset, byte) in IndexFormat.magic.enumerated() where view.u8(offset) != byte {
            throw .notAnIndex(path: path)
        }
        let version = view.u32(8)
        guard version == IndexFormat.version else {
            throw .unsupportedVersion(path: path, found: version, supported: IndexFormat.version)
        }
        let sectionCount = Int(view.u32(12))
        guard sectionCount <= IndexFormat.maximumSectionCount else {
            throw .corruptHeader(path: path, reason: "section count \(sectionCount) exceeds \(IndexFormat.maximumSectionCount)")
        }
        let declaredLength = view.u64(16)
        guard declaredLength == UInt64(view.count) else {
            throw .lengthMismatch(path: path, expected: declaredLength, actual: UInt64(view.count))
        }
        let tableEnd = IndexFormat.headerSize + sectionCount * IndexFormat.sectionEntrySize
        guard tableEnd <= view.count else {
            throw .corruptHeader(path: path, reason: "section table runs past the end of the file")
        }
        guard Self.headerChecksum(view, tableEnd: tableEnd) == view.u32(IndexFormat.headerCRCOffset) else {
            throw .corruptHeader(path: path, reason: "header checksum mismatch")
        }
        var sections: [SectionInfo] = []
        for index in 0..<sectionCount {
            let entry = IndexFormat.headerSize + index * IndexFormat.sectionEntrySize
            let rawKind = view.u32(entry)
            let offset = view.u64(entry + 8)
            let length = view.u64(entry + 16)
            guard let kind = SectionKind(rawValue: rawKind) else {
                throw .corruptHeader(path: path, reason: "unknown section kind \(rawKind)")
            }
            guard offset >= UInt64(tableEnd), length <= UInt64(view.count), offset <= UInt64(view.count) - length
            else {
                throw .sectionOutOfBounds(
                    path: path, section: kind.description, offset: offset, length: length,
                    fileLength: UInt64(view.count))
            }
            guard offset % UInt64(IndexFormat.alignment) == 0 else {
                throw .misalignedSection(path: path, section: kind.description, offset: offset, alignment: IndexFormat.alignment)
            }
            guard !sections.contains(where: { $0.kind == kind }) else {
                throw .corruptHeader(path: path, reason: "section \(kind) appears twice")
            }
            sections.append(SectionInfo(kind: kind, offset: Int(offset), length: Int(length), checksum: view.u32(entry + 4)))
        }
        sections.sort { $0.offset < $1.offset }
        for (previous, next) in zip(sections, sections.dropFirst()) where previous.offset + previous.length > next.offset {
            throw .sectionOutOfBounds(
                path: path, section: next.kind.description, offset: UInt64(next.offset),
                length: UInt64(next.length), fileLength: UInt64(view.count))
        }
        self.sections = sections
    }

    /// The view of a required section.
    func view(_ kind: SectionKind, in file: IndexStorage) throws(IndexError) -> ByteView {
        guard let section = sections.first(where: { $0.kind == kind }) else {
            throw .missingSection(path: file.path, section: kind.description)
        }
        return file.view.slice(section.offset, section.length)
    }

    /// CRC-32 of the header and section table with the checksum field taken as zero.
    static func headerChecksum(_ view: ByteView, tableEnd: Int) -> UInt32 {
        var crc = CRC32()
        crc.update(view.slice(0, IndexFormat.headerCRCOffset).buffer)
        withUnsafeBytes(of: UInt32(0)) { crc.update($0) }
        let rest = IndexFormat.headerCRCOffset + 4
        crc.update(view.slice(rest, tableEnd - rest).buffer)
        return crc.value
    }
}
