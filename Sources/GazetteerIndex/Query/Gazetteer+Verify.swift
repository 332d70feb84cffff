extension Gazetteer {
    /// Checks every section's checksum and that the bytes between sections are zero,
    /// so any single changed byte in the file is found.
    ///
    /// - Throws: ``IndexError/checksumMismatch(path:section:expected:actual:)`` or
    ///   ``IndexError/nonZeroPadding(path:offset:)`` naming the damaged place.
    /// - Complexity: O(file size).
    public func verify() throws(IndexError) {
        let view = storage.view
        var position = SectionEntryLayout.offset(ofEntry: sections.count)
        for section in sections {
            try checkZero(view, from: position, to: section.offset)
            let actual = CRC32.checksum(view.slice(section.offset, section.length).buffer)
            guard actual == section.checksum else {
                throw .checksumMismatch(path: path, section: section.kind.description, expected: section.checksum, actual: actual)
            }
            position = section.offset + section.length
        }
        try checkZero(view, from: position, to: view.count)
    }

    private func checkZero(_ view: ByteView, from start: Int, to end: Int) throws(IndexError) {
        for offset in start..<max(start, end) where view.u8(offset) != 0 {
            throw .nonZeroPadding(path: path, offset: UInt64(offset))
        }
    }
}
