@testable import GazetteerIndex
import Foundation
import Testing
import GazetteerTestSupport

@Suite("Radix sorts agree with a stable sort")
struct RadixSortTests {
    /// Keys with repeats (so stability shows) of `bytes` random low bytes, some bytes constant.
    static func keys(_ count: Int, bytes: Int, seed: UInt64) -> [UInt64] {
        var random = SplitMix64(seed: seed)
        let mask: UInt64 = bytes == 8 ? .max : (1 << UInt64(8 * bytes)) - 1
        // Every fourth byte the same in all keys: its pass is skipped.
        let constant: UInt64 = 0x0000_00FF_0000_00FF & mask
        return (0..<count).map { _ in
            (random.next() % 997 == 0 ? 0 : random.next() & mask & ~(0xFF << 24)) | constant
        }
    }

    @Test("an array of elements sorted on a key closure", arguments: [0, 1, 2, 1_000, 50_000])
    func arrayOnKey(count: Int) {
        let keys = Self.keys(count, bytes: 8, seed: 1)
        var elements = Array(0..<UInt32(count))
        radixSort(&elements) { keys[Int($0)] }
        let expected = (0..<UInt32(count)).sorted { (keys[Int($0)], $0) < (keys[Int($1)], $1) }
        #expect(elements == expected)
    }

    @Test("record numbers sorted on keys kept as byte planes, in memory and spilled",
          arguments: [(0, 8, false), (1, 8, false), (3, 6, false), (20_000, 8, false), (20_000, 6, true), (20_000, 1, true)])
    func recordsOnBytePlanes(count: Int, bytes: Int, spills: Bool) throws {
        let directory = try TemporaryDirectory()
        let budget = spills ? SpillableArrayTests.spillingBudget(directory) : nil
        let keys = Self.keys(count, bytes: bytes, seed: UInt64(count + bytes))
        let planes = KeyBytePlanes(count: count, byteCount: bytes, budget: budget) { keys[$0] }
        #expect(planes.planes.isSpilled == (spills && count > 0))
        // Sorted from an order other than the records' own.
        var records = SpillableArray((0..<UInt32(count)).reversed(), budget: budget)
        radixSort(&records, keys: planes)
        // Stable: records of one key stay in the order they came, the higher numbers first.
        let expected = (0..<UInt32(count)).sorted { (keys[Int($0)], UInt32.max - $0) < (keys[Int($1)], UInt32.max - $1) }
        #expect(Array(records) == expected)
        // The top bytes alone give the keys with the rest zero.
        var top: [UInt64] = []
        planes.forEachKey(highBytes: 2) { top.append($0) }
        let shift = UInt64(8 * max(bytes - 2, 0))
        #expect(top == keys.map { ($0 >> shift) << shift })
    }
}
