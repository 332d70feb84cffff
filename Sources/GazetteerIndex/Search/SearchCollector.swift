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

    /// The hits, best first.
    func sorted() -> [Hit] {
        heap.sorted(by: Self.precedes)
    }

    /// Puts the hits, best first, into `hits`, sorted in place in the collector's storage (the
    /// order of ``sorted()``); the collector is left empty.
    mutating func moveSorted(into hits: inout [Hit]) {
        heap.sort(by: Self.precedes)
        swap(&heap, &hits)
        heap.removeAll()
        positions.removeAll()
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
