@testable import GazetteerIndex
import Foundation
import Testing
import GazetteerTestSupport

@Suite("Interning strings")
struct StringInternerTests {
    /// Strings that stress the slots: empty, lengths around the 8 bytes a slot holds and the 255
    /// its length field counts to, and many sharing their first 8 bytes and their length.
    static func awkwardStrings(_ random: inout SplitMix64) -> [[UInt8]] {
        var strings: [[UInt8]] = [[], [0], [0, 0], Array("a".utf8)]
        for length in [7, 8, 9, 16, 254, 255, 256, 300] {
            strings.append((0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        }
        for index in 0..<2_000 {
            // Same first 8 bytes and length, different tails.
            strings.append(Array("saint-je".utf8) + Array(String(format: "%06d", index).utf8))
        }
        for _ in 0..<20_000 {
            let length = Int(random.next() % 14)
            strings.append((0..<length).map { _ in UInt8(truncatingIfNeeded: random.next() % 6) + 0x61 })
        }
        return strings
    }

    /// Hands `strings` to `body` in order, in batches of 1–9, each string in a buffer of its own.
    static func inBatches(
        _ strings: [[UInt8]], _ random: inout SplitMix64, _ body: ([UnsafeBufferPointer<UInt8>]) -> Void
    ) {
        var start = 0
        while start < strings.count {
            let end = min(start + 1 + Int(random.next() % 9), strings.count)
            let buffers = strings[start..<end].map { string in
                let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: string.count)
                _ = copy.initialize(from: string)
                return UnsafeBufferPointer(copy)
            }
            body(buffers)
            for buffer in buffers { buffer.deallocate() }
            start = end
        }
    }

    @Test("equal strings get one number, in the order first met, through the table's growth and over a spilled pool, one at a time or in batches",
          arguments: [false, true], [false, true])
    func numbersMatchADictionary(spills: Bool, batched: Bool) throws {
        let directory = try TemporaryDirectory()
        let budget = spills ? SpillableArrayTests.spillingBudget(directory) : nil
        var random = SplitMix64(seed: 11)
        var interner = StringInterner(budget: budget)
        var expected: [[UInt8]: UInt32] = [:]
        var order: [[UInt8]] = []
        let strings = Self.awkwardStrings(&random)
        // Each string twice, in two different orders; in batches of 1–9 strings, repeats among them.
        let all = strings + strings.reversed()
        var numbers: [UInt32] = []
        if batched {
            var batchNumbers = SpillableArray<UInt32>()
            Self.inBatches(all, &random) { interner.appendNumbers(of: $0, to: &batchNumbers) }
            numbers = Array(batchNumbers)
        } else {
            numbers = all.map { string in string.withUnsafeBufferPointer { interner.number(of: $0) } }
        }
        for (string, number) in zip(all, numbers) {
            if let known = expected[string] {
                #expect(number == known, "\(string)")
            } else {
                #expect(number == UInt32(order.count), "\(string)")
                expected[string] = number
                order.append(string)
            }
        }
        #expect(interner.offsets.count == order.count)
        interner.pool.withUnsafeBufferPointer { pool in
            for (number, string) in order.enumerated() {
                #expect(Array(StringInterner.bytes(at: interner.offsets[number], in: pool)) == string)
            }
        }
    }

    @Test("references looked up in batches are those looked up one at a time: the same pool, 0 for the empty string",
          arguments: [false, true])
    func batchedReferencesMatchSingle(spills: Bool) throws {
        let directory = try TemporaryDirectory()
        let budget = spills ? SpillableArrayTests.spillingBudget(directory) : nil
        var random = SplitMix64(seed: 12)
        let strings = Self.awkwardStrings(&random)
        let all = strings + strings.reversed()
        var single = StringInterner(budget: budget)
        let expected = all.map { string in string.withUnsafeBufferPointer { single.reference(of: $0) } }
        var batched = StringInterner(budget: budget)
        var references = SpillableArray<UInt32>()
        Self.inBatches(all, &random) { batched.appendReferences(of: $0, to: &references) }
        #expect(references.count == expected.count)
        #expect(zip(references, expected).filter { $0 != $1 }.isEmpty)
        #expect(expected.first == 0)
        #expect(batched.pool.elementsEqual(single.pool))
    }

    @Test("strings numbered without the table follow the interned ones and read back")
    func appendNumbered() {
        var interner = StringInterner()
        let words = ["vaduz", "schaan", "saint-jean-de-luz"].map { Array($0.utf8) }
        #expect(words[0].withUnsafeBufferPointer { interner.number(of: $0) } == 0)
        #expect(words[1].withUnsafeBufferPointer { interner.appendNumbered($0) } == 1)
        #expect(words[2].withUnsafeBufferPointer { interner.appendNumbered($0) } == 2)
        interner.pool.withUnsafeBufferPointer { pool in
            for (number, word) in words.enumerated() {
                #expect(Array(StringInterner.bytes(at: interner.offsets[number], in: pool)) == word)
            }
        }
    }
}
