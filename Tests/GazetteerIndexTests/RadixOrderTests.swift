@testable import GazetteerIndex
import Foundation
import Testing
import GazetteerTestSupport

@Suite("The order that sorts a list of keys")
struct RadixOrderTests {
    @Test("agrees with a stable sort by key, then index, in memory and spilled",
          arguments: [(0, false), (1, false), (5_000, false), (5_000, true)])
    func agreesWithStableSort(count: Int, spills: Bool) throws {
        let directory = try TemporaryDirectory()
        let budget = spills ? SpillableArrayTests.spillingBudget(directory) : nil
        var random = SplitMix64(seed: UInt64(count) &+ (spills ? 1 : 0))
        // Keys with many repeats, some bytes the same for all (those passes are skipped) and some
        // spread over all 64 bits.
        let keys = (0..<count).map { index -> UInt64 in
            let value = random.next()
            return index % 3 == 0 ? value : (value % 40) << 40 | (value >> 60)
        }
        let expected = keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
        let (order, sortedKeys) = radixOrder(count: count, budget: budget) { keys[$0] }
        #expect(order.map(Int.init) == expected)
        #expect(Array(sortedKeys) == expected.map { keys[$0] })
    }

    @Test("equal keys keep the order of their indices")
    func equalKeysStayInIndexOrder() {
        let (order, _) = radixOrder(count: 300, budget: nil) { UInt64($0 % 2) << 63 }
        let evens: [UInt32] = (0..<150).map { UInt32($0 * 2) }
        let odds: [UInt32] = (0..<150).map { UInt32($0 * 2 + 1) }
        #expect(Array(order) == evens + odds)
    }
}
