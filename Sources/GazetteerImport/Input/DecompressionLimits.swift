/// Bounds on how far compressed data may expand, to stop decompression bombs.
///
/// The limits hold for a whole input file, not per piece: all members of a gzip file, all members
/// of a zip archive together (which may not share or overlap their bytes), all blobs of a PBF file.
/// The ratio is checked while reading, after each chunk: once more than `ratioGraceBytes` have been
/// produced, the decompressed byte count may not exceed `maxExpansionRatio` times the compressed
/// bytes consumed so far. A zip archive's declared sizes are checked the same way before any member
/// is read. Real GeoNames and OpenStreetMap extracts expand 3-12x; deflate cannot expand more than
/// about 1032x.
public struct DecompressionLimits: Sendable {
    /// Largest allowed ratio of decompressed to compressed bytes once `ratioGraceBytes` have been produced. Default 100 (real GeoNames/OSM data is 3-12x; deflate's theoretical maximum is ~1032x).
    ///
    /// `.infinity` turns the check off.
    public var maxExpansionRatio: Double

    /// Decompressed bytes produced before the ratio is checked; default 64 MiB, so small inputs never trip the ratio check.
    public var ratioGraceBytes: UInt64

    /// Creates limits.
    ///
    /// - Parameters:
    ///   - maxExpansionRatio: Largest allowed ratio of decompressed to compressed bytes.
    ///   - ratioGraceBytes: Decompressed bytes produced before the ratio is checked.
    public init(maxExpansionRatio: Double = 100, ratioGraceBytes: UInt64 = 64 << 20) {
        self.maxExpansionRatio = maxExpansionRatio
        self.ratioGraceBytes = ratioGraceBytes
    }
}

extension DecompressionLimits {
    /// Returns the expansion ratio if it breaks the limits, or `nil` if reading may go on.
    ///
    /// - Parameters:
    ///   - produced: Decompressed bytes produced so far.
    ///   - consumed: Compressed bytes consumed so far.
    /// - Complexity: O(1).
    func excessRatio(produced: UInt64, consumed: UInt64) -> Double? {
        guard produced > ratioGraceBytes else { return nil }
        let ratio = Double(produced) / Double(max(consumed, 1))
        return ratio > maxExpansionRatio ? ratio : nil
    }
}
