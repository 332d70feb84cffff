/// Size limits of the PBF format (wiki "PBF Format", fileformat.proto).
enum PBFLimits {
    /// A BlobHeader must be smaller than 64 KiB.
    static let maxBlobHeaderBytes = 64 * 1024
    /// A Blob, and the data it inflates to, must be smaller than 32 MiB.
    static let maxBlobBytes = 32 * 1024 * 1024
    /// Deflate's largest expansion (a 258-byte match in about 2 bits): a blob whose `raw_size` is
    /// more than this many times its zlib data is refused before memory is set aside for it.
    static let maxInflationRatio = 1032
}
