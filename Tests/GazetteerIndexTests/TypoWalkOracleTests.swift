@testable import GazetteerIndex
import GazetteerTestSupport
import Testing

@Suite("Typo walk against brute-force edit distance")
struct TypoWalkOracleTests {
    /// Letters of one to four bytes in UTF-8 that name folding keeps as they are.
    static let letters: [String] = [
        "a", "b", "d", "e", "i", "k", "l", "n", "o", "r", "s", "t", "u", "z",
        "ж", "ш", "λ", "ω", "ð", "þ", "日", "本", "中", "𠀋",
    ]

    /// An index whose names are random words over ``letters``, some of them near each other.
    private static func index(seed: UInt64, words count: Int) throws -> BuiltIndex {
        var random = SplitMix64(seed: seed)
        var words: [String] = []
        while words.count < count {
            if !words.isEmpty && random.chance(0.4) {
                words.append(mistype(random.pick(words), edits: 1 + random.below(2), random: &random))
            } else {
                words.append((0..<(3 + random.below(9))).map { _ in random.pick(letters) }.joined())
            }
        }
        let records = words.enumerated().map { number, word in
            TestRecord(
                fields: RecordFields(
                    id: SourceID(kind: .geonames, value: UInt64(number) + 1), latitudeE7: latitudeE7(random.uniform(-60, 60)),
                    longitudeE7: longitudeE7(random.uniform(-180, 180)), countryCode: "DE"),
                name: word)
        }
        return try BuiltIndex(records)
    }

