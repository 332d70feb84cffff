/// The validated header and section table of a mapped index.
struct SectionTable {
    let sections: [SectionInfo]

    /// Checks magic, version, length, header checksum and section bounds. O(1) in the file size.
    init(file: IndexStorage) throws(IndexError) {
        let view = file.view
        let path = file.path
        guard view.load(HeaderLayout.magic, at: 0) == IndexFormat.magicValue else { throw .notAnIndex(path: path) }
        let version = view.load(HeaderLayout.version, at: 0)
        guard version == IndexFormat.version else {
            throw .unsupportedVersion(path: path, found: version, supported: IndexFormat.version)
        }
        let sectionCount = Int(view.load(HeaderLayout.sectionCount, at: 0))
        guard sectionCount <= IndexFormat.maximumSectionCount else {
            throw .corruptHeader(path: path, reason: "section count \(sectionCount) exceeds \(IndexFormat.maximumSectionCount)")
        }
        let declaredLength = view.load(HeaderLayout.fileLength, at: 0)
        guard declaredLength == UInt64(view.count) else {
            throw .lengthMismatch(path: path, expected: declaredLength, actual: UInt64(view.count))
        }
        let tableEnd = SectionEntryLayout.offset(ofEntry: sectionCount)
        guard tableEnd <= view.count else {
            throw .corruptHeader(path: path, reason: "section table runs past the end of the file")
        }
        guard HeaderLayout.checksum(view, tableEnd: tableEnd) == view.load(HeaderLayout.headerCRC, at: 0) else {
            throw .corruptHeader(path: path, reason: "header checksum mismatch")
        }
        var sections: [SectionInfo] = []
        for index in 0..<sectionCount {
            let entry = SectionEntryLayout.offset(ofEntry: index)
            let rawKind = view.load(SectionEntryLayout.kind, at: entry)
            let offset = view.load(SectionEntryLayout.offset, at: entry)
            let length = view.load(SectionEntryLayout.length, at: entry)
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
            let checksum = view.load(SectionEntryLayout.crc, at: entry)
            sections.append(SectionInfo(kind: kind, offset: Int(offset), length: Int(length), checksum: checksum))
        }
        sections.sort { $0.offset < $1.offset }
        for (previous, next) in zip(sections, sections.dropFirst()) where previous.offset + previous.length > next.offset {
            throw .sectionOutOfBounds(
                path: path, section: next.kind.description, offset: UInt64(next.offset),
                length: UInt64(next.length), fileLength: UInt64(view.count))
        }
        self.sections = sections
    }

    /// The view of a required section, checked against the size its ``SectionKind/spec`` expects.
    /// - Parameter parameters: the parameters section, whose counts the sizes depend on.
    /// - Throws: ``IndexError/missingSection(path:section:)`` or ``IndexError/malformedSection(path:section:reason:)``.
    func view(_ kind: SectionKind, in file: IndexStorage, parameters: ByteView) throws(IndexError) -> ByteView {
        guard let section = sections.first(where: { $0.kind == kind }) else {
            throw .missingSection(path: file.path, section: kind.description)
        }
        let view = file.view.slice(section.offset, section.length)
        let size = kind.spec.size
        if let expected = size.bytes(parameters: parameters), view.count != expected {
            let source = if case .fixed = size { "the format" } else { "the parameters" }
            throw .malformedSection(
                path: file.path, section: kind.description, reason: "\(view.count) bytes where \(source) need \(expected)")
        }
        return view
    }

    /// The view of an optional section (``SectionKind/isOptional``), or `nil` when the file has none.
    /// - Throws: ``IndexError/malformedSection(path:section:reason:)``.
    func optionalView(_ kind: SectionKind, in file: IndexStorage, parameters: ByteView) throws(IndexError) -> ByteView? {
        guard sections.contains(where: { $0.kind == kind }) else { return nil }
        return try view(kind, in: file, parameters: parameters)
    }

    /// The parameters section, checked to have its fixed size.
    func parameters(in file: IndexStorage) throws(IndexError) -> ByteView {
        try view(.parameters, in: file, parameters: .empty)
    }
}
