/// The parameters section: the counts every other section's size is checked against.
enum ParameterLayout {
    static let recordCount = Field<UInt32>.first
    /// Level of the cell directory (4^level cells).
    static let gridLevel = recordCount.followed(by: UInt32.self)
    /// Distinct words (search terms) in the word dictionary.
    static let wordCount = gridLevel.followed(by: UInt32.self)
    /// Postings over all words.
    static let postingCount = wordCount.followed(by: UInt32.self)
    /// Heavy prefixes with a precomputed head.
    static let prefixCount = postingCount.followed(by: UInt32.self)
    /// The most postings a head holds.
    static let headLength = prefixCount.followed(by: UInt32.self)
    /// A prefix with more postings than this has a head.
    static let heavyThreshold = headLength.followed(by: UInt32.self)
    static let codeCount = heavyThreshold.followed(by: UInt32.self)
    static let admin1Count = codeCount.followed(by: UInt32.self)
    static let countryCount = admin1Count.followed(by: UInt32.self)
    /// Entries of the phrase table (country, admin1 and category words).
    static let phraseCount = countryCount.followed(by: UInt32.self)
    static let meaningCount = phraseCount.followed(by: UInt32.self)
    /// Seconds since 1970.
    static let createdAt = meaningCount.followed(by: Int64.self)
    /// ``NameFoldTable/fingerprint`` of the table that built the words.
    static let foldFingerprint = createdAt.followed(by: UInt32.self)
    /// The most results an answer list holds.
    static let answerLength = foldFingerprint.followed(by: UInt32.self)
    /// Names stored (names, alternate names, derived forms, addresses).
    static let nameCount = answerLength.followed(by: UInt32.self)
    /// Entries of the country answer table.
    static let countryAnswerCount = nameCount.followed(by: UInt32.self)
    /// The most results a country's answer list holds.
    static let countryAnswerLength = countryAnswerCount.followed(by: UInt32.self)

    static let size = countryAnswerLength.end
}
