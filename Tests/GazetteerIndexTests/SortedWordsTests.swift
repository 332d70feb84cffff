@testable import GazetteerIndex
import GazetteerTestSupport
import Testing

@Suite("Sorted words compared without their bytes")
struct SortedWordsTests {
    /// A builder of `count` random words from a small alphabet (zero bytes included): a third of
    /// them of 1–20 bytes, a third the same 8 bytes and 0–12 more, a third the same 16 bytes and
    /// 0–4 more, so that many share their first 8 or 16 bytes or are prefixes of one another.
    static func builder(seed: UInt64, count: Int) -> WordIndexBuilder {
        var random = SplitMix64(seed: seed)
        let alphabet: [UInt8] = [0x00, 0x61, 0x62, 0xC3, 0xFF]
        func randomBytes(_ count: Int) -> [UInt8] {
            (0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
        }
        let shared: [UInt8] = [0x61, 0x00, 0x62, 0xC3, 0x61, 0x61, 0xFF, 0x62, 0x00, 0x00, 0x61, 0x62, 0x62, 0xC3, 0x61, 0x00]
        var builder = WordIndexBuilder()
        for number in 0..<count {
            let word = switch number % 3 {
            case 0: randomBytes(1 + Int(random.next() % 20))
            case 1: Array(shared.prefix(8)) + randomBytes(Int(random.next() % 13))
            default: shared + randomBytes(Int(random.next() % 5))
            }
            word.withUnsafeBufferPointer { builder.addName($0) }
        }
        return builder
    }

    static func bytes(_ builder: WordIndexBuilder, _ word: UInt32) -> [UInt8] {
        builder.table.pool.withUnsafeBufferPointer { pool in
            Array(StringInterner.bytes(at: builder.table.offsets[Int(word)], in: pool))
        }
    }

    @Test("each builder's words come in byte order")
    func sortedInByteOrder() {
        let builder = Self.builder(seed: 11, count: 3_000)
        let words = builder.sortedWords().order.map { Self.bytes(builder, $0) }
        #expect(words == words.sorted { $0.lexicographicallyPrecedes($1) })
        #expect(Set(words).count == words.count)
    }

    @Test("a comparison from the first bytes and lengths agrees with the bytes, or leaves them to decide")
    func comparisonAgreesWithBytes() {
        let (first, second) = (Self.builder(seed: 3, count: 400), Self.builder(seed: 5, count: 400))
        let (sorted, otherSorted) = (first.sortedWords(), second.sortedWords())
        var undecided = 0
        for place in sorted.order.indices {
            let word = Self.bytes(first, sorted.order[place])
            for otherPlace in otherSorted.order.indices {
                let other = Self.bytes(second, otherSorted.order[otherPlace])
                let expected: Int32 = word == other ? 0 : word.lexicographicallyPrecedes(other) ? -1 : 1
                if let known = sorted.compare(place, with: otherSorted, otherPlace) {
                    #expect(known == expected, "\(word) against \(other)")
                } else {
                    undecided += 1
                    #expect(word.count > 16 && other.count > 16 && word.prefix(16) == other.prefix(16))
                }
            }
        }
        // Words of more than 16 bytes with the same first 16 exist here: the bytes decide those.
        #expect(undecided > 0)
    }
}
