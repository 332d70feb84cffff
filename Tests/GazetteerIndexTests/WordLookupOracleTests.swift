@testable import GazetteerIndex
import GazetteerTestSupport
import Testing

@Suite("Looking up a word and the words it starts, against every word of the dictionary")
struct WordLookupOracleTests {
    /// Words of a small alphabet, many sharing long prefixes, so that the runs of words with a
    /// common prefix start and end inside blocks and across block boundaries.
    static func index() throws -> BuiltIndex {
        var random = SplitMix64(seed: 41)
        let letters = ["a", "b", "c"]
        var names: Set<String> = []
        while names.count < 1_500 {
            names.insert((0..<(1 + random.below(7))).map { _ in random.pick(letters) }.joined())
        }
        let records = names.sorted().enumerated().map { number, name in
            TestRecord(
                fields: RecordFields(
                    id: SourceID(kind: .geonames, value: UInt64(number) + 1), latitudeE7: Int32(number) * 1_000,
                    longitudeE7: 0, countryCode: "DE"),
                name: name)
        }
        return try BuiltIndex(records)
    }

    @Test("the exact word and the range of the others that start with the key are those of a scan of every word")
    func matchesScan() throws {
        let index = try Self.index()
        let dictionary = WordDictionary(index.gazetteer)
        var words: [[UInt8]] = []
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: WordBlockCoding.maximumWordLength + 1) { buffer in
            for number in 0..<dictionary.wordCount {
                words.append(Array(buffer[..<dictionary.word(number, into: buffer.baseAddress!)]))
            }
        }
        #expect(dictionary.wordCount > 20 * WordBlockCoding.blockSize)
        // Every prefix of every word, and keys between and beyond the words.
        var keys = Set(words.flatMap { word in (1...word.count).map { Array(word[..<$0]) } })
        keys.formUnion([Array("ab".utf8) + [0x01], Array("cccccccd".utf8), Array("d".utf8), Array("0".utf8), Array("bca".utf8) + [0xC3]])
        var checked = 0
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: WordBlockCoding.maximumWordLength + 1) { buffer in
            for key in keys {
                let exact = words.firstIndex(of: key)
                let starting = words.indices.filter { words[$0].starts(with: key) && $0 != exact }
                for withPrefix in [false, true] {
                    let found = key.withUnsafeBufferPointer { dictionary.lookup($0, withPrefix: withPrefix, buffer: buffer.baseAddress!) }
                    #expect(found.exact?.word == exact, "key \(String(decoding: key, as: UTF8.self))")
                    let range = found.others.map { $0.first.word..<$0.end.word }
                    let expected = withPrefix && !starting.isEmpty ? starting.first!..<starting.last! + 1 : nil
                    #expect(range == expected, "key \(String(decoding: key, as: UTF8.self)), prefix \(withPrefix)")
                    if let others = found.others {
                        // The positions' postings are the words' own.
                        for position in [others.first, others.end] {
                            let own = dictionary.position(ofWord: position.word, buffer: buffer.baseAddress!)
                            #expect(position.postingsBefore == own.postingsBefore && position.postingOffset == own.postingOffset)
                        }
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 3_000)
    }
}
