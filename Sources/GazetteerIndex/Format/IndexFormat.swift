/// Constants of the index file format.
///
/// The file is a header (``HeaderLayout``), a section table (``SectionEntryLayout``), then the
/// sections that ``SectionKind/spec`` lists, each stated once in its layout or coding
/// (``RecordLayout``, ``ParameterLayout``, ``NameBlockCoding``…). docs/FORMAT.md describes the
/// whole file byte by byte.
package enum IndexFormat {
    /// The 8 magic bytes: a high byte, the name, CR LF, ^Z, LF (catches text-mode mangling).
    package static let magic: [UInt8] = [0x89, 0x47, 0x41, 0x5A, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The format version this build writes and reads.
    package static let version: UInt32 = 4
    /// ``magic`` as ``HeaderLayout/magic`` stores it: its bytes read as a little-endian integer.
    static let magicValue: UInt64 = magic.reversed().reduce(0) { $0 << 8 | UInt64($1) }
    package static let maximumSectionCount = 32
    /// Every section starts at a multiple of this many bytes; the bytes between sections are zero.
    package static let alignment = 8
}
