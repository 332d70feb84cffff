/// Postings of several words merged in rank order (most important record first), without repeats.
///
/// Each source carries the most its postings can add to a record's importance (its bound): the
/// stream drops a source as soon as the importance of its next record plus that bound cannot
/// reach the caller's threshold, so a walk stops early once the best results are known.
///
/// A heavy prefix is read through its head (its first postings, merged when the index was built),
/// then through its words' own lists: many of them (a short prefix has thousands) are merged as
/// one source a window of ranks at a time (``WindowedUnion``) rather than each on the heap.
/// - Complexity: O(log sources) a posting on the heap; see ``WindowedUnion`` for a prefix's words.
struct PostingStream {
    struct Source {
        var cursor: PostingCoding.Cursor
        var bound: Double
        /// The shape of the posting the source stands at.
        var shape: UInt8 = 0
        /// For a head: the prefix's words, to continue with when the head ends.
        var continuation: (first: WordDictionary.Position, end: WordDictionary.Position)?
        var isFullHead = false
        /// Whether the source is ``union`` (its cursor is unused).
        var isUnion = false
    }

    /// A source's place in the heap: the (rank, ordinal) it stands at, packed so that the heap
    /// compares and moves one word and an index, not the source itself.
    struct Entry {
        var key: UInt64
        var source: Int
    }

    private var sources: [Source] = []
    private var heap: [Entry] = []
    /// The words of one prefix with many of them (after its head), merged a window at a time.
    private var union = WindowedUnion()
    /// Postings handed out so far.
    private(set) var delivered = 0
    /// Whether every list stays on the heap (no ``WindowedUnion``), and a prefix that is itself a
    /// word is read without its head: the first merge, kept as the reference for tests.
    var mergesOnHeapOnly = false

    init() {}

    /// A stream whose sources and heap are kept in the arrays of `scratch` (given back by
    /// ``recycle(into:)``).
    init(reusing scratch: SearchScratch) {
        swap(&sources, &scratch.streamSources)
        swap(&heap, &scratch.streamHeap)
        union = WindowedUnion(reusing: scratch)
        sources.removeAll(keepingCapacity: true)
        heap.removeAll(keepingCapacity: true)
    }

    /// Gives the stream's arrays to `scratch`, for the next stream made from it.
    mutating func recycle(into scratch: SearchScratch) {
        swap(&sources, &scratch.streamSources)
        swap(&heap, &scratch.streamHeap)
        union.recycle(into: scratch)
    }

