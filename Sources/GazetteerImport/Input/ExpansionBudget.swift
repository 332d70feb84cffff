/// The bytes produced and consumed by every stream read from one input file, so that
/// ``DecompressionLimits`` hold across the whole input: all members of a zip archive together,
/// all members of a gzip file, all blobs of a PBF file.
final class ExpansionBudget {
    let limits: DecompressionLimits
    private(set) var produced: UInt64 = 0
    private(set) var consumed: UInt64 = 0

    init(limits: DecompressionLimits) {
        self.limits = limits
    }

    /// Adds what one read produced and consumed.
    ///
    /// - Parameters:
    ///   - name: the reading stream's name, for the error.
    ///   - offset: the position reached in the file, for the error.
    /// - Throws: ``InputError/expansionLimitExceeded(name:offset:ratio:limit:)`` once the whole input
    ///   expands past the limit.
    /// - Complexity: O(1).
    func record(produced more: UInt64, consumed read: UInt64, name: String, offset: UInt64) throws(InputError) {
        produced &+= more
        consumed &+= read
        if let ratio = limits.excessRatio(produced: produced, consumed: consumed) {
            throw .expansionLimitExceeded(name: name, offset: offset, ratio: ratio, limit: limits.maxExpansionRatio)
        }
    }
}
