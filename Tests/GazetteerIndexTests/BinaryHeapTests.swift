@testable import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("The binary heap every heap of the index uses")
struct BinaryHeapTests {
    @Test("popping the top until empty gives the elements sorted, duplicates included", arguments: [0, 1, 2, 7, 100, 1_000])
    func popsInOrder(count: Int) {
        var random = SplitMix64(seed: UInt64(count) + 1)
        let values = (0..<count).map { _ in Int(random.next() % 50) }
        var heap: [Int] = []
        for value in values {
            heap.append(value)
            BinaryHeap.siftUp(&heap, from: heap.count - 1, above: <)
        }
        var popped: [Int] = []
        while !heap.isEmpty {
            popped.append(heap[0])
            let last = heap.removeLast()
            if !heap.isEmpty {
                heap[0] = last
                BinaryHeap.siftDown(&heap, from: 0, count: heap.count, above: <)
            }
        }
        #expect(popped == values.sorted())
    }

    @Test("positions reported as elements move are where they are; a replaced element finds its place")
    func placedPositions() {
        var random = SplitMix64(seed: 9)
        var heap: [Int] = []
        var positions: [Int: Int] = [:]
        // Distinct values, so that each has one position; the largest on top.
        for value in (0..<500).map({ $0 * 7 % 500 }) {
            heap.append(value)
            BinaryHeap.siftUp(&heap, from: heap.count - 1, above: >) { positions[$0] = $1 }
        }
        for _ in 0..<200 {
            // Lower one element in place, then move it down where it belongs.
            let position = Int(random.next() % UInt64(heap.count))
            let old = heap[position]
            let lowered = old - 1_000
            positions[old] = nil
            heap[position] = lowered
            BinaryHeap.siftDown(&heap, from: position, count: heap.count, above: >) { positions[$0] = $1 }
        }
        for (position, value) in heap.enumerated() { #expect(positions[value] == position) }
        for position in 1..<heap.count { #expect(heap[(position - 1) / 2] >= heap[position]) }
        #expect(positions.count == heap.count)
    }

    @Test("a collector keeps the best hits of a random stream, as sorting them all would")
    func collectorAgreesWithSorting() {
        struct Hit: CollectedHit, Equatable { var score: Double; var record: Int }
        var random = SplitMix64(seed: 4)
        for limit in [1, 10, 32, 33, 100] {
            var collector = HitCollector<Hit>(limit: limit, hits: [])
            var best: [Int: Hit] = [:]
            for _ in 0..<2_000 {
                let hit = Hit(score: Double(random.next() % 300) / 10, record: Int(random.next() % 400))
                collector.offer(hit)
                if let kept = best[hit.record], !HitCollector<Hit>.precedes(hit, kept) { continue }
                best[hit.record] = hit
            }
            let expected = Array(best.values.sorted(by: HitCollector<Hit>.precedes).prefix(limit))
            #expect(collector.sorted() == expected, "limit \(limit)")
            var moved: [Hit] = []
            collector.moveSorted(into: &moved)
            #expect(moved == expected, "limit \(limit), moved")
        }
    }
}
