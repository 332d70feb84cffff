/// Builds the name sections: sorted unique keys, postings ranked within each key, and the
/// precomputed top lists of heavy prefixes.
struct NameIndexBuilder {
    struct Posting {
        /// The key's first 8 bytes, big-endian, zero-padded: most comparisons end here.
        var prefix: UInt64
        var keyOffset: UInt32
        var keyLength: UInt16
        var rank: UInt16
        var record: UInt32
        var display: UInt32
    }

    struct Output {
        var keys = ByteWriter()
        var keyIndex: [UInt8] = []
        var postings: [UInt8] = []
        var ranks: [UInt8] = []
        var prefixes = ByteWriter()
        var prefixTop = ByteWriter()
        var keyCount = 0
        var postingCount = 0
        var prefixCount = 0
    }

    let keyBytes: [UInt8]
    let importance: [UInt16]
    let recordNames: [UInt32]
    let topListLength: Int
    let heavyThreshold: Int

    /// `newNumbers` maps the entries' record numbers to the written order (`UInt32.max`: dropped);
    /// `importance` and `recordNames` are indexed by the new numbers.
    ///
    /// `entries` is emptied once turned into postings, so its memory is free for the sort.
    func build(_ entries: inout [IndexBuilder.NameEntry], newNumbers: [UInt32]) -> Output {
        var postings: [Posting] = []
        postings.reserveCapacity(entries.count)
        keyBytes.withUnsafeBufferPointer { keys in
            for entry in entries {
                let record = newNumbers[Int(entry.record)]
                guard record != UInt32.max else { continue }
                var prefix: UInt64 = 0
                let start = Int(entry.keyOffset)
                let length = Int(entry.keyLength)
                for index in 0..<8 {
                    prefix <<= 8
                    if index < length { prefix |= UInt64(keys[start + index]) }
                }
                postings.append(Posting(
                    prefix: prefix, keyOffset: entry.keyOffset, keyLength: entry.keyLength,
                    rank: importance[Int(record)], record: record, display: entry.display))
            }
        }
        entries = []
        sortByKeyThenRank(&postings)

        var output = Output()
        var keyStarts: [Int] = []
        keyBytes.withUnsafeBufferPointer { keys in
            for index in postings.indices where index == 0 || Self.compare(keys, postings[index - 1], postings[index]) != 0 {
                keyStarts.append(index)
            }
        }
        let keyCount = keyStarts.count
        keyStarts.append(postings.count)
        var keySpans: [(start: Int, length: Int)] = []
        keySpans.reserveCapacity(keyCount)
        for number in 0..<keyCount {
            let posting = postings[keyStarts[number]]
            keySpans.append((output.keys.bytes.count, Int(posting.keyLength)))
            output.keys.bytes.append(contentsOf: keyBytes[Int(posting.keyOffset)..<Int(posting.keyOffset) + Int(posting.keyLength)])
        }
        output.keyIndex = fixedWidthSection(count: keyCount + 1, stride: IndexFormat.keyEntrySize) { number, entry in
            entry.put(UInt32(number < keyCount ? keySpans[number].start : output.keys.bytes.count))
            entry.put(UInt32(keyStarts[number]))
        }
        output.postings = fixedWidthSection(count: postings.count, stride: IndexFormat.postingSize) { index, entry in
            entry.put(postings[index].record)
            entry.put(postings[index].display)
        }
        output.ranks = fixedWidthSection(count: postings.count, stride: 2) { index, entry in
            entry.put(postings[index].rank)
        }
        output.keyCount = keyCount
        output.postingCount = postings.count
        buildPrefixes(keyBytes: output.keys.bytes, keySpans: keySpans, keyStarts: keyStarts, postings: postings, into: &output)
        return output
    }

    /// Orders postings by key bytes, then rank (descending), then record number: a radix sort on
    /// the keys' first 8 bytes, then a comparison sort inside each run that shares them.
    private func sortByKeyThenRank(_ postings: inout [Posting]) {
        radixSort(&postings) { $0.prefix }
        keyBytes.withUnsafeBufferPointer { keys in
            postings.withUnsafeMutableBufferPointer { postings in
                var start = 0
                while start < postings.count {
                    var end = start + 1
                    while end < postings.count && postings[end].prefix == postings[start].prefix { end += 1 }
                    if end - start > 1 {
                        postings[start..<end].sort { lhs, rhs in
                            let order = lhs.keyLength > 8 || rhs.keyLength > 8 ? Self.compare(keys, lhs, rhs) : 0
                            if order != 0 { return order < 0 }
                            if lhs.rank != rhs.rank { return lhs.rank > rhs.rank }
                            return lhs.record < rhs.record
                        }
                    }
                    start = end
                }
            }
        }
    }

    /// Byte order of two postings' keys.
    @inline(__always)
    private static func compare(_ keys: UnsafeBufferPointer<UInt8>, _ lhs: Posting, _ rhs: Posting) -> Int {
        if lhs.prefix != rhs.prefix { return lhs.prefix < rhs.prefix ? -1 : 1 }
        let common = Int(min(lhs.keyLength, rhs.keyLength))
        var index = 8
        while index < common {
            let left = keys[Int(lhs.keyOffset) + index]
            let right = keys[Int(rhs.keyOffset) + index]
            if left != right { return left < right ? -1 : 1 }
            index += 1
        }
        return lhs.keyLength == rhs.keyLength ? 0 : (lhs.keyLength < rhs.keyLength ? -1 : 1)
    }

    /// Finds every heavy prefix (more postings than the threshold) by splitting heavy key ranges
    /// on their next byte, so only heavy ranges and their children are ever looked at; each heavy
    /// prefix that ends on a character boundary gets an entry and its top list.
    private func buildPrefixes(
        keyBytes: [UInt8], keySpans: [(start: Int, length: Int)], keyStarts: [Int],
        postings: [Posting], into output: inout Output
    ) {
        struct Heavy { var key: Int; var length: Int; var top: [UInt32] }
        var heavy: [Heavy] = []
        /// Key ranges whose keys all share their first `depth` bytes and whose postings are too many.
        var pending: [(keys: Range<Int>, depth: Int)] = []
        if keyStarts[keySpans.count] - keyStarts[0] > heavyThreshold { pending.append((0..<keySpans.count, 0)) }

        func byte(_ key: Int, _ position: Int) -> Int {
            let span = keySpans[key]
            return position < span.length ? Int(keyBytes[span.start + position]) : -1
        }

        while let (keys, depth) = pending.popLast() {
            var groupStart = keys.lowerBound
            // Keys that end at `depth` (the prefix itself) sort first and extend nothing.
            while groupStart < keys.upperBound && keySpans[groupStart].length <= depth { groupStart += 1 }
            while groupStart < keys.upperBound {
                let value = byte(groupStart, depth)
                var low = groupStart + 1
                var high = keys.upperBound
                while low < high {
                    let middle = (low + high) / 2
                    if byte(middle, depth) <= value { low = middle + 1 } else { high = middle }
                }
                let group = groupStart..<low
                if keyStarts[group.upperBound] - keyStarts[group.lowerBound] > heavyThreshold {
                    let length = depth + 1
                    let isBoundary = keySpans[group.lowerBound].length == length || byte(group.lowerBound, length) & 0xC0 != 0x80
                    if isBoundary {
                        let range = keyStarts[group.lowerBound]..<keyStarts[group.upperBound]
                        heavy.append(Heavy(key: group.lowerBound, length: length, top: topList(postings, range)))
                    }
                    pending.append((group, length))
                }
                groupStart = low
            }
        }

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
