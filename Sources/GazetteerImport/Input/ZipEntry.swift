/// One file entry of a zip archive's central directory, with ZIP64 sizes and offsets resolved.
struct ZipEntry: Equatable {
    /// Compression method 0: the bytes are stored as they are.
    static let stored: UInt16 = 0
    /// Compression method 8: raw deflate.
    static let deflated: UInt16 = 8

    /// The entry's path inside the archive, "/"-separated.
    var name: String
    /// General purpose bit flags; bit 0 marks encryption.
    var flags: UInt16
    /// Compression method.
    var method: UInt16
    /// CRC-32 of the uncompressed bytes.
    var crc32: UInt32
    /// Size of the compressed data in bytes.
    var compressedSize: UInt64
    /// Size of the uncompressed data in bytes.
    var uncompressedSize: UInt64
    /// Offset of the entry's local header in the archive.
    var localHeaderOffset: UInt64

    /// Whether the entry is a directory (its name ends with a slash).
    var isDirectory: Bool {
        name.hasSuffix("/") || name.hasSuffix("\\")
    }

    /// Whether the entry is encrypted (flag bit 0).
    var isEncrypted: Bool {
        flags & 1 != 0
    }

    /// The last path component of ``name``.
    var baseName: Substring {
        name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last ?? Substring(name)
    }

    /// Whether the entry holds data to import: any file except a readme.txt (in any letter case).
    ///
    /// GeoNames per-country archives hold `XX.txt` beside a `readme.txt`.
    var isDataMember: Bool {
        !isDirectory && baseName.lowercased() != "readme.txt"
    }
}
