/// What a ``HitCollector`` ranks: a score, and the record that breaks ties.
protocol CollectedHit {
    /// Larger is better.
    var score: Double { get }
    /// The record number: one hit per record is kept, and the lower number wins a tie.
    var record: Int { get }
}

extension NameHit: CollectedHit {}

/// The collector of a search: ``NameHit``s with their score explanations.
typealias SearchCollector = HitCollector<NameHit>

/// What a new hit must beat to enter a full ``HitCollector``: its worst hit's score, then (for an
/// equal score) its record number, the lower of which wins.
///
/// A walk in rank order (importance from the most down, then record number up) bounds each
/// record's score before reading it; a record whose bound only equals the bar's score enters only
/// with a lower record number than the bar's. Many records of one name and one importance (a
/// name repeated in many places, population unknown) then stop a walk as soon as its list is full
/// of them, instead of each being read.
struct HitBar {
    /// Bounds below this cannot enter; bounds from it up to ``level`` are level with the bar.
    private let below: Double
    private let level: Double
    /// The record of the bar's hit.
    let record: Int

    /// The bar of a hit of `score` and `record`.
    init(score: Double, record: Int) {
        below = score - Self.tieMargin
        level = score + Self.tieMargin
        self.record = record
    }

    /// The bar of a collector that is not full: every hit enters.
    static var open: HitBar { HitBar(score: -.infinity, record: .max) }

    /// A bound this close to the bar's score counts as equal to it: a bound and a score that add the
    /// same parts in another order can differ in their last bits.
    static var tieMargin: Double { 1e-9 }

    /// Whether no hit of the record `record()` gives, whose score is at most `bound`, can enter:
    /// the bound is below the bar's score, or level with it and the record after the bar's.
    /// `record` is called only for a bound level with the bar. O(1).
    @inline(__always)
    func excludes(bound: Double, record: () -> Int) -> Bool {
        if bound > level { return false }
        if bound < below { return true }
        return record() > self.record
    }

    /// The bar less `base`, for a walk that compares many bounds with one base (a posting's
    /// importance): `lowered(by: base).excludes(bound: b, …)` tells what `excludes(bound: base + b, …)`
    /// does, the base subtracted once rather than added to each bound.
    @inline(__always)
    func lowered(by base: Double) -> HitBar {
        HitBar(below: below - base, level: level - base, record: record)
    }

    /// The record at `rank`, for a bound level with a bar (rare): out of line, so that a walk's
    /// loop does not prepare the lookup for every bound.
    @inline(never)
    static func record(atRank rank: Int, in index: Gazetteer) -> Int {
        index.record(atRank: rank)
    }

    private init(below: Double, level: Double, record: Int) {
        (self.below, self.level, self.record) = (below, level, record)
    }
}

/// Keeps the best `limit` hits, one per record: score, then record number.
///
/// A binary heap with the worst kept hit at its root, so offering a hit costs O(log limit); a
/// record's position is found by a scan for small limits and through a table for large ones.
struct HitCollector<Hit: CollectedHit> {
    let limit: Int
    private(set) var heap: [Hit]
    private var positions: [Int: Int] = [:]
    private let usesTable: Bool

    init(limit: Int, hits: [Hit]) {
        self.limit = max(0, limit)
        heap = hits
        heap.removeAll(keepingCapacity: true)
        usesTable = limit > 32
    }

    /// A collector that keeps its hits in `hits`' storage (taken, and given back by
    /// ``moveSorted(into:)``): no allocation while the storage holds `limit` hits.
    init(limit: Int, reusing hits: inout [Hit]) {
        self.limit = max(0, limit)
        heap = []
        swap(&heap, &hits)
        heap.removeAll(keepingCapacity: true)
        usesTable = limit > 32
    }

    /// Hits a collector makes room for at its first hit.
    private static var firstCapacity: Int { 64 }

    var count: Int { heap.count }
    var isFull: Bool { heap.count >= limit }

    /// The score a new hit must beat (ties broken by record number): −∞ until the list is full.
    var threshold: Double { isFull ? heap[0].score : -.infinity }

    /// What a new hit must beat: the worst kept hit, once the list is full.
    var bar: HitBar { isFull ? HitBar(score: heap[0].score, record: heap[0].record) : .open }

    /// Whether `a` ranks before `b`.
    @inline(__always)
    static func precedes(_ a: Hit, _ b: Hit) -> Bool {
        a.score != b.score ? a.score > b.score : a.record < b.record
    }

    /// Offers a hit; a record already kept keeps the better of its two hits.
    mutating func offer(_ hit: Hit) {
        guard limit > 0 else { return }
        if let position = position(of: hit.record) {
            guard Self.precedes(hit, heap[position]) else { return }
            heap[position] = hit
            siftDown(position)
            return
        }
        offerNew(hit)
    }

    /// Offers a hit of a record not offered before, without looking for it among the kept ones:
    /// O(log limit). Offering a record twice this way may keep it twice.
    mutating func offerNew(_ hit: Hit) {
        guard limit > 0 else { return }
        if heap.count < limit {
            // Storage for the whole list (up to a point) at the first hit, not grown by doubling.
            if heap.capacity == 0 { heap.reserveCapacity(min(limit, Self.firstCapacity)) }
            heap.append(hit)
            if usesTable { positions[hit.record] = heap.count - 1 }
            siftUp(heap.count - 1)
        } else if Self.precedes(hit, heap[0]) {
            if usesTable { positions[heap[0].record] = nil }
            heap[0] = hit
            if usesTable { positions[hit.record] = 0 }
            siftDown(0)
        }
    }

    /// The hits, best first. O(n log n): a heap sort of a copy.
    func sorted() -> [Hit] {
        var hits = heap
        Self.sortHeap(&hits)
        return hits
    }

    /// Puts the hits, best first, into `hits`, sorted in place in the collector's storage (the
    /// order of ``sorted()``); the collector is left empty.
    mutating func moveSorted(into hits: inout [Hit]) {
        Self.sortHeap(&heap)
        swap(&heap, &hits)
        heap.removeAll()
        positions.removeAll()
    }

    /// Sorts a heap of hits (the worst at its root) best first, in place: the root goes behind the
    /// heap, which shrinks by one, until one hit is left. O(n log n) without allocating.
    static func sortHeap(_ hits: inout [Hit]) {
        var end = hits.count
        while end > 1 {
            end -= 1
            hits.swapAt(0, end)
            BinaryHeap.siftDown(&hits, from: 0, count: end, above: above)
        }
    }

    private func position(of record: Int) -> Int? {
        if usesTable { return positions[record] }
        return heap.firstIndex { $0.record == record }
    }

    /// The root is the worst: a hit that ranks after another is above it.
    @inline(__always)
    private static func above(_ a: Hit, _ b: Hit) -> Bool { precedes(b, a) }

    private mutating func siftUp(_ start: Int) {
        if usesTable {
            BinaryHeap.siftUp(&heap, from: start, above: Self.above) { positions[$0.record] = $1 }
        } else {
            BinaryHeap.siftUp(&heap, from: start, above: Self.above)
        }
    }

    private mutating func siftDown(_ start: Int) {
        if usesTable {
            BinaryHeap.siftDown(&heap, from: start, count: heap.count, above: Self.above) { positions[$0.record] = $1 }
        } else {
            BinaryHeap.siftDown(&heap, from: start, count: heap.count, above: Self.above)
        }
    }
}
