/// Constants of the index file format.
///
/// ```
/// offset  size  field
/// 0       8     magic "\x89GAZ\r\n\x1a\n"
/// 8       4     format version (UInt32)
/// 12      4     section count (UInt32, at most 32)
/// 16      8     file length in bytes (UInt64)
/// 24      4     CRC-32 of bytes 0..<64 + the section table, with this field zero
/// 28      36    reserved, zero
/// 64      24×n  section table: kind UInt32, CRC-32 UInt32, offset UInt64, length UInt64
/// ...           sections, each starting on an 8-byte boundary, zero padding between them
/// ```
/// All integers are little-endian. What each section holds is described once, in ``SectionKind``
/// and the layouts it names (``RecordLayout``, ``ParameterLayout``, ``NameBlockCoding``…).
package enum IndexFormat {
    /// The 8 magic bytes: a high byte, the name, CR LF, ^Z, LF (catches text-mode mangling).
    package static let magic: [UInt8] = [0x89, 0x47, 0x41, 0x5A, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The format version this build writes and reads.
    package static let version: UInt32 = 3
    /// ``magic`` as ``HeaderLayout/magic`` stores it: its bytes read as a little-endian integer.
    static let magicValue: UInt64 = magic.reversed().reduce(0) { $0 << 8 | UInt64($1) }
    package static let maximumSectionCount = 32
    /// Every section starts at a multiple of this many bytes; the bytes between sections are zero.
    package static let alignment = 8
}
