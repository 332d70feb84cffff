/// Finds the dictionary words within a few typing mistakes of a query word, by walking a
/// Levenshtein automaton (``LevenshteinRows``) over the sorted dictionary, the first character exact.
///
/// Words are read in order and the rows of a shared prefix are reused; when a prefix can no
/// longer lead to a match, the walk seeks past every word that starts with it to the next string
/// that could still match, so only live prefixes are read, never all the words. A word matches
/// whole when it is within the budget; for the last query word a word also matches when one of
/// its prefixes is (every word under that prefix matches, as a prefix). One mistake is looked for
/// first; two only when one finds nothing.
enum TypoWalk {
    /// Mistakes allowed for a word of `characters` (Organic Maps' thresholds): none below 4
    /// characters, 1 from 4 to 7, 2 from 8.
    static func budget(characters: Int) -> Int {
        characters < 4 ? 0 : (characters < 8 ? 1 : 2)
    }

    /// The longest query word expanded (longer words are left as typed).
    static let maximumCharacters = 32
    /// Dictionary steps (words read plus seeks) after which a walk stops, bounding its cost.
    static let maximumSteps = 20_000

    /// The matches: ranges of word numbers (one word, or every word under a prefix) with the edits
    /// of the best match of each word, sorted and non-overlapping.
    static func matches(
        of word: UnsafeBufferPointer<UInt8>, edits budget: Int, prefixMode: Bool, dictionary: WordDictionary,
        buffer: UnsafeMutablePointer<UInt8>
    ) -> [(words: Range<Int>, edits: Int, isWhole: Bool)] {
        var query: [UInt32] = []
        var index = 0
        while index < word.count {
            let (scalar, length) = LevenshteinRows.decode(word, at: index)
            guard length > 0 else { return [] }
            query.append(scalar)
            index += length
        }
        guard budget > 0, query.count >= 2, query.count <= maximumCharacters else { return [] }
        var rows = LevenshteinRows(query: query, budget: budget, prefixMode: prefixMode)
        var found: [(words: Range<Int>, edits: Int, isWhole: Bool)] = []
        var accepted: [(prefix: [UInt8], edits: Int)] = []
        var walker = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4) { first in
            let length = LevenshteinRows.encode(query[0], into: first, at: 0)
            return WordWalker(dictionary: dictionary, key: UnsafeBufferPointer(rebasing: first[..<length]), buffer: buffer)
        }
        // Accepted prefixes are resolved to word ranges after the walk, which owns the buffer meanwhile.
        var prefixes: [(prefix: [UInt8], edits: Int)] = []
        var steps = 0
        while walker.isValid && steps < maximumSteps {
            steps += 1
            let bytes = walker.bytes
            accepted.removeAll(keepingCapacity: true)
            let outcome = rows.run(bytes) { length, edits in accepted.append((Array(bytes[..<length]), edits)) }
            prefixes.append(contentsOf: accepted)
            switch outcome {
            case .next:
                walker.advance()
            case .whole(let edits):
                found.append((walker.word..<walker.word + 1, edits, true))
                walker.advance()
            case .seek:
                walker.seek(rows.key)
            case .done:
                break
            }
            if case .done = outcome { break }
        }
        for match in prefixes {
            let range = match.prefix.withUnsafeBufferPointer { dictionary.prefixRange($0, buffer: buffer) }
            var start = range.first.word
            if range.first.length == match.prefix.count && start < range.end.word {
                found.append((start..<start + 1, match.edits, true))
                start += 1
            }
            if start < range.end.word { found.append((start..<range.end.word, match.edits, false)) }
        }
        return flatten(found)
    }

    /// Sorts the ranges and keeps, for every word, the fewest edits (a whole-word match first among equals).
    static func flatten(_ found: [(words: Range<Int>, edits: Int, isWhole: Bool)]) -> [(words: Range<Int>, edits: Int, isWhole: Bool)] {
        guard found.count > 1 else { return found }
        let cuts = Array(Set(found.flatMap { [$0.words.lowerBound, $0.words.upperBound] })).sorted()
        var result: [(words: Range<Int>, edits: Int, isWhole: Bool)] = []
        for (start, end) in zip(cuts, cuts.dropFirst()) {
            var best: (edits: Int, isWhole: Bool)?
            for match in found where match.words.lowerBound <= start && match.words.upperBound >= end {
                if let current = best, current.edits < match.edits || (current.edits == match.edits && current.isWhole) { continue }
                best = (match.edits, match.isWhole)
            }
            guard let best else { continue }
            if let last = result.last, last.words.upperBound == start, last.edits == best.edits, last.isWhole == best.isWhole {
                result[result.count - 1].words = last.words.lowerBound..<end
            } else {
                result.append((start..<end, best.edits, best.isWhole))
            }
        }
        return result
    }
}
