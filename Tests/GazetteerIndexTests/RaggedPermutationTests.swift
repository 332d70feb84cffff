@testable import GazetteerIndex
import Foundation
import Testing
import GazetteerTestSupport

@Suite("Lists put in another order, read front to back")
struct RaggedPermutationTests {
    /// A random permutation of `0..<count` (Fisher–Yates).
    static func shuffled(_ count: Int, _ random: inout SplitMix64) -> [UInt32] {
        var values = Array(0..<UInt32(count))
        for index in stride(from: count - 1, to: 0, by: -1) {
            values.swapAt(index, Int(random.next() % UInt64(index + 1)))
        }
        return values
    }

    /// Long enough to be moved on two threads.
    static let long = RaggedPermutation.parallelItems + 1_001

    @Test("a ragged list comes out as moving each item directly would give, whatever the window and length",
          arguments: [
              (4, false, 2_000, false), (64, false, 2_000, false), (1 << 20, false, 2_000, false), (64, true, 2_000, false),
              // Spilled, with items longer than a byte counts (their lengths then move as 4 bytes).
              (64, true, 2_000, true), (1 << 16, true, long, true),
              // On two threads: in one window, in windows filled in memory, in windows of a spilled output.
              (1 << 24, false, long, false), (1 << 16, false, long, false), (1 << 16, true, long, false),
          ])
    func raggedAgreesWithDirect(windowBytes: Int, spills: Bool, count: Int, longItems: Bool) throws {
        let directory = try TemporaryDirectory()
        let budget = spills ? SpillableArrayTests.spillingBudget(directory) : nil
        var random = SplitMix64(seed: UInt64(windowBytes + count))
        // Items of 0–9 values, some empty; with `longItems`, one in 500 of 256–300.
        let items = (0..<count).map { item in
            let length = longItems && item % 500 == 7 ? 256 + Int(random.next() % 45) : Int(random.next() % 10)
            return (0..<length).map { _ in UInt32(truncatingIfNeeded: random.next()) }
        }
        let target = Self.shuffled(count, &random)
        var starts: [UInt32] = [0]
        for item in items { starts.append(starts.last! + UInt32(item.count)) }
        let permutation = RaggedPermutation(
            target: SpillableArray(target, budget: budget), windowBytes: windowBytes, budget: budget)
        let (values, newStarts) = permutation.apply(SpillableArray(items.flatMap { $0 }, budget: budget), starts: SpillableArray(starts, budget: budget))
        var expected = [[UInt32]](repeating: [], count: count)
        for (source, position) in target.enumerated() { expected[Int(position)] = items[source] }
        #expect(Array(values) == expected.flatMap { $0 })
        #expect(newStarts.count == count + 1)
        let misplaced = (0..<count).filter { Array(values[Int(newStarts[$0])..<Int(newStarts[$0 + 1])]) != expected[$0] }
        #expect(misplaced.isEmpty)
        let single = permutation.apply(SpillableArray(items.map { UInt16(truncatingIfNeeded: $0.count) }, budget: budget))
        var expectedSingle = [UInt16](repeating: 0, count: count)
        for (source, position) in target.enumerated() { expectedSingle[Int(position)] = UInt16(items[source].count) }
        #expect(Array(single) == expectedSingle)
        // Handed over a window at a time: the windows, in order, are the list put in order.
        var delivered: [UInt32] = []
        let deliveredStarts = permutation.forEachWindow(
            of: SpillableArray(items.flatMap { $0 }, budget: budget), starts: SpillableArray(starts, budget: budget)
        ) { first, window in
            #expect(first == delivered.count)
            delivered += window
        }
        #expect(delivered == expected.flatMap { $0 })
        #expect(Array(deliveredStarts) == Array(newStarts))
        var deliveredSingle: [UInt16] = []
        permutation.forEachWindow(of: SpillableArray(items.map { UInt16(truncatingIfNeeded: $0.count) }, budget: budget)) { first, window in
            #expect(first == deliveredSingle.count)
            deliveredSingle += window
        }
        #expect(deliveredSingle == expectedSingle)
    }

    @Test("a words builder put in another order keeps each record's names, their words and letters, and its own words")
    func wordsBuilderPermuted() {
        var random = SplitMix64(seed: 3)
        var builder = WordIndexBuilder()
        let count = 500
        var records: [(names: [String], own: [UInt32])] = []
        for record in 0..<count {
            let names = (0..<Int(random.next() % 4)).map { _ in
                (0...Int(random.next() % 3)).map { _ in "w\(random.next() % 50)" }.joined(separator: " ")
            }
            for name in names { Array(name.utf8).withUnsafeBufferPointer { builder.addName($0) } }
            let own = [builder.number(of: Array("#\(record % 7)".utf8))]
            builder.addRecordWords(own, nameCount: names.count)
            records.append((names, own))
        }
        let target = Self.shuffled(count, &random)
        let permuted = builder.permuted(RaggedPermutation(target: SpillableArray(target, budget: nil), windowBytes: 16, budget: nil))
        var table = permuted.table
        for (source, position) in target.enumerated().map({ ($0.offset, Int($0.element)) }) {
            let names = Int(permuted.recordNameStarts[position])..<Int(permuted.recordNameStarts[position + 1])
            #expect(names.count == records[source].names.count)
            for (ordinal, name) in names.enumerated() {
                let words = records[source].names[ordinal].split(separator: " ").map { word in
                    Array(word.utf8).withUnsafeBufferPointer { table.number(of: $0) }
                }
                let stored = Array(permuted.nameWords[Int(permuted.nameStarts[name])..<Int(permuted.nameStarts[name + 1])])
                #expect(stored == words)
                #expect(Int(permuted.nameLetters[name]) == records[source].names[ordinal].count { $0 != " " })
            }
            let own = Array(permuted.recordWords[Int(permuted.recordStarts[position])..<Int(permuted.recordStarts[position + 1])])
            #expect(own == records[source].own)
        }
    }
}
