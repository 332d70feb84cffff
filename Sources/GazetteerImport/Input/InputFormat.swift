/// The container format of an input file, as told by its first bytes.
@_spi(Internals) public enum InputFormat: String, Sendable {
    /// Uncompressed bytes.
    case plain
    /// One or more gzip members (RFC 1952).
    case gzip
    /// A zip archive (PKWARE APPNOTE), including ZIP64.
    case zip
}

extension InputFormat {
    /// How many leading bytes ``init(magic:)`` and ``unsupportedCompression(magic:)`` look at.
    static let magicLength = 8

    /// The compressed or archive format that `magic` announces when it is one this reader does not
    /// read (bzip2, xz, zstd, lz4, 7z, rar, lzip, compress), with the command that unpacks it.
    static func unsupportedCompression(magic: some Collection<UInt8>) -> (format: String, command: String)? {
        let bytes = Array(magic.prefix(magicLength))
        let known: [([UInt8], String, String)] = [
            (Array("BZh".utf8), "bzip2", "bunzip2 -k"),
            ([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00], "xz", "unxz -k"),
            ([0x28, 0xB5, 0x2F, 0xFD], "zstd", "unzstd"),
            ([0x04, 0x22, 0x4D, 0x18], "lz4", "unlz4"),
            ([0x02, 0x21, 0x4C, 0x18], "lz4 (legacy)", "unlz4"),
            ([0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C], "7z", "7z x"),
            (Array("Rar!".utf8) + [0x1A, 0x07], "rar", "unrar x"),
            (Array("LZIP".utf8), "lzip", "lzip -dk"),
            ([0x1F, 0x9D], "compress (.Z)", "uncompress"),
        ]
        for (prefix, format, command) in known where bytes.starts(with: prefix) {
            if format == "bzip2", bytes.count < 4 || !(0x31...0x39).contains(bytes[3]) { continue }
            return (format, command)
        }
        return nil
    }

    /// Classifies a file by its leading bytes: gzip `1f 8b`, zip `PK 03 04` or an empty archive's
    /// `PK 05 06`; anything else, including a file shorter than the magic, is plain.
    ///
    /// - Parameter magic: Up to ``magicLength`` bytes from the start of the file.
    init(magic: some Collection<UInt8>) {
        let bytes = Array(magic.prefix(Self.magicLength))
        if bytes.starts(with: [0x1F, 0x8B]) {
            self = .gzip
        } else if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
            self = .zip
        } else {
            self = .plain
        }
    }
}
