/// Many short ``HitCollector`` lists side by side in one store: each list's hits lie together,
/// `limit` places each, with its count apart, so that offering a hit to a list reads one run of
/// memory instead of a collector, then its array.
///
/// A list keeps what a ``HitCollector`` of the same limit keeps, offered the same hits, and
/// ``sorted(_:)`` gives them in the same order. Lists are added one at a time; their places come
/// in chunks, so the store never moves what it holds.
///
/// - Complexity: O(log limit) an offer of a new record, O(limit) for a record already offered.
struct HitLists<Hit: CollectedHit>: ~Copyable {
    let limit: Int
    private var chunks: [UnsafeMutablePointer<Hit>] = []
    private var counts: [UInt8] = []

    /// Lists whose places come this many at a time.
    private static var listsPerChunk: Int { 4096 }

    /// An empty store of lists of at most `limit` hits (1...255).
    init(limit: Int) {
        precondition(limit > 0 && limit <= Int(UInt8.max), "a list holds 1 to 255 hits")
        self.limit = limit
    }

    deinit {
        for chunk in chunks { chunk.deallocate() }
    }

    /// The number of lists.
    var count: Int { counts.count }

    /// Adds an empty list and returns its number.
    mutating func append() -> Int {
        let number = counts.count
        if number % Self.listsPerChunk == 0 { chunks.append(.allocate(capacity: Self.listsPerChunk * limit)) }
        counts.append(0)
        return number
    }

    /// The score a new hit must beat to enter list `list` (ties by record number): −∞ until it is full.
    func threshold(_ list: Int) -> Double {
        Int(counts[list]) < limit ? -.infinity : hits(list)[0].score
    }

    /// Offers `hit` to list `list`; a record already kept keeps the better of its two hits
    /// (``HitCollector/offer(_:)``).
    mutating func offer(_ hit: Hit, to list: Int) {
        let hits = hits(list)
        let count = Int(counts[list])
        if let position = (0..<count).first(where: { hits[$0].record == hit.record }) {
            guard HitCollector<Hit>.precedes(hit, hits[position]) else { return }
            var heap = hits
            heap[position] = hit
            BinaryHeap.siftDown(&heap, from: position, count: count, above: Self.above)
            return
        }
        offerNew(hit, to: list)
    }

    /// Offers a hit of a record not offered to list `list` before (``HitCollector/offerNew(_:)``).
    mutating func offerNew(_ hit: Hit, to list: Int) {
        var heap = hits(list)
        let count = Int(counts[list])
        if count < limit {
            (heap.base + count).initialize(to: hit)
            counts[list] += 1
            BinaryHeap.siftUp(&heap, from: count, above: Self.above)
        } else if HitCollector<Hit>.precedes(hit, heap[0]) {
            heap[0] = hit
            BinaryHeap.siftDown(&heap, from: 0, count: count, above: Self.above)
        }
    }

    /// The hits of list `list`, best first (``HitCollector/sorted()``).
    func sorted(_ list: Int) -> [Hit] {
        var sorted = Array(UnsafeBufferPointer(start: hits(list).base, count: Int(counts[list])))
        HitCollector<Hit>.sortHeap(&sorted)
        return sorted
    }

    /// The places of list `list`.
    private func hits(_ list: Int) -> PlacedHits {
        PlacedHits(base: chunks[list / Self.listsPerChunk] + (list % Self.listsPerChunk) * limit)
    }

    /// The worst kept hit at the root, as in ``HitCollector``.
    @inline(__always)
    private static func above(_ a: Hit, _ b: Hit) -> Bool { HitCollector<Hit>.precedes(b, a) }

    /// One list's places, as the heap's storage.
    private struct PlacedHits: HeapStorage {
        let base: UnsafeMutablePointer<Hit>

        subscript(position: Int) -> Hit {
            get { base[position] }
            nonmutating set { base[position] = newValue }
        }
    }
}
