/// Values read before they are needed, so that the cache misses of reads at random places in
/// tables larger than the cache are under way together instead of one after another.
///
/// Each value read is folded into ``folded``; whoever reads ahead keeps the result (a value nobody
/// keeps would let the compiler drop the reads).
struct ReadAhead: Sendable {
    private(set) var folded: UInt64 = 0

    @inline(__always)
    mutating func read(_ value: some FixedWidthInteger) {
        folded |= UInt64(truncatingIfNeeded: value)
    }

    /// This fold and `other`'s together.
    func combined(with other: ReadAhead) -> ReadAhead {
        ReadAhead(folded: folded | other.folded)
    }
}
