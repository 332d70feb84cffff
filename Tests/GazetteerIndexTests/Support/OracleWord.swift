@testable import GazetteerIndex

/// One query word as the oracle sees it: the dictionary words it equals, starts, or misspells.
struct OracleWord {
    let text: String
    let isLast: Bool
    let isNumeric: Bool
    let hasExact: Bool
    let hasPrefix: Bool
    /// Words within a few mistakes: edits, and whether of the whole word (else of a start of it).
    var typos: [String: (edits: Int, isWhole: Bool)] = [:]

    init(text: String, isLast: Bool, dictionary: [String]) {
        self.text = text
        self.isLast = isLast
        isNumeric = text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        hasExact = dictionary.contains(text)
        hasPrefix = Self.startsWords(isLast: isLast, isNumeric: isNumeric, text: text)
            && dictionary.contains { $0.utf8.count > text.utf8.count && $0.utf8.starts(with: text.utf8) }
    }

    var isEmpty: Bool { !hasExact && !hasPrefix && typos.isEmpty }

    /// Whether a query word matches the words it starts: the last word always; earlier ones unless
    /// they are numbers or shorter than three characters.
    static func startsWords(isLast: Bool, isNumeric: Bool, text: String) -> Bool {
        isLast || (!isNumeric && text.unicodeScalars.count >= WordMatcher.shortestMidQueryPrefix)
    }
    var characters: Int { text.unicodeScalars.count }
    /// Three characters or more, or two from U+3040 on (kana, CJK, Hangul).
    var isSubstantial: Bool {
        characters >= 3 || (characters == 2 && text.unicodeScalars.first!.value >= 0x3040)
    }
    var allowsTypos: Bool { !isNumeric && characters >= 4 && characters <= 32 }

    /// How `word` meets this query word; `nil` when it does not.
    func match(_ word: String) -> MatchKind? {
        if word == text { return .exact }
        if Self.startsWords(isLast: isLast, isNumeric: isNumeric, text: text)
            && word.utf8.count > text.utf8.count && word.utf8.starts(with: text.utf8) { return .prefix }
        return typos[word].map { .typo(edits: $0.edits, isWhole: $0.isWhole) }
    }

    /// Finds the misspellings: one mistake first, two (from 8 characters) only when one finds none.
    mutating func addTypos(_ dictionary: [String]) {
        guard allowsTypos else { return }
        let budget = characters < 8 ? 1 : 2
        for edits in 1...budget where typos.isEmpty {
            for word in dictionary {
                if let found = Self.distance(Array(text.unicodeScalars), Array(word.unicodeScalars), budget: edits, prefixMode: isLast),
                   found.edits > 0 {
                    typos[word] = found
                }
            }
        }
    }

    /// Optimal-string-alignment distance within `budget`, the first character exact; in prefix mode
    /// the prefixes of `word` count, each deeper one only when it does better (as the index's walk).
    static func distance(_ query: [Unicode.Scalar], _ word: [Unicode.Scalar], budget: Int, prefixMode: Bool) -> (edits: Int, isWhole: Bool)? {
        guard let first = query.first, word.first == first else { return nil }
        var limit = budget
        var result: (edits: Int, isWhole: Bool)?
        for length in 1...word.count {
            let edits = osa(query, Array(word[..<length]))
            if prefixMode && edits <= limit {
                result = (edits, length == word.count)
                limit = edits - 1
            }
        }
        if !prefixMode {
            let edits = osa(query, word)
            if edits <= budget { result = (edits, true) }
        }
        return result
    }

    static func osa(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        for i in 1...a.count {
            for j in 1...b.count {
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
                }
            }
        }
        return rows[a.count][b.count]
    }
}

/// The name part of the score, on strings: each query word takes the best unused word of the
/// name (the same word, then a word it starts, then a misspelling; among equals the first after the
/// previous query word's), then the name-match, coverage and alternate-name parts.
enum OracleNameScore {
    static func score(_ words: [OracleWord], name: SearchOracle.Name, wholeNameOnly: Bool = false) -> Double? {
        guard name.words.count >= words.count, !name.words.isEmpty else { return nil }
        var used = Set<Int>()
        var previous = -1
        var inOrder = true, contiguous = true, wholeBeforeLast = true, lastIsWhole = true
        var firstPosition = -1
        var letters = 0
        var penalty = 0.0
        for (index, word) in words.enumerated() {
            var best = -1
            var bestKind = MatchKind.any
            for (position, candidate) in name.words.enumerated() where !used.contains(position) {
                guard let kind = word.match(candidate) else { continue }
                if best < 0 || kind.order < bestKind.order || (kind.order == bestKind.order && best < previous && position > previous) {
                    best = position
                    bestKind = kind
                }
            }
            guard best >= 0 else { return nil }
            used.insert(best)
            if index == 0 { firstPosition = best }
            if best < previous { inOrder = false }
            if index > 0 && best != previous + 1 { contiguous = false }
            previous = best
            if index == words.count - 1 { lastIsWhole = bestKind.isWhole } else if !bestKind.isWhole { wholeBeforeLast = false }
            if !word.isLast && !bestKind.isWhole { penalty += SearchRanking.prefixWord }
            penalty += SearchRanking.typoPerEdit * Double(bestKind.edits)
            letters += word.characters
        }
        let covers = used.count == name.words.count
        if wholeNameOnly && !(covers && wholeBeforeLast && lastIsWhole && inOrder) { return nil }
        var match = 0.0
        if covers && wholeBeforeLast && lastIsWhole {
            match = inOrder ? SearchRanking.wholeName : SearchRanking.wholeNameAnyOrder
        } else if covers && inOrder && wholeBeforeLast {
            match = SearchRanking.completePrefix
        } else if firstPosition == 0 && inOrder && contiguous {
            match = SearchRanking.nameStart
        } else if inOrder && contiguous && wholeBeforeLast && lastIsWhole {
            match = SearchRanking.nameRun
        }
        let coverage = SearchRanking.coverageWeight * min(1, Double(letters) / Double(max(1, name.letters)))
        let alternate = name.isMain ? 0 : SearchRanking.alternateName + (name.letters <= 3 ? SearchRanking.shortAlternateName : 0)
        return match + coverage - alternate - penalty
    }
}
