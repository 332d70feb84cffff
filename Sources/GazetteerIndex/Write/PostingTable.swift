/// Every word's postings in rank order, in one flat array: the postings of word `w` are
/// `entries[starts[w]..<starts[w + 1]]`, each `rank << 32 | ordinal << 4 | shape`.
///
/// Built by a counting sort over the records in rank order, on two threads: each counts, then
/// places, the postings of one half of the ranks, the second half's after the first's in every list.
struct PostingTable {
    let starts: [Int]
    let entries: [UInt64]

    /// - Complexity: O(postings + words).
    init(words: WordIndexBuilder, ranking: WordIndexBuilder.Ranking, wordCount: Int) {
        let rankOrder = ranking.rankOrder
        let middle = rankOrder.count / 2
        let halves = [0..<middle, middle..<rankOrder.count]
        let source = PostingSource(words: words, lists: ranking.lists)
        let (firstCounts, secondCounts) = concurrently(
            { source.counts(ranks: halves[0], rankOrder: rankOrder, wordCount: wordCount) },
            { source.counts(ranks: halves[1], rankOrder: rankOrder, wordCount: wordCount) })
        var starts = [Int](repeating: 0, count: wordCount + 1)
        for word in 0..<wordCount { starts[word + 1] = starts[word] + Int(firstCounts[word]) + Int(secondCounts[word]) }
        let secondCursor = (0..<wordCount).map { starts[$0] + Int(firstCounts[$0]) }
        let total = starts[wordCount]
        let entries = [UInt64](unsafeUninitializedCapacity: total) { buffer, initialized in
            let target = SharedBuffer(buffer)
            _ = concurrently(
                { source.place(ranks: halves[0], rankOrder: rankOrder, cursor: Array(starts.dropLast()), into: target) },
                { source.place(ranks: halves[1], rankOrder: rankOrder, cursor: secondCursor, into: target) })
            initialized = total
        }
        self.starts = starts
        self.entries = entries
    }
}

/// The postings of one final record, as the name lists and word numbers give them.
private struct PostingSource {
    let words: WordIndexBuilder
    let lists: NameLists

    /// Calls `body(word, ordinal << 4 | shape)` for each posting of the records at `ranks`, in order.
    func forEachPosting(ranks: Range<Int>, rankOrder: [UInt32], _ body: (Int, Int, UInt64) -> Void) {
        var seen: [UInt32] = []
        words.nameWords.withUnsafeBufferPointer { nameWords in
        words.nameStarts.withUnsafeBufferPointer { nameStarts in
        words.recordWords.withUnsafeBufferPointer { recordWords in
        words.recordStarts.withUnsafeBufferPointer { recordStarts in
        lists.starts.withUnsafeBufferPointer { firstNames in
        lists.mainCounts.withUnsafeBufferPointer { mainCounts in
            for rank in ranks {
                let record = Int(rankOrder[rank])
                let first = Int(firstNames[record])
                let mainCount = Int(mainCounts[record])
                for name in first..<Int(firstNames[record + 1]) {
                    let ordinal = name - first
                    seen.removeAll(keepingCapacity: true)
                    let wordRange = Int(nameStarts[name])..<Int(nameStarts[name + 1])
                    for position in wordRange {
                        let word = nameWords[position]
                        guard !seen.contains(word) else { continue }
                        seen.append(word)
                        let shape = PostingShape.make(
                            isMain: ordinal < mainCount, atStart: position == wordRange.lowerBound, words: wordRange.count)
                        body(rank, Int(word), UInt64(ordinal) << 4 | UInt64(shape))
                    }
                }
                for position in Int(recordStarts[record])..<Int(recordStarts[record + 1]) {
                    body(rank, Int(recordWords[position]), 0)
                }
            }
        }}}}}}
    }

    func counts(ranks: Range<Int>, rankOrder: [UInt32], wordCount: Int) -> [UInt32] {
        var counts = [UInt32](repeating: 0, count: wordCount)
        counts.withUnsafeMutableBufferPointer { counts in
            forEachPosting(ranks: ranks, rankOrder: rankOrder) { _, word, _ in counts[word] += 1 }
        }
        return counts
    }

    func place(ranks: Range<Int>, rankOrder: [UInt32], cursor: [Int], into target: SharedBuffer) {
        var cursor = cursor
        cursor.withUnsafeMutableBufferPointer { cursor in
            forEachPosting(ranks: ranks, rankOrder: rankOrder) { rank, word, ordinalAndShape in
                target.buffer[cursor[word]] = UInt64(rank) << 32 | ordinalAndShape
                cursor[word] += 1
            }
        }
    }
}

/// A buffer two threads write at disjoint positions.
private struct SharedBuffer: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<UInt64>
    init(_ buffer: UnsafeMutableBufferPointer<UInt64>) { self.buffer = buffer }
}
