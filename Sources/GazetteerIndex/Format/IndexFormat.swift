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
/// All integers are little-endian.
package enum IndexFormat {
    /// The 8 magic bytes: a high byte, the name, CR LF, ^Z, LF (catches text-mode mangling).
    package static let magic: [UInt8] = [0x89, 0x47, 0x41, 0x5A, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The format version this build writes and reads.
    package static let version: UInt32 = 1
    package static let headerSize = 64
    package static let sectionEntrySize = 24
    package static let maximumSectionCount = 32
    package static let headerCRCOffset = 24
    package static let alignment = 8

    /// The fixed size of one record.
    package static let recordSize = 40
    /// Bytes per name-key directory entry: key offset and first posting, both UInt32.
    package static let keyEntrySize = 8
    /// Bytes per posting: record index and display-name reference, both UInt32.
    package static let postingSize = 8
    /// Bytes per heavy-prefix entry: key index UInt32, prefix length UInt16, top count UInt16, top start UInt32.
    package static let prefixEntrySize = 12
    package static let admin1EntrySize = 12
    package static let countryEntrySize = 8
    package static let parametersSize = 64
}

/// Byte offsets of the fields of one 40-byte record.
enum RecordField {
    static let latitudeE7 = 0       // Int32
    static let longitudeE7 = 4      // Int32
    static let sourceID = 8         // UInt64, SourceID.packed
    static let name = 16            // UInt32, string pool reference
    static let population = 20      // UInt32
    static let tags = 24            // UInt32, string pool reference (0: none)
    static let admin1 = 28          // UInt16, admin1 table index (0: none)
    static let featureCode = 30     // UInt16, code dictionary index (0: none)
    static let category = 32        // UInt16, code dictionary index (0: none)
    static let importance = 34      // UInt16
    static let country = 36         // 2 ASCII bytes (0: unknown)
    static let featureClass = 38    // UInt8 ASCII (0: unknown)
    static let flags = 39           // UInt8, RecordFlags bits
}

/// Byte offsets in the 64-byte parameters section.
enum ParameterField {
    static let recordCount = 0      // UInt32
    static let gridLevel = 4        // UInt32
    static let keyCount = 8         // UInt32
    static let postingCount = 12    // UInt32
    static let prefixCount = 16     // UInt32
    static let topListLength = 20   // UInt32
    static let heavyThreshold = 24  // UInt32
    static let codeCount = 28       // UInt32
    static let admin1Count = 32     // UInt32
    static let countryCount = 36    // UInt32
    static let createdAt = 40       // Int64, seconds since 1970
    static let foldFingerprint = 48 // UInt32, NameFoldTable.fingerprint of the table that built the keys
}
