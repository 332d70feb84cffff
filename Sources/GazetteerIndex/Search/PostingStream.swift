/// Postings of several words merged in rank order (most important record first), without repeats.
///
/// Each source carries the most its postings can add to a record's importance (its bound): the
/// stream drops a source as soon as the importance of its next record plus that bound cannot
/// reach the caller's threshold, so a walk stops early once the best results are known.
struct PostingStream {
    private struct Source {
        var cursor: PostingCoding.Cursor
        var bound: Double
        var rank: Int
        var ordinal: Int
        var shape: UInt8 = 0
        /// For a head: the prefix's words, to continue with when the head ends.
        var continuation: (first: WordDictionary.Position, end: WordDictionary.Position)?
        var isFullHead = false

        @inline(__always)
        func precedes(_ other: Source) -> Bool {
            rank != other.rank ? rank < other.rank : ordinal < other.ordinal
        }
    }

    private var heap: [Source] = []
    /// Postings handed out so far.
    private(set) var delivered = 0

    /// Adds one word's list.
    mutating func add(_ cursor: PostingCoding.Cursor, bound: Double) {
        var source = Source(cursor: cursor, bound: bound, rank: 0, ordinal: 0)
        push(&source)
    }

    /// Adds every word from `first` up to `end` (a prefix's words): through the prefix's head
    /// when it is heavy, else each word's list.
    mutating func addWords(
        first: WordDictionary.Position, end: WordDictionary.Position, prefixLength: Int, bound: Double,
        index: Gazetteer, buffer: UnsafeMutablePointer<UInt8>
    ) {
        guard first.word < end.word else { return }
        let heavy = end.postingsBefore - first.postingsBefore > index.heavyThreshold
        if heavy, let head = index.head(firstWord: first.word, length: prefixLength) {
            var source = Source(cursor: head.cursor, bound: bound, rank: 0, ordinal: 0, continuation: (first, end),
                                isFullHead: head.count >= index.headLength)
            push(&source)
        } else {
            addEachWord(first: first, end: end, bound: bound, after: nil, index: index, buffer: buffer)
        }
    }

    /// Pushes each word's list, skipping postings up to `after` (rank, ordinal).
    private mutating func addEachWord(
        first: WordDictionary.Position, end: WordDictionary.Position, bound: Double, after: (Int, Int)?,
        index: Gazetteer, buffer: UnsafeMutablePointer<UInt8>
    ) {
        let dictionary = WordDictionary(index)
        var block = first.word / WordBlockCoding.blockSize
        while block < dictionary.blockCount && block * WordBlockCoding.blockSize < end.word {
            var cursor = dictionary.cursor(block: block, buffer: buffer)
            while cursor.next(), cursor.word < end.word {
                guard cursor.word >= first.word else { continue }
                var source = Source(cursor: dictionary.postings(at: dictionary.position(of: cursor)), bound: bound, rank: 0, ordinal: 0)
                push(&source, after: after)
            }
            block += 1
        }
    }

    /// Reads `source`'s next posting (past `after`) and puts it on the heap, or drops it when empty.
    private mutating func push(_ source: inout Source, after: (Int, Int)? = nil) {
        while source.cursor.next() {
            if let after, source.cursor.rank < after.0 || (source.cursor.rank == after.0 && source.cursor.ordinal <= after.1) {
                continue
            }
            source.rank = source.cursor.rank
            source.ordinal = source.cursor.ordinal
            source.shape = source.cursor.shape
            heap.append(source)
            siftUp(heap.count - 1)
            return
        }
    }

    /// The next posting whose source can still reach `threshold`, with the shape bits and the
    /// largest bound of every source that holds it.
    mutating func next(threshold: Double, index: Gazetteer, buffer: UnsafeMutablePointer<UInt8>) -> (rank: Int, ordinal: Int, shape: UInt8, bound: Double)? {
        while !heap.isEmpty {
            let rank = heap[0].rank
            let ordinal = heap[0].ordinal
            let importance = index.importance(atRank: rank)
            var shape: UInt8 = 0
            var bound = -Double.infinity
            // Every source at this posting moves on; those that cannot reach the threshold are dropped.
            while let top = heap.first, top.rank == rank, top.ordinal == ordinal {
                var source = popTop()
                guard importance + source.bound >= threshold else { continue }
                shape |= source.shape
                bound = max(bound, source.bound)
                if let continuation = source.continuation, source.cursor.remainingCount == 0 {
                    // The head ends: a full head continues with the words themselves, after its last posting.
                    if source.isFullHead {
                        addEachWord(first: continuation.first, end: continuation.end, bound: source.bound,
                                    after: (rank, ordinal), index: index, buffer: buffer)
                    }
                } else {
                    push(&source)
                }
            }
            guard bound > -.infinity else { continue }
            delivered += 1
            return (rank, ordinal, shape, bound)
        }
        return nil
    }

    private mutating func popTop() -> Source {
        let top = heap[0]
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(0)
        }
        return top
    }

    private mutating func siftUp(_ start: Int) {
        BinaryHeap.siftUp(&heap, from: start) { $0.precedes($1) }
    }

    private mutating func siftDown(_ start: Int) {
        BinaryHeap.siftDown(&heap, from: start, count: heap.count) { $0.precedes($1) }
    }
}
