@testable import GazetteerIndex
import Foundation
import Testing
import GazetteerTestSupport

@Suite("Byte lists that grow interleaved in one arena of chunks")
struct ChunkedByteListsTests {
    @Test("every list reads back what was appended to it, whatever the interleaving, in memory and spilled",
          arguments: [false, true])
    func interleavedAppends(spills: Bool) throws {
        let directory = try TemporaryDirectory()
        let budget = spills ? SpillableArrayTests.spillingBudget(directory) : nil
        var random = SplitMix64(seed: spills ? 11 : 12)
        let listCount = 300
        var lists = ChunkedByteLists(count: listCount, budget: budget)
        var expected = [[UInt8]](repeating: [], count: listCount)
        for _ in 0..<20_000 {
            let list = Int(random.next() % UInt64(listCount))
            // Lengths around a chunk's payload, so appends end exactly at, before and past chunk ends.
            let length = Int(random.next() % UInt64(2 * ChunkedByteLists.payload + 2))
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            lists.append(bytes, to: list)
            expected[list].append(contentsOf: bytes)
        }
        var output = SpillableArray<UInt8>(budget: budget)
        for list in 0..<listCount {
            #expect(lists.length(of: list) == expected[list].count)
            let start = output.count
            lists.copy(list, to: &output)
            #expect(Array(output[start...]) == expected[list], "list \(list)")
        }
        #expect(output.count == expected.reduce(0) { $0 + $1.count })
    }

    @Test("a list never appended to copies nothing")
    func emptyLists() {
        var lists = ChunkedByteLists(count: 3, budget: nil)
        lists.append([1, 2, 3], to: 1)
        var output = SpillableArray<UInt8>()
        lists.copy(0, to: &output)
        lists.copy(2, to: &output)
        #expect(output.isEmpty && lists.length(of: 0) == 0)
        lists.copy(1, to: &output)
        #expect(Array(output) == [1, 2, 3])
    }
}
