/// One entry of the section table, which follows the header: where a section lies and its checksum.
///
/// Entry `n` starts at ``offset(ofEntry:)``; the writer stores through these fields and
/// ``SectionTable`` loads through them.
package enum SectionEntryLayout {
    /// ``SectionKind`` raw value.
    package static let kind = Field<UInt32>.first
    /// CRC-32 of the section's bytes (checked by ``Gazetteer/verify()``).
    package static let crc = kind.followed(by: UInt32.self)
    /// Offset of the section in the file, a multiple of ``IndexFormat/alignment``.
    package static let offset = crc.followed(by: UInt64.self)
    /// The section's length in bytes, without padding.
    package static let length = offset.followed(by: UInt64.self)

    /// Bytes per entry.
    package static let size = length.end

    /// The file offset of table entry `number` (for `number` = the section count: the end of the table).
    package static func offset(ofEntry number: Int) -> Int { HeaderLayout.size + number * size }
}
