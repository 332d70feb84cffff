/// Builds the name sections: sorted unique keys, postings ranked within each key, and the
/// precomputed top lists of heavy prefixes.
struct NameIndexBuilder {
    struct Posting {
        var sortKey: UInt64
        var record: UInt32
        var display: UInt32
    }

    struct Output {
        var keys = ByteWriter()
        var keyIndex = ByteWriter()
        var postings = ByteWriter()
        var ranks = ByteWriter()
        var prefixes = ByteWriter()
        var prefixTop = ByteWriter()
        var keyCount = 0
        var postingCount = 0
        var prefixCount = 0
    }

    let interner: StringInterner
    let importance: [UInt16]
    let recordNames: [UInt32]
    let topListLength: Int
    let heavyThreshold: Int

    /// `entries` hold new record numbers; `importance` and `recordNames` are indexed by them.
    func build(_ entries: [IndexBuilder.NameEntry]) -> Output {
        let rankOfKey = sortedKeyRanks()
        var postings = entries.map { entry in
            Posting(
                sortKey: UInt64(rankOfKey[Int(entry.key)]) << 32 | UInt64(UInt16.max - importance[Int(entry.record)]) << 16,
                record: entry.record, display: entry.display)
        }
        postings.sort { $0.sortKey != $1.sortKey ? $0.sortKey < $1.sortKey : $0.record < $1.record }

        var output = Output()
        let keyCount = rankOfKey.count
        var keyOfRank = [UInt32](repeating: 0, count: keyCount)
        for (key, rank) in rankOfKey.enumerated() { keyOfRank[Int(rank)] = UInt32(key) }
        var keyStarts = [Int](repeating: 0, count: keyCount + 1)
        var position = 0
        for rank in 0..<keyCount {
            keyStarts[rank] = position
            while position < postings.count && Int(postings[position].sortKey >> 32) == rank { position += 1 }
        }
        keyStarts[keyCount] = postings.count

        var keySpans: [(start: Int, length: Int)] = []
        keySpans.reserveCapacity(keyCount)
        for rank in 0..<keyCount {
            let (start, length) = interner.span(at: Int(interner.offsets[Int(keyOfRank[rank])]))
            output.keyIndex.u32(UInt32(output.keys.bytes.count))
            output.keyIndex.u32(UInt32(keyStarts[rank]))
            keySpans.append((output.keys.bytes.count, length))
            output.keys.bytes.append(contentsOf: interner.pool[start..<start + length])
        }
        output.keyIndex.u32(UInt32(output.keys.bytes.count))
        output.keyIndex.u32(UInt32(postings.count))
        for posting in postings {
            output.postings.u32(posting.record)
            output.postings.u32(posting.display)
            output.ranks.u16(importance[Int(posting.record)])
        }
        output.keyCount = keyCount
        output.postingCount = postings.count
        buildPrefixes(keyBytes: output.keys.bytes, keySpans: keySpans, keyStarts: keyStarts, postings: postings, into: &output)
        return output
    }

    /// The rank of each key number in byte order.
    private func sortedKeyRanks() -> [UInt32] {
        let count = interner.offsets.count
        var order: [(prefix: UInt64, key: UInt32)] = []
        order.reserveCapacity(count)
        interner.pool.withUnsafeBufferPointer { pool in
            for key in 0..<count {
                let (start, length) = interner.span(at: Int(interner.offsets[key]))
                var prefix: UInt64 = 0
                for index in 0..<8 {
                    prefix <<= 8
                    if index < length { prefix |= UInt64(pool[start + index]) }
                }
                order.append((prefix, UInt32(key)))
            }
            order.sort { lhs, rhs in
                if lhs.prefix != rhs.prefix { return lhs.prefix < rhs.prefix }
                let (a, aLength) = interner.span(at: Int(interner.offsets[Int(lhs.key)]))
                let (b, bLength) = interner.span(at: Int(interner.offsets[Int(rhs.key)]))
                return pool[a..<a + aLength].lexicographicallyPrecedes(pool[b..<b + bLength])
            }
        }
        var ranks = [UInt32](repeating: 0, count: count)
        for (rank, entry) in order.enumerated() { ranks[Int(entry.key)] = UInt32(rank) }
        return ranks
    }

    /// Walks the sorted keys once, keeping a stack of open prefixes; a prefix whose postings
    /// outnumber the threshold gets an entry and its top list.
    private func buildPrefixes(
        keyBytes: [UInt8], keySpans: [(start: Int, length: Int)], keyStarts: [Int],
        postings: [Posting], into output: inout Output
    ) {
        struct Open { var key: Int; var length: Int; var firstPosting: Int }
        struct Heavy { var key: Int; var length: Int; var top: [UInt32] }
        var stack: [Open] = []
        var heavy: [Heavy] = []
        var previous: (start: Int, length: Int) = (0, 0)

        func close(downTo length: Int, endPosting: Int) {
            while let last = stack.last, last.length > length {
                stack.removeLast()
                if endPosting - last.firstPosting > heavyThreshold {
                    heavy.append(Heavy(key: last.key, length: last.length, top: topList(postings, last.firstPosting..<endPosting)))
                }
            }
        }

        for rank in 0..<keySpans.count {
            let span = keySpans[rank]
            var common = 0
            let limit = min(previous.length, span.length)
            while common < limit && keyBytes[previous.start + common] == keyBytes[span.start + common] { common += 1 }
            close(downTo: common, endPosting: keyStarts[rank])
            var length = common + 1
            while length <= span.length {
                let isBoundary = length == span.length || keyBytes[span.start + length] & 0xC0 != 0x80
                if isBoundary {
                    stack.append(Open(key: rank, length: length, firstPosting: keyStarts[rank]))
                }
                length += 1
            }
            previous = span
        }
        close(downTo: 0, endPosting: postings.count)

        heavy.sort { $0.key != $1.key ? $0.key < $1.key : $0.length < $1.length }
        for entry in heavy {
            output.prefixes.u32(UInt32(entry.key))
            output.prefixes.u16(UInt16(clamping: entry.length))
            output.prefixes.u16(UInt16(entry.top.count))
            output.prefixes.u32(UInt32(output.prefixTop.bytes.count / 4))
            for posting in entry.top { output.prefixTop.u32(posting) }
        }
        output.prefixCount = heavy.count
    }

    /// The best postings of a range: distinct records by importance, then record number;
    /// for a record matched by several names, its primary name wins.
    private func topList(_ postings: [Posting], _ range: Range<Int>) -> [UInt32] {
        var best: [(importance: UInt16, record: UInt32, posting: UInt32)] = []
        best.reserveCapacity(topListLength + 1)
        for index in range {
            let posting = postings[index]
            let score = importance[Int(posting.record)]
            if best.count == topListLength {
                let worst = best[best.count - 1]
                if score < worst.importance || (score == worst.importance && posting.record > worst.record) { continue }
            }
            if let existing = best.firstIndex(where: { $0.record == posting.record }) {
                if posting.display == recordNames[Int(posting.record)] { best[existing].posting = UInt32(index) }
                continue
            }
            if best.count == topListLength { best.removeLast() }
            var slot = best.count
            while slot > 0 && (best[slot - 1].importance < score
                || (best[slot - 1].importance == score && best[slot - 1].record > posting.record)) {
                slot -= 1
            }
            best.insert((score, posting.record, UInt32(index)), at: slot)
        }
        return best.map(\.posting)
    }
}
