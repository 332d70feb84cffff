/// The heavy prefixes' lists a search reads: the prefix table, each prefix's head (its first
/// postings) and its answer lists, overall and per large country.
extension Gazetteer {
    /// The prefix table entry of the heavy prefix of `length` bytes whose words start at `firstWord`.
    func heavyPrefix(firstWord: Int, length: Int) -> Int? {
        let low = Self.firstEntry(of: prefixCount) { slot in
            let entry = slot * PrefixLayout.size
            let word = Int(prefixes.load(PrefixLayout.firstWord, at: entry))
            return word < firstWord || (word == firstWord && Int(prefixes.load(PrefixLayout.length, at: entry)) < length)
        }
        let entry = low * PrefixLayout.size
        guard low < prefixCount, Int(prefixes.load(PrefixLayout.firstWord, at: entry)) == firstWord,
              Int(prefixes.load(PrefixLayout.length, at: entry)) == length else { return nil }
        return low
    }

    /// The head of the heavy prefix of `length` bytes whose words start at `firstWord`.
    func head(firstWord: Int, length: Int) -> (cursor: PostingCoding.Cursor, count: Int)? {
        guard let slot = heavyPrefix(firstWord: firstWord, length: length) else { return nil }
        let entry = slot * PrefixLayout.size
        let count = Int(prefixes.load(PrefixLayout.headCount, at: entry))
        let offset = Int(prefixes.load(PrefixLayout.headOffset, at: entry))
        let end = slot + 1 < prefixCount ? Int(prefixes.load(PrefixLayout.headOffset, at: entry + PrefixLayout.size)) : heads.count
        return (PostingCoding.Cursor(view: heads, offset: offset, end: max(offset, end), count: count), count)
    }

    /// Where a heavy prefix's answer list is in the answers section.
    func answerList(slot: Int) -> (offset: Int, count: Int) {
        let entry = slot * PrefixLayout.size
        return (Int(prefixes.load(PrefixLayout.answerOffset, at: entry)), Int(prefixes.load(PrefixLayout.answerCount, at: entry)))
    }

    /// Where the answer list of a heavy prefix within `country` is, if it has one.
    func countryAnswerList(slot: Int, country: UInt16) -> (offset: Int, count: Int)? {
        let low = Self.firstEntry(of: countryAnswerCount) { index in
            let entry = index * CountryAnswerLayout.size
            let entrySlot = Int(countryAnswers.load(CountryAnswerLayout.prefix, at: entry))
            return entrySlot < slot || (entrySlot == slot && countryAnswers.load(CountryAnswerLayout.country, at: entry) < country)
        }
        let entry = low * CountryAnswerLayout.size
        guard low < countryAnswerCount, Int(countryAnswers.load(CountryAnswerLayout.prefix, at: entry)) == slot,
              countryAnswers.load(CountryAnswerLayout.country, at: entry) == country else { return nil }
        return (Int(countryAnswers.load(CountryAnswerLayout.offset, at: entry)), Int(countryAnswers.load(CountryAnswerLayout.count, at: entry)))
    }

    /// Whether `country` has answer lists of its own for short prefixes.
    func hasCountryAnswers(_ country: UInt16) -> Bool {
        countryEntry(country).map { countries.load(CountryLayout.flags, at: $0) & CountryFlags.hasAnswerLists != 0 } ?? false
    }

    /// Calls `body` with the (rank, ordinal) pairs of an answer list, best first, until it returns `false`.
    func forEachAnswer(offset: Int, count: Int, _ body: (Int, Int) -> Bool) {
        var position = offset
        for _ in 0..<count {
            let (rank, rankSize) = answers.varint(position)
            let (ordinal, ordinalSize) = answers.varint(position + rankSize)
            guard rankSize > 0, ordinalSize > 0, rank < self.count, body(rank, ordinal) else { return }
            position += rankSize + ordinalSize
        }
    }

    /// The first of `count` sorted table entries that `isBefore` (true for a leading run of them)
    /// does not hold for. O(log count).
    @inline(__always)
    private static func firstEntry(of count: Int, isBefore: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
