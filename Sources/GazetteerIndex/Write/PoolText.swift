/// Strings in string-pool form (varint length, then UTF-8) made away from the pool, by a thread
/// that may not append to it, and added to it later in one piece (``StringInterner/appendEncoded(_:)``).
struct PoolText {
    /// The reference the first string will have once the text is in the pool.
    let base: UInt32
    private(set) var bytes: [UInt8] = []

    init(base: UInt32) {
        self.base = base
    }

    /// Appends `string`; returns the reference it will have in the pool. O(length).
    mutating func append(_ string: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let reference = UInt64(base) + UInt64(bytes.count)
        precondition(reference + UInt64(string.count) + 5 <= UInt64(UInt32.max), "the string pool would pass 4 GiB")
        Varint.append(string.count, to: &bytes)
        bytes.append(contentsOf: string)
        return UInt32(reference)
    }
}
