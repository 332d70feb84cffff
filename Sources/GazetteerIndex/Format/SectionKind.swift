/// The kinds of section an index holds. Every kind is required but ``languageNames`` (``isOptional``).
///
/// ``spec`` lists each kind once with its name, the build stage that makes it and the size the
/// reader checks; docs/FORMAT.md describes each section byte by byte.
public enum SectionKind: UInt32, CaseIterable, Sendable, CustomStringConvertible {
    /// ``ParameterLayout``: the counts every other section's size is checked against.
    case parameters = 1
    /// ``RecordLayout`` × record count, in Morton order.
    case records = 2
    /// UInt32 × (4^level + 1): the first record of each grid cell.
    case cells = 3
    /// Varint length + UTF-8, referenced by offset (0: the empty string).
    case strings = 4
    /// UInt32 string reference × (code count + 1), sorted; 0 is "none".
    case codes = 5
    /// ``Admin1Layout`` × (admin1 count + 1).
    case admin1 = 6
    /// ``CountryLayout`` × country count.
    case countries = 7
    /// Per-record optional fields (``RecordExtrasCoding``).
    case extras = 8
    /// Per-record name blocks (``NameBlockCoding``).
    case names = 9
    /// Front-coded word blocks (``WordBlockCoding``).
    case words = 10
    /// ``WordBlockLayout`` per block of words.
    case wordDirectory = 11
    /// Per-word posting lists (``PostingCoding``).
    case postings = 12
    /// ``RankLayout`` × record count, most important first.
    case ranks = 13
    /// ``PrefixLayout`` × prefix count.
    case prefixes = 14
    /// Per heavy prefix, its first postings in rank order (``PostingCoding``).
    case heads = 15
    /// ``PhraseLayout`` × phrase count.
    case phrases = 16
    /// UInt32 ``PhraseMeaning`` × meaning count.
    case meanings = 17
    /// JSON (``IndexMetadata``).
    case metadata = 18
    /// Per heavy prefix, the best results of the prefix alone (``AnswerCoding``).
    case answers = 19
    /// ``CountryAnswerLayout`` × country answer count: short prefixes within large countries.
    case countryAnswers = 20
    /// Administrative areas and their simplified geometry (``AreaSectionLayout``).
    case boundaries = 21
    /// Per record, its set of containing areas (``RecordAreasLayout``).
    case recordAreas = 22
    /// The names of records, divisions, countries and boundaries by language (``LanguageNamesLayout``);
    /// absent when the input gives none.
    case languageNames = 23

    /// Whether an index may lack the section (it then reads as empty).
    package var isOptional: Bool { self == .languageNames }

    /// The number of kinds every index holds.
    package static var requiredCount: Int { allCases.count { !$0.isOptional } }

    /// The section's name, the stage that makes it and the size the reader expects.
    package var spec: SectionSpec {
        switch self {
        case .parameters: SectionSpec("parameters", .file, .fixed(ParameterLayout.size))
        case .records: SectionSpec("records", .postings, .entries(stride: RecordLayout.size, count: .recordCount))
        case .cells: SectionSpec("cell directory", .ordering, .entries(stride: 4, count: .gridCells))
        case .strings: SectionSpec("string pool", .tables, .any)
        case .codes: SectionSpec("code dictionary", .tables, .entries(stride: 4, count: .count(ParameterLayout.codeCount, plus: 1)))
        case .admin1:
            SectionSpec("admin1 table", .tables, .entries(stride: Admin1Layout.size, count: .count(ParameterLayout.admin1Count, plus: 1)))
        case .countries: SectionSpec("country table", .tables, .entries(stride: CountryLayout.size, count: .count(ParameterLayout.countryCount)))
        case .extras: SectionSpec("record extras", .postings, .any)
        case .names: SectionSpec("names", .postings, .any)
        case .words: SectionSpec("words", .postings, .any)
        case .wordDirectory: SectionSpec("word directory", .postings, .entries(stride: WordBlockLayout.size, count: .wordBlocks))
        case .postings: SectionSpec("postings", .postings, .any)
        case .ranks: SectionSpec("rank table", .ordering, .entries(stride: RankLayout.size, count: .recordCount))
        case .prefixes: SectionSpec("prefix table", .postings, .entries(stride: PrefixLayout.size, count: .count(ParameterLayout.prefixCount)))
        case .heads: SectionSpec("prefix heads", .postings, .any)
        case .phrases: SectionSpec("phrase table", .tables, .entries(stride: PhraseLayout.size, count: .count(ParameterLayout.phraseCount)))
        case .meanings: SectionSpec("phrase meanings", .tables, .entries(stride: 4, count: .count(ParameterLayout.meaningCount)))
        case .metadata: SectionSpec("metadata", .file, .any)
        case .answers: SectionSpec("prefix answers", .postings, .any)
        case .countryAnswers:
            SectionSpec(
                "country answers", .postings,
                .entries(stride: CountryAnswerLayout.size, count: .count(ParameterLayout.countryAnswerCount)))
        case .boundaries: SectionSpec("boundaries", .ordering, .any)
        case .recordAreas: SectionSpec("record areas", .ordering, .any)
        case .languageNames: SectionSpec("names by language", .words, .any)
        }
    }

    public var description: String { spec.name }
}
