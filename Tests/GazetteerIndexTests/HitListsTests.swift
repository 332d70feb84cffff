@testable import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("Short hit lists side by side in one store")
struct HitListsTests {
    struct Hit: CollectedHit, Equatable { var score: Double; var record: Int }

    @Test("each list keeps and orders what a collector of the same limit keeps, across chunks", arguments: [1, 5, 16])
    func matchesCollectors(limit: Int) {
        var random = SplitMix64(seed: UInt64(limit))
        var lists = HitLists<Hit>(limit: limit)
        var collectors: [HitCollector<Hit>] = []
        var offered: [Set<Int>] = []
        // More lists than one chunk holds, offered to in turn at random.
        for _ in 0..<5_000 {
            #expect(lists.append() == collectors.count)
            collectors.append(HitCollector(limit: limit, hits: []))
            offered.append([])
        }
        for _ in 0..<60_000 {
            let list = Int(random.next() % 5_000)
            let hit = Hit(score: Double(random.next() % 40) / 4, record: Int(random.next() % 30))
            if offered[list].contains(hit.record) {
                lists.offer(hit, to: list)
                collectors[list].offer(hit)
            } else {
                lists.offerNew(hit, to: list)
                collectors[list].offerNew(hit)
                offered[list].insert(hit.record)
            }
            #expect(lists.threshold(list) == collectors[list].threshold)
        }
        for list in 0..<5_000 {
            #expect(lists.sorted(list) == collectors[list].sorted(), "list \(list)")
        }
        #expect(lists.count == 5_000)
    }

    @Test("a record offered again keeps its better hit, and a full list's worst is the threshold")
    func keepsBetterHitOfARecord() {
        var lists = HitLists<Hit>(limit: 2)
        let list = lists.append()
        lists.offerNew(Hit(score: 1, record: 7), to: list)
        #expect(lists.threshold(list) == -.infinity)
        lists.offer(Hit(score: 3, record: 7), to: list)
        lists.offerNew(Hit(score: 2, record: 8), to: list)
        #expect(lists.sorted(list) == [Hit(score: 3, record: 7), Hit(score: 2, record: 8)])
        #expect(lists.threshold(list) == 2)
        lists.offerNew(Hit(score: 2, record: 5), to: list)
        #expect(lists.sorted(list) == [Hit(score: 3, record: 7), Hit(score: 2, record: 5)])
    }
}
