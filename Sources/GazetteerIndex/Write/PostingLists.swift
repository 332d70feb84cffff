/// Every word's posting list, encoded (``PostingCoding``) straight into the postings section: the
/// list of word `w` is `bytes[byteStarts[w]..<byteStarts[w + 1]]`, holding `starts[w + 1] - starts[w]`
/// postings in rank order.
///
/// Two passes over the records in rank order, each on two threads (one half of the ranks each):
/// the first counts every word's postings and the bytes they take, the second writes each posting
/// where its word's list goes. Nothing but the section itself is held per posting: 2–3 bytes a
/// posting instead of a table of 8-byte entries.
struct PostingLists {
    /// Cumulative posting counts: word `w` has `starts[w + 1] - starts[w]` postings.
    let starts: [Int]
    /// Cumulative byte offsets of the lists in ``bytes``.
    let byteStarts: [Int]
    /// The postings section.
    let bytes: SpillableArray<UInt8>
    /// The passes' reads ahead (``PostingSource/forEachPosting(ranks:touch:_:)``), kept.
    let readAhead: ReadAhead

    /// Each pass counts the records it has read on `progress`.
    /// - Complexity: O(postings + words).
    /// - Throws: ``IndexError/tooLarge(reason:)`` when the lists would pass the 4 GiB the word
    ///   directory's 32-bit offsets reach; nothing is written then.
    init(
        words: WordIndexBuilder, ranking: WordIndexBuilder.Ranking, wordCount: Int, progress: BuildStageProgress? = nil
    ) throws(IndexError) {
        let middle = ranking.count / 2
        let halves = [0..<middle, middle..<ranking.count]
        let source = PostingSource(words: words, mainCounts: ranking.mainCounts, progress: progress)
        let (first, second) = concurrently(
            { source.sizes(ranks: halves[0], wordCount: wordCount) },
            { source.sizes(ranks: halves[1], wordCount: wordCount) })
        guard !first.overflowed, !second.overflowed else { throw Self.tooLarge }
        var starts = [Int](repeating: 0, count: wordCount + 1)
        var byteStarts = [Int](repeating: 0, count: wordCount + 1)
        // Where each half writes a word's next posting, and the rank it is coded against: the second
        // half's first posting of a word follows the first half's last, not rank 0.
        var firstCursors = [PostingCursor](repeating: PostingCursor(position: 0, previous: 0), count: wordCount)
        var secondCursors = firstCursors
        for word in 0..<wordCount {
            let (early, late) = (first.words[word], second.words[word])
            var lateBytes = Int(late.bytes)
            if early.lastRank >= 0 && late.firstRank >= 0 {
                let (rank, low) = (Int(late.firstRank), Int(second.firstLowBits[word]))
                lateBytes += Self.varintSize((rank - Int(early.lastRank)) << 5 | low) - Self.varintSize(rank << 5 | low)
                secondCursors[word].previous = early.lastRank
            }
            starts[word + 1] = starts[word] + Int(early.count) + Int(late.count)
            byteStarts[word + 1] = byteStarts[word] + Int(early.bytes) + lateBytes
            guard byteStarts[word + 1] <= Int(UInt32.max) else { throw Self.tooLarge }
            firstCursors[word].position = UInt32(byteStarts[word])
            secondCursors[word].position = UInt32(byteStarts[word] + Int(early.bytes))
        }
        let total = byteStarts[wordCount]
        var bytes = SpillableArray<UInt8>(uninitializedCount: total, budget: words.nameWords.budget)
        let written = bytes.withUnsafeMutableBufferPointer { buffer in
            let target = SharedBytes(buffer)
            return concurrently(
                { source.write(ranks: halves[0], cursors: firstCursors, into: target) },
                { source.write(ranks: halves[1], cursors: secondCursors, into: target) })
        }
        readAhead = first.readAhead.combined(with: second.readAhead).combined(with: written.0).combined(with: written.1)
        self.bytes = bytes
        self.starts = starts
        self.byteStarts = byteStarts
    }

    static let tooLarge = IndexError.tooLarge(reason: "more than 4 GiB of postings (the word directory's offsets are 32-bit)")

    /// The bytes of `value` as a ``Varint``.
    @inline(__always)
    static func varintSize(_ value: Int) -> Int {
        var size = 1
        var rest = value >> 7
        while rest > 0 {
            size += 1
            rest >>= 7
        }
        return size
    }
}

/// What the first pass learns of one half of the ranks.
private struct HalfSizes {
    /// Per word (one entry, so that a posting reads and writes one place).
    var words: [WordTally]
    /// Per word, the low bits (shape and ordinal flag) of its first posting's first varint (written once a word).
    var firstLowBits: [UInt8]
    /// Whether a word's bytes passed 4 GiB (its ``WordTally/bytes`` then wrapped).
    var overflowed: Bool
    /// The entries read ahead.
    var readAhead: ReadAhead
}

/// One word's postings in one half of the ranks.
private struct WordTally {
    var count: UInt32 = 0
    /// Bytes of the word's postings, the first coded against rank 0.
    var bytes: UInt32 = 0
    /// The rank of the word's first and last postings in this half (-1: none).
    var firstRank: Int32 = -1
    var lastRank: Int32 = -1
}

/// Where the second pass writes a word's next posting, and the rank that posting is coded against.
private struct PostingCursor {
    var position: UInt32
    var previous: Int32
}

/// The postings of the final records, as the name lists and word numbers give them.
private struct PostingSource {
    let words: WordIndexBuilder
    /// By rank, how many of the record's names are main.
    let mainCounts: SpillableArray<UInt32>
    /// Where the records read are counted, a block at a time.
    let progress: BuildStageProgress?

