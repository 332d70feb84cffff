/// An admin1 table entry; entry 0 is "none".
enum Admin1Layout {
    static let country = Field<UInt16>.first
    static let reserved = country.followed(by: UInt16.self)
    /// String pool reference of the code ("IL", "07").
    static let code = reserved.followed(by: UInt32.self)
    /// String pool reference of the name ("Illinois").
    static let name = code.followed(by: UInt32.self)
    static let size = name.end
}

/// A country table entry, sorted by code.
enum CountryLayout {
    static let code = Field<UInt16>.first
    /// ``CountryFlags``.
    static let flags = code.followed(by: UInt16.self)
    /// String pool reference of the name.
    static let name = flags.followed(by: UInt32.self)
    static let size = name.end
}

/// Bits of ``CountryLayout/flags``.
enum CountryFlags {
    /// The country has answer lists for the short heavy prefixes (``CountryAnswerLayout``): a
    /// prefix with none there has no match in the country.
    static let hasAnswerLists: UInt16 = 1 << 0
}

/// The answer list of a short heavy prefix within one country, sorted by (prefix, country).
enum CountryAnswerLayout {
    /// The prefix's entry in the prefix table.
    static let prefix = Field<UInt32>.first
    static let country = prefix.followed(by: UInt16.self)
    static let count = country.followed(by: UInt16.self)
    /// Offset of the list in the answers section (``AnswerCoding``).
    static let offset = count.followed(by: UInt32.self)
    static let size = offset.end
}

/// A word dictionary directory entry: one per block of ``WordBlockCoding/blockSize`` words.
enum WordBlockLayout {
    /// The block's first word's first 8 bytes, big-endian, zero-padded: most binary-search steps end here.
    static let firstBytes = Field<UInt64>.first
    /// Offset of the block in the words section.
    static let offset = firstBytes.followed(by: UInt32.self)
    /// Offset in the postings section of the block's first word's postings.
    static let postingOffset = offset.followed(by: UInt32.self)
    /// Postings of all words before the block.
    static let postingsBefore = postingOffset.followed(by: UInt32.self)
    static let size = postingsBefore.end
}

/// A heavy prefix: every word starting with it, together, has more postings than the threshold.
/// Sorted by first word, then prefix length.
enum PrefixLayout {
    /// The number of the first word that starts with the prefix.
    static let firstWord = Field<UInt32>.first
    /// The prefix's length in bytes.
    static let length = firstWord.followed(by: UInt16.self)
    /// Postings in the head.
    static let headCount = length.followed(by: UInt16.self)
    /// Offset of the head in the heads section (``PostingCoding``).
    static let headOffset = headCount.followed(by: UInt32.self)
    /// Offset of the answer list in the answers section (``AnswerCoding``).
    static let answerOffset = headOffset.followed(by: UInt32.self)
    /// Entries in the answer list.
    static let answerCount = answerOffset.followed(by: UInt16.self)
    static let reserved = answerCount.followed(by: UInt16.self)
    static let size = reserved.end
}

/// A rank table entry: records from the most important down.
enum RankLayout {
    static let record = Field<UInt32>.first
    /// The record's importance (as ``RecordLayout/importance``), beside it so a walk in rank order
    /// reads it in sequence.
    static let importance = record.followed(by: UInt16.self)
    static let size = importance.end
}

/// A phrase table entry: a normalized phrase naming countries, admin1 divisions or categories.
/// Sorted by phrase bytes.
enum PhraseLayout {
    /// String pool reference of the normalized phrase.
    static let text = Field<UInt32>.first
    /// Index of the first meaning in the meanings section.
    static let firstMeaning = text.followed(by: UInt32.self)
    static let meaningCount = firstMeaning.followed(by: UInt16.self)
    /// ``PhraseFlags``.
    static let flags = meaningCount.followed(by: UInt16.self)
    static let size = flags.end
}

/// Bits of ``PhraseLayout/flags``.
enum PhraseFlags {
    /// A code or abbreviation ("US", "IL", "UK"): matches a whole query word only, never a prefix.
    static let code: UInt16 = 1 << 0
    /// Usable only after a comma (numeric admin1 codes such as "07", which are easily house numbers).
    static let afterCommaOnly: UInt16 = 1 << 1
}

/// What a phrase means: the kind in the top byte, the value in the low 24 bits (UInt32 each).
enum PhraseMeaning {
    /// A country; the value is its ``CountryCode``.
    static let country: UInt32 = 1
    /// An admin1 division; the value is its admin1 table number.
    static let admin1: UInt32 = 2
    /// A category; the value is its code dictionary number.
    static let category: UInt32 = 3

    static func pack(kind: UInt32, value: Int) -> UInt32 { kind << 24 | UInt32(value & 0xFF_FFFF) }
    static func kind(_ packed: UInt32) -> UInt32 { packed >> 24 }
    static func value(_ packed: UInt32) -> Int { Int(packed & 0xFF_FFFF) }
}
