/// The first bytes of an input (its first stream, decompressed), read once so that every format can
/// recognise the file from them without opening it again.
public struct InputHead: Sendable {
    /// Bytes read: enough for a PBF BlobHeader (64 KiB + 4) and for the text checks (64 KiB).
    static let length = max(TextSniffer.headLength, PBFLimits.maxBlobHeaderBytes + 4)

    /// The first ``length`` bytes, or all of them when the stream is shorter.
    public let bytes: [UInt8]
    /// Whether ``bytes`` are the whole first stream.
    public let isWholeStream: Bool
    /// Whether the stream is a member of a zip archive.
    public let isZipMember: Bool

    /// Reads the head of `path`.
    ///
    /// - Throws: ``InputError`` when the file cannot be opened or its container is damaged.
    /// - Complexity: O(1): opens the file once and reads at most ``length`` bytes.
    public static func read(_ path: String) throws -> InputHead {
        guard let stream = try InputOpener.openStreams(path: path).first else {
            return InputHead(bytes: [], isWholeStream: true, isZipMember: false)
        }
        var bytes = [UInt8](repeating: 0, count: length)
        var filled = 0
        while filled < bytes.count {
            let count = try bytes.withUnsafeMutableBytes { try stream.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[filled...])) }
            if count == 0 { return InputHead(bytes: Array(bytes[..<filled]), isWholeStream: true, isZipMember: stream is ZipMemberStream) }
            filled += count
        }
        return InputHead(bytes: bytes, isWholeStream: false, isZipMember: stream is ZipMemberStream)
    }

    /// The first ``TextSniffer/headLength`` bytes, and whether they are the whole stream.
    var text: (bytes: [UInt8], isWhole: Bool) {
        bytes.count <= TextSniffer.headLength
            ? (bytes, isWholeStream) : (Array(bytes[..<TextSniffer.headLength]), false)
    }
}