    /// The heap key of (`rank`, `ordinal`): rank in the high half, ordinal in the low.
    @inline(__always)
    private static func key(rank: Int, ordinal: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: rank) << 32 | UInt64(truncatingIfNeeded: min(max(ordinal, 0), Int(UInt32.max)))
    }

    /// Adds one word's list.
    mutating func add(_ cursor: PostingCoding.Cursor, bound: Double) {
        sources.append(Source(cursor: cursor, bound: bound))
        push(sources.count - 1)
    }

    /// Adds every word from `first` up to `end` (a prefix's words, but the word equal to the prefix,
    /// `prefixWord`, if there is one): through the prefix's head when it is heavy, else each word's
    /// list. The head (which leaves out the word equal to the prefix) is found by the prefix's first
    /// word, which is `prefixWord` when there is one.
    mutating func addWords(
        first: WordDictionary.Position, end: WordDictionary.Position, prefixWord: Int? = nil, prefixLength: Int,
        bound: Double, index: Gazetteer, buffer: UnsafeMutablePointer<UInt8>
    ) {
        guard first.word < end.word else { return }
        let heavy = end.postingsBefore - first.postingsBefore > index.heavyThreshold
        if heavy, let head = index.head(firstWord: prefixWord ?? first.word, length: prefixLength) {
            sources.append(Source(
                cursor: head.cursor, bound: bound, continuation: (first, end), isFullHead: head.count >= index.headLength))
            push(sources.count - 1)
        } else {
            addEachWord(first: first, end: end, bound: bound, from: 0, index: index, buffer: buffer)
        }
    }

    /// Pushes each word's list, skipping postings before `from` (a heap key); many words go into
    /// the stream's ``WindowedUnion`` instead, as one source, while it is unused.
    private mutating func addEachWord(
        first: WordDictionary.Position, end: WordDictionary.Position, bound: Double, from: UInt64,
        index: Gazetteer, buffer: UnsafeMutablePointer<UInt8>
    ) {
        let dictionary = WordDictionary(index)
        let unites = !mergesOnHeapOnly && end.word - first.word >= WindowedUnion.minimumWords && union.isEmpty
        var block = first.word / WordBlockCoding.blockSize
        while block < dictionary.blockCount && block * WordBlockCoding.blockSize < end.word {
            var cursor = dictionary.cursor(block: block, buffer: buffer)
            while cursor.next(), cursor.word < end.word {
                guard cursor.word >= first.word else { continue }
                let list = dictionary.postings(at: dictionary.position(of: cursor))
                if unites {
                    union.add(list)
                } else {
                    sources.append(Source(cursor: list, bound: bound))
                    push(sources.count - 1, from: from)
                }
            }
            block += 1
        }
        if unites && !union.isEmpty {
            union.begin(from: from)
            sources.append(Source(cursor: .empty, bound: bound, isUnion: true))
            push(sources.count - 1)
        }
    }

    /// Reads source `source`'s next posting at or after `from` (a heap key) and puts it on the heap,
    /// or leaves the source off the heap when it has none.
    private mutating func push(_ source: Int, from: UInt64 = 0) {
        if sources[source].isUnion {
            guard let (key, shape) = union.next() else { return }
            enter(source, key: key, shape: shape)
            return
        }
        var cursor = sources[source].cursor
        defer { sources[source].cursor = cursor }
        while cursor.next() {
            let key = Self.key(rank: cursor.rank, ordinal: cursor.ordinal)
            guard key >= from else { continue }
            enter(source, key: key, shape: cursor.shape)
            return
        }
    }

    /// Puts `source`, standing at the posting `key` of `shape`, on the heap.
    @inline(__always)
    private mutating func enter(_ source: Int, key: UInt64, shape: UInt8) {
        sources[source].shape = shape
        heap.append(Entry(key: key, source: source))
        BinaryHeap.siftUp(&heap, from: heap.count - 1) { $0.key < $1.key }
    }

    /// The next posting whose source can still pass `bar`, with the shape bits and the largest
    /// bound of every source that holds it.
    ///
    /// A source is dropped at the first posting that cannot pass the bar: its later postings are
    /// of less importance, or of as much and a later record.
    mutating func next(bar: HitBar, index: Gazetteer, buffer: UnsafeMutablePointer<UInt8>) -> (rank: Int, ordinal: Int, shape: UInt8, bound: Double)? {
        while let first = heap.first {
            let key = first.key
            let rank = Int(key >> 32)
            let ordinal = Int(key & 0xFFFF_FFFF)
            // The bar less the posting's importance, which the sources' bounds are compared with.
            let sourceBar = bar.lowered(by: index.importance(atRank: rank))
            var shape: UInt8 = 0
            var bound = -Double.infinity
            // Every source at this posting moves on; those that cannot pass the bar are dropped.
            while let top = heap.first, top.key == key {
                let source = popTop().source
                let sourceBound = sources[source].bound
                guard !sourceBar.excludes(bound: sourceBound, record: { HitBar.record(atRank: rank, in: index) }) else { continue }
                shape |= sources[source].shape
                bound = max(bound, sourceBound)
                if let continuation = sources[source].continuation, sources[source].cursor.remainingCount == 0 {
                    // The head ends: a full head continues with the words themselves, after its last posting.
                    if sources[source].isFullHead {
                        addEachWord(first: continuation.first, end: continuation.end, bound: sourceBound,
                                    from: key + 1, index: index, buffer: buffer)
                    }
                } else {
                    push(source)
                }
            }
            guard bound > -.infinity else { continue }
            delivered += 1
            return (rank, ordinal, shape, bound)
        }
        return nil
    }

    private mutating func popTop() -> Entry {
        let top = heap[0]
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            BinaryHeap.siftDown(&heap, from: 0, count: heap.count) { $0.key < $1.key }
        }
        return top
    }
}
