/// How the words of a query meet the words of one name, and what that is worth.
///
/// Each query word takes the best unused word of the name: the same word before one it starts,
/// before one within typing mistakes; among equals, the first one after the previous query word's.
struct NameMatch {
    /// The match's parts of the score (importance, distance and qualifier are added by the caller).
    var explanation = ScoreExplanation()
    /// Whether the name is exactly the query's words (in order, each whole).
    var isWholeName = false

    /// Matches `tokens` against `name`; `nil` when some query word finds no word of the name.
    static func evaluate(
        _ tokens: UnsafeBufferPointer<WordMatcher>, name: NameBlockCoding.Name, block: NameBlockCoding.Block
    ) -> NameMatch? {
        guard name.wordCount >= tokens.count, name.wordCount > 0 else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: NameBlockCoding.maximumWords) { words in
            var count = 0
            block.forEachWord(of: name) { _, word in
                words[count] = word
                count += 1
            }
            guard count == name.wordCount else { return nil }
            return evaluate(
                tokens, words: UnsafeBufferPointer(rebasing: words[0..<count]), letters: name.letters,
                isAlternate: name.ordinal >= block.mainCount, isAddress: name.isAddress)
        }
    }

    /// Matches `tokens` against a name given by its word numbers and letters.
    static func evaluate(
        _ tokens: UnsafeBufferPointer<WordMatcher>, words: UnsafeBufferPointer<UInt32>, letters nameLetters: Int,
        isAlternate: Bool, isAddress: Bool
    ) -> NameMatch? {
        guard words.count >= tokens.count, !words.isEmpty else { return nil }
        if tokens.count == 1 && tokens[0].typos.isEmpty {
            return evaluateOne(tokens, words: words, letters: nameLetters, isAlternate: isAlternate, isAddress: isAddress)
        }
        var used: UInt64 = 0
        var previous = -1
        var inOrder = true
        var contiguous = true
        var wholeBeforeLast = true
        var lastIsWhole = true
        var firstPosition = -1
        var letters = 0
        var result = NameMatch()
        for (index, token) in tokens.enumerated() {
            var best = -1
            var bestKind = MatchKind.any
            for (position, word) in words.enumerated() where used & (1 << UInt64(position)) == 0 {
                guard let kind = token.match(word) else { continue }
                let better = best < 0 || kind.order < bestKind.order
                    || (kind.order == bestKind.order && best < previous && position > previous)
                if better {
                    best = position
                    bestKind = kind
                }
            }
            guard best >= 0 else { return nil }
            used |= 1 << UInt64(best)
            if index == 0 { firstPosition = best }
            if best < previous { inOrder = false }
            if index > 0 && best != previous + 1 { contiguous = false }
            previous = best
            if index == tokens.count - 1 { lastIsWhole = bestKind.isWhole } else if !bestKind.isWhole { wholeBeforeLast = false }
            if !token.isLast && !bestKind.isWhole { result.explanation.prefixWords += SearchRanking.prefixWord }
            result.explanation.typos += SearchRanking.typoPerEdit * Double(bestKind.edits)
            letters += token.characters
        }
        let coversName = used.nonzeroBitCount == words.count
        if coversName && wholeBeforeLast && lastIsWhole {
            result.explanation.nameMatch = inOrder ? SearchRanking.wholeName : SearchRanking.wholeNameAnyOrder
            result.isWholeName = inOrder
        } else if coversName && inOrder && wholeBeforeLast {
            result.explanation.nameMatch = SearchRanking.completePrefix
        } else if firstPosition == 0 && inOrder && contiguous {
            result.explanation.nameMatch = SearchRanking.nameStart
        } else if inOrder && contiguous && wholeBeforeLast && lastIsWhole {
            result.explanation.nameMatch = SearchRanking.nameRun
        }
        result.setNameParts(letters: letters, nameLetters: nameLetters, isAlternate: isAlternate, isAddress: isAddress)
        return result
    }

    /// ``evaluate(_:words:letters:isAlternate:isAddress:)`` for one query word without typos (the
    /// only one of `tokens`), the most frequent case (every prefix typed alone, and each answer list
    /// the build makes): the same result without the bookkeeping of several words.
    /// - Complexity: O(words of the name).
    private static func evaluateOne(
        _ tokens: UnsafeBufferPointer<WordMatcher>, words: UnsafeBufferPointer<UInt32>, letters nameLetters: Int,
        isAlternate: Bool, isAddress: Bool
    ) -> NameMatch? {
        // The matcher's fields are read in place: a copy of it would retain its typo list.
        let (exactWord, prefixWords) = (tokens[0].exactWord, tokens[0].prefixWords)
        // The first word equal to the query word, else the first one it starts.
        var best = -1
        var isWhole = false
        for (position, word) in words.enumerated() {
            if Int(word) == exactWord {
                best = position
                isWhole = true
                break
            }
            if best < 0 && prefixWords.contains(Int(word)) { best = position }
        }
        guard best >= 0 else { return nil }
        var result = NameMatch()
        if !tokens[0].isLast && !isWhole { result.explanation.prefixWords += SearchRanking.prefixWord }
        if words.count == 1 {
            result.explanation.nameMatch = isWhole ? SearchRanking.wholeName : SearchRanking.completePrefix
            result.isWholeName = isWhole
        } else if best == 0 {
            result.explanation.nameMatch = SearchRanking.nameStart
        } else if isWhole {
            result.explanation.nameMatch = SearchRanking.nameRun
        }
        result.setNameParts(
            letters: tokens[0].characters, nameLetters: nameLetters, isAlternate: isAlternate, isAddress: isAddress)
        return result
    }

    /// Sets the parts that depend on the name itself: the share of its letters matched
    /// (`letters` of its `nameLetters`), and the cost of an alternate name or an address.
    private mutating func setNameParts(letters: Int, nameLetters: Int, isAlternate: Bool, isAddress: Bool) {
        explanation.coverage = SearchRanking.coverageWeight * min(1, Double(letters) / Double(max(1, nameLetters)))
        if isAddress {
            explanation.alternateName = SearchRanking.addressName
        } else if isAlternate {
            explanation.alternateName = SearchRanking.alternateName
                + (nameLetters <= 3 ? SearchRanking.shortAlternateName : 0)
        }
    }
}
