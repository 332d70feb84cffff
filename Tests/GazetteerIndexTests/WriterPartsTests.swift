@testable import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("Parts of the index writer against brute force")
struct WriterPartsTests {
    @Test("the prefix tree gives each word its deepest heavy prefix and each prefix its parent")
    func prefixTreeMatchesBruteForce() {
        var random = SplitMix64(seed: 18)
        for _ in 0..<50 {
            let wordCount = Int(random.next() % 40) + 1
            // Nested or disjoint word ranges, sorted by first word then by length, as heavy prefixes are.
            var prefixes: [HeavyPrefix] = []
            func addRanges(_ range: Range<Int>, depth: Int) {
                guard depth < 4, range.count > 0 else { return }
                var start = range.lowerBound
                while start < range.upperBound {
                    let end = min(range.upperBound, start + Int(random.next() % UInt64(range.count)) + 1)
                    if random.next() % 2 == 0 {
                        prefixes.append(HeavyPrefix(word: start, length: depth + 1, end: end, isWord: false, characters: depth + 1, postings: 0))
                    }
                    addRanges(start..<end, depth: depth + 1)
                    start = end
                }
            }
            addRanges(0..<wordCount, depth: 0)
            prefixes.sort { $0.word != $1.word ? $0.word < $1.word : $0.length < $1.length }
            let tree = PrefixTree(prefixes: prefixes, wordCount: wordCount)
            func containing(_ word: Int) -> [Int] {
                prefixes.indices.filter { prefixes[$0].word <= word && word < prefixes[$0].end }
            }
            for word in 0..<wordCount {
                let deepest = containing(word).max { prefixes[$0].length < prefixes[$1].length }
                #expect(Int(tree.deepest[word]) == (deepest ?? -1))
            }
            for (index, prefix) in prefixes.enumerated() {
                let parent = containing(prefix.word).filter {
                    $0 != index && prefixes[$0].length < prefix.length && prefixes[$0].end >= prefix.end
                }.max { prefixes[$0].length < prefixes[$1].length }
                #expect(Int(tree.parent[index]) == (parent ?? -1))
            }
        }
    }

    @Test("record groups keep each group's members in order, the first one first")
    func recordGroupsKeepTheirMembers() {
        var groups = RecordGroups()
        groups.append([7, 3])
        groups.append(CollectionOfOne(5))
        groups.append([1, 2, 9])
        #expect(groups.count == 3)
        #expect(groups.map { Array($0) } == [[7, 3], [5], [1, 2, 9]])
        #expect(RecordGroups(singles: [4, 8]).map { Array($0) } == [[4], [8]])
        #expect(RecordGroups(singles: []).isEmpty)
    }

    @Test("a varint's size is the number of bytes Varint.append writes")
    func varintSizesMatchTheEncoder() {
        for value in [0, 1, 127, 128, 16_383, 16_384, 2_097_151, 2_097_152, Int(UInt32.max), Int.max >> 1] {
            var bytes: [UInt8] = []
            Varint.append(value, to: &bytes)
            #expect(PostingLists.varintSize(value) == bytes.count, "value \(value)")
        }
    }
}
