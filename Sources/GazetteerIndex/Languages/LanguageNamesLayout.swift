/// The names-by-language section (``SectionKind/languageNames``): the names of records, admin1
/// divisions, countries and boundaries in each language the input gives, beside the searchable
/// names. The names are string references, so a name given in several languages (`Vaduz` in `de`,
/// `en`, `fr`) or by several places is stored once in the string pool; language tags are stored once
/// each, in a table.
///
/// ```
/// offset      size       field
/// 0           4          language count l
/// 4           4          owner count o
/// 8           8          names length
/// 16          4 × l      per language: string reference of its tag, sorted by bytes ("" is no language)
/// ...         8 × o      per owner, sorted by key: UInt32 key, UInt32 offset of its names in the names
/// ...         names      per owner: varint count, then per name varint(language << 3 | kind), varint string reference
/// ```
///
/// An owner key is the owner's kind in its top 2 bits (``Owner``) and its number in the low 30: a
/// record number, an admin1 table number, a packed country code or a boundary's area number. An
/// owner's names are ordered by language number, then kind (``LocalizedName/Kind``), then input order.
/// The section is absent from an index built without names by language.
package struct LanguageNamesLayout: Sendable {
    /// Whose names an owner key names.
    package enum Owner: UInt32, Sendable {
        case record = 0
        case admin1 = 1
        case country = 2
        case area = 3
    }

    static let headerSize = 16
    /// Bytes per owner directory entry.
    static let ownerSize = 8
    /// The largest number an owner key holds (its low 30 bits).
    package static let maximumNumber = (1 << 30) - 1

    let languageCount: Int
    let ownerCount: Int
    let namesLength: Int

    var languagesOffset: Int { Self.headerSize }
    var ownersOffset: Int { languagesOffset + 4 * languageCount }
    var namesOffset: Int { ownersOffset + Self.ownerSize * ownerCount }
    var totalLength: Int { namesOffset + namesLength }

    /// The key of `owner`'s entry `number`.
    /// - Precondition: `number` ≤ ``maximumNumber``.
    package static func key(_ owner: Owner, _ number: Int) -> UInt32 {
        precondition(number >= 0 && number <= maximumNumber, "owner number \(number) out of range")
        return owner.rawValue << 30 | UInt32(number)
    }

    /// A name's language number and kind, as one varint's value.
    static func packed(language: Int, kind: LocalizedName.Kind) -> Int { language << 3 | Int(kind.rawValue) }
}
