/// Which words a search may leave out when no place has every word of a query (after filler
/// words are left out, ``FillerWords``).
///
/// A word may be left out, one at a time and at a cost (``SearchRanking/unmatchedWord``), only
/// when it is accounted for otherwise: some name has it as typed (or it is a number, a house
/// number the index does not know), and it says enough on its own to be a name the index lacks
/// ("london bridge"). So a word no name has is never left out ("london sdfewf"), nor a word of
/// one or two letters (an initial or a fragment of punctuation: "%#$@*&l;der#$!"), nor a word
/// after a comma, where the query names the area the place lies in ("Springfield, Atlantis"),
/// nor a qualifier; and a word is not left out when the words before any comma that are left would
/// not say enough to find a place by ("l der" is not read as "l", nor "Springfield, Atlantis" as
/// "Atlantis").
struct WordOmission {
    let text: QueryText
    /// One per word of `text`.
    let matchers: [WordMatcher]
    /// The words some reading takes as qualifiers (``QueryPlanner/qualifierWords(count:)``).
    let qualifierWords: Set<Int>

    /// Whether word `position` may be left out.
    func mayLeaveOut(_ position: Int) -> Bool {
        let word = text.words[position]
        guard !isKeptForItself(position), !qualifierWords.contains(position),
              word.isNumeric || matchers[position].exact != nil || matchers[position].prefix != nil else { return false }
        return text.words.indices.contains { other in
            let word = text.words[other]
            return other != position && word.part == 0 && !qualifierWords.contains(other) && word.isSubstantial && !word.isNumeric
        }
    }

    /// Whether the word itself keeps it in the query, whatever the other words: a word of one or
    /// two letters, or a word after a comma that no reading takes as a qualifier.
    func isKeptForItself(_ position: Int) -> Bool {
        let word = text.words[position]
        guard !word.isNumeric, !qualifierWords.contains(position) else { return false }
        return !word.isSubstantial || word.part > 0
    }
}
