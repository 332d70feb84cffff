/// Size limits of the PBF format (wiki "PBF Format", fileformat.proto).
enum PBFLimits {
    /// A BlobHeader must be smaller than 64 KiB.
    static let maxBlobHeaderBytes = 64 * 1024
    /// A Blob, and the data it inflates to, must be smaller than 32 MiB.
    static let maxBlobBytes = 32 * 1024 * 1024
}
