/// The file header: the first ``size`` bytes of every index, checked before anything else is read.
///
/// The section table (``SectionEntryLayout``) follows it. The writer stores through these fields
/// and ``SectionTable`` loads through them; docs/FORMAT.md shows them as a table.
package enum HeaderLayout {
    /// ``IndexFormat/magic``, its 8 bytes read as one little-endian integer.
    package static let magic = Field<UInt64>.first
    /// ``IndexFormat/version``.
    package static let version = magic.followed(by: UInt32.self)
    /// Entries in the section table, at most ``IndexFormat/maximumSectionCount``.
    package static let sectionCount = version.followed(by: UInt32.self)
    /// The file's length in bytes.
    package static let fileLength = sectionCount.followed(by: UInt64.self)
    /// CRC-32 of the header and the section table, taken with this field zero (``checksum(_:tableEnd:)``).
    package static let headerCRC = fileLength.followed(by: UInt32.self)
    /// Zero, room for fields a later version adds.
    package static let reserved = headerCRC.end..<size

    /// Bytes in the header.
    package static let size = 64

    /// CRC-32 of the header and section table in `view` (`0..<tableEnd`) with ``headerCRC`` taken as zero.
    /// O(tableEnd).
    static func checksum(_ view: ByteView, tableEnd: Int) -> UInt32 {
        var crc = CRC32()
        crc.update(view.slice(0, headerCRC.offset).buffer)
        withUnsafeBytes(of: UInt32(0)) { crc.update($0) }
        crc.update(view.slice(headerCRC.end, tableEnd - headerCRC.end).buffer)
        return crc.value
    }
}
