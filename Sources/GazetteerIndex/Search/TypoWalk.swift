/// Finds the dictionary words within a few typing mistakes of a query word, the first character
/// exact, by walking a Levenshtein automaton (``TypoAutomaton``) over the sorted dictionary
/// (``TypoWalker``): from a dead prefix the walk moves to the next string that could match,
/// passing over the words between unread and jumping over whole blocks. A word matches whole when it is
/// within the budget; for the last query word a word also matches when one of its prefixes is
/// (every word under that prefix matches, as a prefix). One mistake is looked for first; two only
/// when one finds nothing.
enum TypoWalk {
    /// Mistakes allowed for a word of `characters` (Organic Maps' thresholds): none below 4
    /// characters, 1 from 4 to 7, 2 from 8.
    static func budget(characters: Int) -> Int {
        characters < 4 ? 0 : (characters < 8 ? 1 : 2)
    }

    /// The longest query word expanded (longer words are left as typed).
    static let maximumCharacters = 32

    /// The matches: ranges of word numbers (one word, or every word under a prefix) with the edits
    /// of the best match of each word, sorted and non-overlapping.
    /// - Complexity: see ``TypoWalker/run()``; then O(log words) for each accepted prefix.
    static func matches(
        of word: UnsafeBufferPointer<UInt8>, edits budget: Int, prefixMode: Bool, dictionary: WordDictionary,
        buffer: UnsafeMutablePointer<UInt8>
    ) -> [(words: Range<Int>, edits: Int, isWhole: Bool)] {
        guard budget > 0, budget <= TypoAutomaton.maximumEdits else { return [] }
        let capacity = maximumCharacters + 1
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 * capacity) { characters in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity + 1) { offsets in
                var count = 0
                var index = 0
                while index < word.count {
                    let (character, length) = word[index] < 0x80
                        ? (UInt32(word[index]), 1) : NameNormalizer.decodeScalar(in: word, at: index)
                    guard length > 0, count < capacity else { return [] }
                    characters[count] = character
                    offsets[count] = index
                    count += 1
                    index += length
                }
                offsets[count] = index
                guard count >= 2, count <= maximumCharacters else { return [] }
                return matches(
                    of: UnsafeBufferPointer(rebasing: characters[..<count]), others: characters.baseAddress! + capacity,
                    bytes: word, offsets: UnsafeBufferPointer(rebasing: offsets[...count]), budget: budget,
                    prefixMode: prefixMode, dictionary: dictionary, buffer: buffer)
            }
        }
    }

    private static func matches(
        of query: UnsafeBufferPointer<UInt32>, others: UnsafeMutablePointer<UInt32>, bytes: UnsafeBufferPointer<UInt8>,
        offsets: UnsafeBufferPointer<Int>, budget: Int, prefixMode: Bool, dictionary: WordDictionary,
        buffer: UnsafeMutablePointer<UInt8>
    ) -> [(words: Range<Int>, edits: Int, isWhole: Bool)] {
        var found: [(words: Range<Int>, edits: Int, isWhole: Bool)] = []
        var prefixes: [UInt8] = []
        var accepted: [(length: Int, edits: Int)] = []
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 128 + query.count) { masks in
            withUnsafeTemporaryAllocation(of: TypoWalker.Frame.self, capacity: TypoWalker.frameCount) { frames in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: TypoWalker.scratchBytes) { scratch in
                    let automaton = TypoAutomaton(
                        query: query, asciiMasks: UnsafeMutableBufferPointer(rebasing: masks[..<128]),
                        otherCharacters: UnsafeMutableBufferPointer(start: others, count: query.count),
                        otherMasks: UnsafeMutableBufferPointer(rebasing: masks[128...]))
                    var walker = TypoWalker(
                        automaton: automaton, budget: budget, queryBytes: bytes, queryOffsets: offsets,
                        prefixMode: prefixMode, dictionary: dictionary, frames: frames.baseAddress!,
                        scratch: scratch.baseAddress!)
                    walker.run()
                    found = walker.wholeWords.map { ($0.word..<$0.word + 1, $0.edits, true) }
                    prefixes = walker.acceptedBytes
                    accepted = walker.accepted
                }
            }
        }
        // Each accepted prefix's words: the one equal to it matches whole, the others as a prefix.
        var start = 0
        prefixes.withUnsafeMutableBufferPointer { prefixes in
            for match in accepted {
                let prefix = UnsafeMutableBufferPointer(rebasing: prefixes[start..<start + match.length])
                start += match.length
                let first = dictionary.firstWord(notBelow: UnsafeBufferPointer(prefix), buffer: buffer)
                // The smallest key after every word with the prefix: its last byte raised (UTF-8
                // never holds 0xFF, so no carry is needed).
                prefix[prefix.count - 1] &+= 1
                let end = dictionary.firstWord(notBelow: UnsafeBufferPointer(prefix), buffer: buffer).word
                var word = first.word
                if first.isEqual && word < end {
                    found.append((word..<word + 1, match.edits, true))
                    word += 1
                }
                if word < end { found.append((word..<end, match.edits, false)) }
            }
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
