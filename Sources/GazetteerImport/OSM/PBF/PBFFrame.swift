/// One PBF blob as framed in the file, not yet decompressed.
struct PBFFrame: Sendable {
    /// Byte offset of the frame's 4-byte length prefix in the file.
    var offset: UInt64
    /// The BlobHeader type: `OSMHeader`, `OSMData`, or something to skip.
    var type: String
    /// The serialized `Blob` message.
    var blob: [UInt8]
}
