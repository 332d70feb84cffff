extension WordIndexBuilder {
    /// Where each word's bytes lie in the table's pool, given `order`, the table's number of each
    /// word in byte order.
    ///
    /// Byte order visits the table at random: each word's offset and its bytes miss the cache. The
    /// two halves of `order` are read on two threads, each reading the offsets some words ahead
    /// and the bytes of words a little less far ahead, so that the misses are under way together.
    /// - Returns: the spans, and what was read ahead (for the caller to keep).
    /// - Complexity: O(words).
    func spans(of order: [UInt32]) -> (spans: [(start: Int, length: Int)], readAhead: ReadAhead) {
        let count = order.count
        var readAhead = ReadAhead()
        let spans = table.pool.withUnsafeBufferPointer { pool in
            table.offsets.withUnsafeBufferPointer { offsets in
                order.withUnsafeBufferPointer { order in
                    [(start: Int, length: Int)](unsafeUninitializedCapacity: count) { spans, initialized in
                        let (first, second) = concurrently({
                            Self.spans(of: order, 0..<count / 2, offsets: offsets, pool: pool, into: spans)
                        }, {
                            Self.spans(of: order, count / 2..<count, offsets: offsets, pool: pool, into: spans)
                        })
                        readAhead = first.combined(with: second)
                        initialized = count
                    }
                }
            }
        }
        return (spans, readAhead)
    }

    /// The spans of the words `range` of `order`, written to their places in `spans`.
    private static func spans(
        of order: UnsafeBufferPointer<UInt32>, _ range: Range<Int>, offsets: UnsafeBufferPointer<UInt32>,
        pool: UnsafeBufferPointer<UInt8>, into spans: UnsafeMutableBufferPointer<(start: Int, length: Int)>
    ) -> ReadAhead {
        var readAhead = ReadAhead()
        for index in range {
            if index + 2 * readAheadWords < range.upperBound { readAhead.read(offsets[Int(order[index + 2 * readAheadWords])]) }
            if index + readAheadWords < range.upperBound { readAhead.read(pool[Int(offsets[Int(order[index + readAheadWords])])]) }
            var start = Int(offsets[Int(order[index])])
            let length = Varint.read(pool, at: &start)
            (spans.baseAddress! + index).initialize(to: (start, length))
        }
        return readAhead
    }
}
