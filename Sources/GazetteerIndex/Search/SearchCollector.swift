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
        if heap.count < limit {
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

    private func position(of record: Int) -> Int? {
        if usesTable { return positions[record] }
        return heap.firstIndex { $0.record == record }
    }

    private mutating func swapAt(_ a: Int, _ b: Int) {
        heap.swapAt(a, b)
        if usesTable {
            positions[heap[a].record] = a
            positions[heap[b].record] = b
        }
    }

    /// The root is the worst: a child that ranks after its parent moves up.
    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(heap[parent], heap[child]) else { return }
            swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            var worst = left
            if left + 1 < heap.count && Self.precedes(heap[left], heap[left + 1]) { worst = left + 1 }
            guard Self.precedes(heap[parent], heap[worst]) else { return }
            swapAt(parent, worst)
            parent = worst
        }
    }
}
