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

    /// The passes for `matchers` (one per query word), appended to `result`: the whole query as a
    /// name first. The qualifiers' meanings are kept in `meanings` (emptied first), which the passes
    /// share until they are gone.
    func passes(_ matchers: [WordMatcher], country: UInt16?, into result: inout [SearchPass], meanings: inout [UInt32]) {
        meanings.removeAll(keepingCapacity: true)
        result.append(SearchPass(words: matchers[...], country: country))
        guard matchers.count > 1 else { return }
        // Every reading's meanings first, then the passes: once a pass holds a slice of the array,
        // the array must not grow.
        withUnsafeTemporaryAllocation(of: (split: Int, spans: Spans).self, capacity: matchers.count) { readings in
            var count = 0
            for split in (1..<matchers.count).reversed() {
                if let spans = qualifierSpans(from: split, into: &meanings) {
                    readings[count] = (split, spans)
                    count += 1
                }
            }
            for (split, spans) in readings[..<count] {
                let qualifiers = QualifierMeanings(meanings, start: spans.start, middle: spans.middle, end: spans.end)
                var pass = SearchPass(words: matchers[..<split], qualifiers: qualifiers, country: country)
                pass.bonus.qualifier = SearchRanking.qualifier * Double(qualifiers.count)
                result.append(pass)
            }
        }
    }

    /// The words that some reading takes as qualifiers (they are never left out of a query).
    func qualifierWords(count: Int) -> Set<Int> {
        guard count > 1 else { return [] }
        var words = Set<Int>()
        var meanings: [UInt32] = []
        for split in 1..<count where qualifierSpans(from: split, into: &meanings) != nil { words.formUnion(split..<count) }
        return words
    }

    /// Where a reading's qualifiers are in the meanings array: the first from `start` to `middle`,
    /// the second (if any) from `middle` to `end`.
    typealias Spans = (start: Int, middle: Int, end: Int)

    /// The qualifiers that words `start...` spell, their meanings appended to `meanings`; `nil`
    /// (and nothing appended) when they do not all name areas.
    func qualifierSpans(from start: Int, into meanings: inout [UInt32]) -> Spans? {
        let first = meanings.count
        var middle = first
        var count = 0
        var position = start
        let end = text.words.count
        while position < end {
            guard count < Self.maximumQualifiers, let length = phrase(at: position, into: &meanings) else {
                meanings.removeLast(meanings.count - first)
                return nil
            }
            count += 1
            if count == 1 { middle = meanings.count }
            position += length
        }
        return count == 0 ? nil : (first, middle, meanings.count)
    }

    /// The longest area phrase starting at word `start`: its meanings appended to `meanings`, its
    /// length in words returned (`nil`, nothing appended, when there is none).
    private func phrase(at start: Int, into meanings: inout [UInt32]) -> Int? {
        let end = text.words.count
        let startsPart = text.words[start].part > 0 && (start == 0 || text.words[start - 1].part != text.words[start].part)
        let before = meanings.count
        for length in stride(from: min(Self.maximumPhraseWords, end - start), through: 1, by: -1) {
            if let entry = text.withPhrase(start..<start + length, phrases.find), !entry.isAfterCommaOnly || startsPart {
                appendAreaMeanings(entry, to: &meanings)
                if meanings.count > before { return length }
            }
        }
        // The last phrase may be a name cut short while it is typed: "vaduz, liecht" (after a
        // comma any length of it, else at least three letters).
        for length in stride(from: min(Self.maximumPhraseWords, end - start), through: 1, by: -1)
        where start + length == end && text.lastWordIsOpen {
            guard startsPart || text.words[end - 1].characters >= 3 else { continue }
            text.withPhrase(start..<end) { phrase in
                phrases.forEachEntry(startingWith: phrase, limit: 16) { entry in
                    if !entry.isCode { appendAreaMeanings(entry, to: &meanings) }
                }
            }
            guard meanings.count > before else { continue }
            // Each meaning once, in order (sorted through a pointer: sorting the array's slice would copy it).
            meanings.withUnsafeMutableBufferPointer { all in
                var added = UnsafeMutableBufferPointer(rebasing: all[before...])
                added.sort()
            }
            var kept = before + 1
            for index in before + 1..<meanings.count where meanings[index] != meanings[kept - 1] {
                meanings[kept] = meanings[index]
                kept += 1
            }
            meanings.removeLast(meanings.count - kept)
            return length
        }
        return nil
    }

    /// Appends the meanings of `entry` that are countries or admin1 divisions.
    private func appendAreaMeanings(_ entry: PhraseTable.Entry, to meanings: inout [UInt32]) {
        for slot in entry.meanings {
            let meaning = phrases.meaning(slot)
            let kind = PhraseMeaning.kind(meaning)
            if kind == PhraseMeaning.country || kind == PhraseMeaning.admin1 { meanings.append(meaning) }
        }
    }
}
