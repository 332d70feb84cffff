/// A word of a query that explains why a search found nothing (``Gazetteer/unmatchedWords(in:)``).
public struct UnmatchedWord: Hashable, Sendable, CustomStringConvertible {
    /// Why the word leaves the search empty.
    public enum Reason: Hashable, Sendable {
        /// No name has the word, as typed, cut short (the last word) or misspelled within the
        /// budget of a search.
        case inNoName
        /// Names have the word, but no place has it with the query's other words, and it is
        /// never left out: a word of one or two letters, or a word after a comma that names no
        /// area. Without it, the query finds places.
        case notWithTheOtherWords
        /// The query is finished and all its words are of one or two letters (initials or
        /// fragments of punctuation: "&l;"), so it must be a whole name, and no place has it;
        /// `word` is the query's words.
        case notAWholeName
    }

    /// The word, normalized as a search reads it ("Zürich" is "zurich").
    public let word: String
    public let reason: Reason

    public init(_ word: String, _ reason: Reason) {
        self.word = word
        self.reason = reason
    }

    public var description: String { "\"\(word)\"" }
}