    /// `word` with `edits` random insertions, deletions, substitutions or transpositions, never of
    /// its first letter.
    private static func mistype(_ word: String, edits: Int, random: inout SplitMix64) -> String {
        var scalars = Array(word.unicodeScalars)
        for _ in 0..<edits where scalars.count > 2 {
            let at = 1 + random.below(scalars.count - 1)
            switch random.below(4) {
            case 0: scalars.insert(random.pick(letters).unicodeScalars.first!, at: at)
            case 1: scalars.remove(at: at)
            case 2: scalars[at] = random.pick(letters).unicodeScalars.first!
            default:
                if at + 1 < scalars.count { scalars.swapAt(at, at + 1) }
            }
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    /// Every dictionary word, by number.
    private static func dictionaryWords(_ gazetteer: Gazetteer) -> [String] {
        let dictionary = WordDictionary(gazetteer)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: WordBlockCoding.maximumWordLength + 1) { buffer in
            (0..<dictionary.wordCount).map { number in
                let length = dictionary.word(number, into: buffer.baseAddress!)
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<length]), as: UTF8.self)
            }
        }
    }

    /// The walk's matches, word by word.
    private static func walk(_ query: String, budget: Int, prefixMode: Bool, _ gazetteer: Gazetteer) -> [Int: (edits: Int, isWhole: Bool)] {
        let dictionary = WordDictionary(gazetteer)
        var found: [Int: (edits: Int, isWhole: Bool)] = [:]
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: WordBlockCoding.maximumWordLength + 1) { buffer in
            Array(query.utf8).withUnsafeBufferPointer { bytes in
                let matches = TypoWalk.matches(
                    of: bytes, edits: budget, prefixMode: prefixMode, dictionary: dictionary, buffer: buffer.baseAddress!)
                for match in matches {
                    for word in match.words { found[word] = (match.edits, match.isWhole) }
                }
            }
        }
        return found
    }

    /// The same by brute force: every word whose first letter is the query's, by optimal string
    /// alignment distance (in prefix mode, the best of its prefixes, each deeper one only when it
    /// does better).
    private static func bruteForce(_ query: String, budget: Int, prefixMode: Bool, words: [String]) -> [Int: (edits: Int, isWhole: Bool)] {
        let target = Array(query.unicodeScalars)
        guard target.count >= 2, target.count <= TypoWalk.maximumCharacters else { return [:] }
        var found: [Int: (edits: Int, isWhole: Bool)] = [:]
        for (number, word) in words.enumerated() where word.unicodeScalars.first == target.first {
            if let match = OracleWord.distance(target, Array(word.unicodeScalars), budget: budget, prefixMode: prefixMode) {
                found[number] = match
            }
        }
        return found
    }

    /// ``OracleWord/distance(_:_:budget:prefixMode:)`` from one table: row `i` holds the distances of
    /// the word's first `i` characters to the query's prefixes (no prefix longer than the query
    /// and the budget can be within it).
    private static func prefixDistances(
        _ query: [Unicode.Scalar], _ word: [Unicode.Scalar], budget: Int, prefixMode: Bool
    ) -> (edits: Int, isWhole: Bool)? {
        guard word.first == query.first else { return nil }
        if !prefixMode && abs(word.count - query.count) > budget { return nil }
        let rows = min(word.count, query.count + budget)
        var table = [[Int]](repeating: Array(0...query.count), count: rows + 1)
        var limit = budget
        var result: (edits: Int, isWhole: Bool)?
        for i in 1...rows {
            table[i][0] = i
            for j in 1...query.count {
                var value = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (word[i - 1] == query[j - 1] ? 0 : 1))
                if i > 1 && j > 1 && word[i - 1] == query[j - 2] && word[i - 2] == query[j - 1] {
                    value = min(value, table[i - 2][j - 2] + 1)
                }
                table[i][j] = value
            }
            if prefixMode && table[i][query.count] <= limit {
                result = (table[i][query.count], i == word.count)
                limit = table[i][query.count] - 1
            }
        }
        if !prefixMode && table[rows][query.count] <= budget { result = (table[rows][query.count], true) }
        return result
    }

    private static func disagreements(
        _ walked: [Int: (edits: Int, isWhole: Bool)], _ expected: [Int: (edits: Int, isWhole: Bool)], words: [String]
    ) -> [String] {
        Set(walked.keys).union(expected.keys).sorted().compactMap { number in
            let got = walked[number], wanted = expected[number]
            if got?.edits == wanted?.edits && got?.isWhole == wanted?.isWhole { return nil }
            return "\(words[number]): walk \(got.map { "\($0)" } ?? "-"), brute force \(wanted.map { "\($0)" } ?? "-")"
        }
    }

    @Test("matches equal brute force over random words with multi-byte letters", arguments: [UInt64(1), 2, 3, 4])
    func randomWordsMatchBruteForce(seed: UInt64) throws {
        let built = try Self.index(seed: seed, words: 1_500)
        let words = Self.dictionaryWords(built.gazetteer)
        var random = SplitMix64(seed: seed ^ 0x7E5)
        var failures: [String] = []
        for _ in 0..<60 {
            let source = random.pick(words.filter { $0.unicodeScalars.count >= 2 })
            let query = random.chance(0.2) ? source : Self.mistype(source, edits: 1 + random.below(3), random: &random)
            for budget in 1...2 {
                for prefixMode in [false, true] {
                    let walked = Self.walk(query, budget: budget, prefixMode: prefixMode, built.gazetteer)
                    let expected = Self.bruteForce(query, budget: budget, prefixMode: prefixMode, words: words)
                    for line in Self.disagreements(walked, expected, words: words) {
                        failures.append("\"\(query)\" budget \(budget) prefix \(prefixMode): \(line)")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) disagreements, e.g.\n\(failures.prefix(6).joined(separator: "\n"))")
    }

    @Test("a transposition, a multi-byte substitution and a deletion each cost one edit; the first letter must be as typed")
    func editsAndFirstLetter() throws {
        let names = ["Vaduz", "Schaan", "Triesenberg", "Žabljak", "Москва", "Zürich", "Wadus"]
        let records = names.enumerated().map { number, name in
            TestRecord(
                fields: RecordFields(
                    id: SourceID(kind: .geonames, value: UInt64(number) + 1), latitudeE7: 0, longitudeE7: longitudeE7(Double(number)),
                    countryCode: "LI"),
                name: name)
        }
        let built = try BuiltIndex(records)
        let words = Self.dictionaryWords(built.gazetteer)
        func edits(_ query: String, _ word: String, budget: Int = 1, prefixMode: Bool = false) -> Int? {
            guard let number = words.firstIndex(of: word) else {
                Issue.record("\(word) is not in the dictionary")
                return nil
            }
            return Self.walk(query, budget: budget, prefixMode: prefixMode, built.gazetteer)[number]?.edits
        }
        #expect(edits("vadzu", "vaduz") == 1)
        #expect(edits("vaudz", "vaduz") == 1)
        #expect(edits("vduz", "vaduz") == 1)
        #expect(edits("vaaduz", "vaduz") == 1)
        #expect(edits("мосвка", "москва") == 1)
        #expect(edits("москоа", "москва") == 1)
        #expect(edits("trisenbreg", "triesenberg", budget: 2) == 2)
        #expect(edits("trisenbreg", "triesenberg", budget: 1) == nil)
        // The first letter is as typed: "baduz" is no "vaduz", nor "wadus" a "vaduz".
        #expect(edits("baduz", "vaduz") == nil)
        #expect(edits("waduz", "wadus") == 1)
        #expect(edits("waduz", "vaduz") == nil)
        // In prefix mode a start of the word counts: "triesenb" starts "triesenberg".
        #expect(edits("triesnb", "triesenberg", prefixMode: true) == 1)
    }

    @Test("one mistake from 4 letters, two from 8")
    func budgetThresholds() {
        #expect((1...12).map(TypoWalk.budget(characters:)) == [0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 2])
    }

    @Test("matches equal brute force over the cities500 dictionary",
          .enabled(if: SharedData.cities500 != nil, "../shared/data/geonames/cities500.txt.gz is absent"))
    func cities500MatchesBruteForce() async throws {
        let built = try #require(try await SharedIndexes.cities500())
        let words = Self.dictionaryWords(built.index)
        let byFirst = Dictionary(grouping: words.indices, by: { words[$0].unicodeScalars.first })
        var random = SplitMix64(seed: 0xC17)
        var failures: [String] = []
        for _ in 0..<24 {
            let source = words[random.below(words.count)]
            guard source.unicodeScalars.count >= 4, source.unicodeScalars.first!.value > 0x20 else { continue }
            let query = Self.mistype(source, edits: 1 + random.below(2), random: &random)
            let budget = TypoWalk.budget(characters: query.unicodeScalars.count)
            guard budget > 0 else { continue }
            let candidates = byFirst[query.unicodeScalars.first] ?? []
            let target = Array(query.unicodeScalars)
            for prefixMode in [false, true] {
                let walked = Self.walk(query, budget: budget, prefixMode: prefixMode, built.index)
                var expected: [Int: (edits: Int, isWhole: Bool)] = [:]
                for number in candidates {
                    let match = Self.prefixDistances(target, Array(words[number].unicodeScalars), budget: budget, prefixMode: prefixMode)
                    if let match { expected[number] = match }
                }
                for line in Self.disagreements(walked, expected, words: words) {
                    failures.append("\"\(query)\" prefix \(prefixMode): \(line)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) disagreements, e.g.\n\(failures.prefix(6).joined(separator: "\n"))")
    }
}