    /// Calls `body(rank, word, ordinal, shape)` for each posting of the records at `ranks`, in order.
    ///
    /// The ranks are read in blocks: `touch(word)` is called for every word of a block's records
    /// before their postings are, so that the per-word entries `body` reads and writes (at random
    /// in tables larger than the cache) are read together and their misses overlap.
    @inline(__always)
    func forEachPosting(ranks: Range<Int>, touch: (Int) -> Void, _ body: (Int, Int, Int, UInt8) -> Void) {
        words.nameWords.withUnsafeBufferPointer { nameWords in
        words.nameStarts.withUnsafeBufferPointer { nameStarts in
        words.recordWords.withUnsafeBufferPointer { recordWords in
        words.recordStarts.withUnsafeBufferPointer { recordStarts in
        words.recordNameStarts.withUnsafeBufferPointer { firstNames in
        mainCounts.withUnsafeBufferPointer { mainCounts in
            // The words builder holds records and names in rank order: read front to back.
            var blockStart = ranks.lowerBound
            while blockStart < ranks.upperBound {
                let block = blockStart..<min(blockStart + Self.touchBlock, ranks.upperBound)
                blockStart = block.upperBound
                for position in Int(nameStarts[Int(firstNames[block.lowerBound])])..<Int(nameStarts[Int(firstNames[block.upperBound])]) {
                    touch(Int(nameWords[position]))
                }
                for position in Int(recordStarts[block.lowerBound])..<Int(recordStarts[block.upperBound]) {
                    touch(Int(recordWords[position]))
                }
                for rank in block {
                    let first = Int(firstNames[rank])
                    let mainCount = Int(mainCounts[rank])
                    for name in first..<Int(firstNames[rank + 1]) {
                        let ordinal = name - first
                        let wordRange = Int(nameStarts[name])..<Int(nameStarts[name + 1])
                        for position in wordRange {
                            let word = nameWords[position]
                            // A word met again in the same name was offered at its first place.
                            guard !nameWords[wordRange.lowerBound..<position].contains(word) else { continue }
                            let shape = PostingShape.make(
                                isMain: ordinal < mainCount, atStart: position == wordRange.lowerBound, words: wordRange.count)
                            body(rank, Int(word), ordinal, shape)
                        }
                    }
                    for position in Int(recordStarts[rank])..<Int(recordStarts[rank + 1]) {
                        body(rank, Int(recordWords[position]), 0, 0)
                    }
                }
                progress?.advance(by: block.count)
            }
        }}}}}}
    }

    /// Records whose words' entries are read together (``forEachPosting(ranks:touch:_:)``).
    static let touchBlock = 64

    /// The low bits of a posting's first varint: shape, and whether an ordinal follows.
    @inline(__always)
    static func lowBits(ordinal: Int, shape: UInt8) -> Int { Int(shape & 0xF) << 1 | (ordinal > 0 ? 1 : 0) }

    func sizes(ranks: Range<Int>, wordCount: Int) -> HalfSizes {
        var tallies = [WordTally](repeating: WordTally(), count: wordCount)
        var firstLowBits = [UInt8](repeating: 0, count: wordCount)
        var overflowed = false
        var readAhead = ReadAhead()
        tallies.withUnsafeMutableBufferPointer { tallies in
        firstLowBits.withUnsafeMutableBufferPointer { firstLowBits in
            forEachPosting(ranks: ranks, touch: { readAhead.read(tallies[$0].count) }) { rank, word, ordinal, shape in
                let low = Self.lowBits(ordinal: ordinal, shape: shape)
                var tally = tallies[word]
                if tally.firstRank < 0 {
                    tally.firstRank = Int32(rank)
                    firstLowBits[word] = UInt8(low)
                }
                var size = PostingLists.varintSize((rank - max(Int(tally.lastRank), 0)) << 5 | low)
                if ordinal > 0 { size += PostingLists.varintSize(ordinal) }
                let (sum, over) = tally.bytes.addingReportingOverflow(UInt32(size))
                tally.bytes = sum
                overflowed = overflowed || over
                tally.count &+= 1
                tally.lastRank = Int32(rank)
                tallies[word] = tally
            }
        }}
        return HalfSizes(words: tallies, firstLowBits: firstLowBits, overflowed: overflowed, readAhead: readAhead)
    }

    /// - Returns: the entries read ahead, for the caller to keep.
    func write(ranks: Range<Int>, cursors: [PostingCursor], into target: SharedBytes) -> ReadAhead {
        var cursors = cursors
        var readAhead = ReadAhead()
        cursors.withUnsafeMutableBufferPointer { cursors in
            let base = target.buffer.baseAddress!
            @inline(__always) func put(_ value: Int, at position: inout Int) {
                var rest = value
                while rest >= 0x80 {
                    base[position] = UInt8(truncatingIfNeeded: rest) | 0x80
                    position += 1
                    rest >>= 7
                }
                base[position] = UInt8(truncatingIfNeeded: rest)
                position += 1
            }
            forEachPosting(ranks: ranks, touch: { readAhead.read(cursors[$0].position) }) { rank, word, ordinal, shape in
                var position = Int(cursors[word].position)
                put((rank - Int(cursors[word].previous)) << 5 | Self.lowBits(ordinal: ordinal, shape: shape), at: &position)
                if ordinal > 0 { put(ordinal, at: &position) }
                cursors[word] = PostingCursor(position: UInt32(position), previous: Int32(rank))
            }
        }
        return readAhead
    }
}

/// A buffer two threads write at disjoint positions.
private struct SharedBytes: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }
}
