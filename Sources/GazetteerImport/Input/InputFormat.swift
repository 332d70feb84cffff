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
    /// How many leading bytes ``init(magic:)`` looks at.
    static let magicLength = 4

    /// Classifies a file by its leading bytes: gzip `1f 8b`, zip `PK 03 04` or an empty archive's
    /// `PK 05 06`; anything else, including a file shorter than the magic, is plain.
    ///
    /// - Parameter magic: Up to ``magicLength`` bytes from the start of the file.
    init(magic: some Collection<UInt8>) {
        let bytes = Array(magic.prefix(Self.magicLength))
        if bytes.starts(with: [0x1F, 0x8B]) {
            self = .gzip
        } else if bytes == [0x50, 0x4B, 0x03, 0x04] || bytes == [0x50, 0x4B, 0x05, 0x06] {
            self = .zip
        } else {
            self = .plain
        }
    }
}
