/// Reads a query in the ways it can mean something: all its words as a name, or a name followed
/// by qualifiers that name a country or an admin1 division ("paris texas", "Cambridge, UK",
/// "springfield il", "prague, czech republic").
///
/// Qualifiers come at the end, at most two, each a phrase of up to four words found in the phrase
/// table: codes and abbreviations ("UK", "IL", "THA") match whole words only, names may be cut
/// short in the last word ("vaduz, liecht"), and admin1 codes that are numbers only after a comma.
/// The whole text is always tried as a name too, so a comma inside a name never hides it.
struct QueryPlanner {
    static let maximumQualifiers = 2
    static let maximumPhraseWords = 4

    let text: QueryText
    let phrases: PhraseTable

    /// The passes for `matchers` (one per query word): the whole query as a name first.
    func passes(_ matchers: [WordMatcher], country: UInt16?) -> [SearchPass] {
        var result = [SearchPass(words: matchers, country: country)]
        guard matchers.count > 1 else { return result }
        for split in (1..<matchers.count).reversed() {
            guard let qualifiers = qualifiers(from: split) else { continue }
            var pass = SearchPass(words: Array(matchers[..<split]), qualifiers: qualifiers, country: country)
            pass.bonus.qualifier = SearchRanking.qualifier * Double(qualifiers.count)
            result.append(pass)
        }
        return result
    }

    /// The words that some reading takes as qualifiers (they are never left out of a query).
    func qualifierWords(count: Int) -> Set<Int> {
        guard count > 1 else { return [] }
        var words = Set<Int>()
        for split in 1..<count where qualifiers(from: split) != nil { words.formUnion(split..<count) }
        return words
    }

    /// The qualifiers that words `start...` spell, or `nil` when they do not all name areas.
    func qualifiers(from start: Int) -> [[UInt32]]? {
        var result: [[UInt32]] = []
        var position = start
        let end = text.words.count
        while position < end {
            guard result.count < Self.maximumQualifiers, let (meanings, length) = phrase(at: position) else { return nil }
            result.append(meanings)
            position += length
        }
        return result.isEmpty ? nil : result
    }

    /// The longest area phrase starting at word `start`, with its meanings and length in words.
    private func phrase(at start: Int) -> ([UInt32], Int)? {
        let end = text.words.count
        let startsPart = text.words[start].part > 0 && (start == 0 || text.words[start - 1].part != text.words[start].part)
        for length in stride(from: min(Self.maximumPhraseWords, end - start), through: 1, by: -1) {
            let bytes = text.phrase(start..<start + length)
            if let entry = bytes.withUnsafeBufferPointer({ phrases.find($0) }), !entry.isAfterCommaOnly || startsPart {
                let meanings = areaMeanings(entry)
                if !meanings.isEmpty { return (meanings, length) }
            }
        }
        // The last phrase may be a name cut short while it is typed: "vaduz, liecht" (after a
        // comma any length of it, else at least three letters).
        for length in stride(from: min(Self.maximumPhraseWords, end - start), through: 1, by: -1)
        where start + length == end && text.lastWordIsOpen {
            guard startsPart || text.words[end - 1].characters >= 3 else { continue }
            let bytes = text.phrase(start..<end)
            let entries = bytes.withUnsafeBufferPointer { phrases.entries(startingWith: $0, limit: 16) }
            let meanings = entries.filter { !$0.isCode }.flatMap(areaMeanings)
            if !meanings.isEmpty { return (Array(Set(meanings)).sorted(), length) }
        }
        return nil
    }

    private func areaMeanings(_ entry: PhraseTable.Entry) -> [UInt32] {
        entry.meanings.map(phrases.meaning).filter {
            let kind = PhraseMeaning.kind($0)
            return kind == PhraseMeaning.country || kind == PhraseMeaning.admin1
        }
    }
}
