/// The kinds of section an index holds. Every kind is required.
///
/// | kind | contents |
/// |---|---|
/// | parameters | ``ParameterLayout`` |
/// | records | ``RecordLayout`` × record count, in Morton order |
/// | cells | UInt32 × (4^level + 1): the first record of each grid cell |
/// | strings | varint length + UTF-8, referenced by offset (0: the empty string) |
/// | codes | UInt32 string reference × (code count + 1), sorted; 0 is "none" |
/// | admin1 | ``Admin1Layout`` × (admin1 count + 1) |
/// | countries | ``CountryLayout`` × country count |
/// | extras | per-record optional fields (``RecordExtrasCoding``) |
/// | names | per-record name blocks (``NameBlockCoding``) |
/// | words | front-coded word blocks (``WordBlockCoding``) |
/// | word directory | ``WordBlockLayout`` per block |
/// | postings | per-word posting lists (``PostingCoding``) |
/// | ranks | ``RankLayout`` × record count, most important first |
/// | prefixes | ``PrefixLayout`` × prefix count |
/// | heads | per heavy prefix, its first postings in rank order (``PostingCoding``) |
/// | answers | per heavy prefix, the best results of the prefix alone (``AnswerCoding``) |
/// | country answers | ``CountryAnswerLayout`` × country answer count: short prefixes within large countries |
/// | phrases | ``PhraseLayout`` × phrase count |
/// | meanings | UInt32 ``PhraseMeaning`` × meaning count |
/// | metadata | JSON (``IndexMetadata``) |
/// | boundaries | administrative areas and their simplified geometry (``AreaSectionLayout``) |
/// | record areas | per record, its set of containing areas (``RecordAreasLayout``) |
public enum SectionKind: UInt32, CaseIterable, Sendable, CustomStringConvertible {
    case parameters = 1
    case records = 2
    case cells = 3
    case strings = 4
    case codes = 5
    case admin1 = 6
    case countries = 7
    case extras = 8
    case names = 9
    case words = 10
    case wordDirectory = 11
    case postings = 12
    case ranks = 13
    case prefixes = 14
    case heads = 15
    case phrases = 16
    case meanings = 17
    case metadata = 18
    case answers = 19
    case countryAnswers = 20
    case boundaries = 21
    case recordAreas = 22

    public var description: String {
        switch self {
        case .parameters: "parameters"
        case .records: "records"
        case .cells: "cell directory"
        case .strings: "string pool"
        case .codes: "code dictionary"
        case .admin1: "admin1 table"
        case .countries: "country table"
        case .extras: "record extras"
        case .names: "names"
        case .words: "words"
        case .wordDirectory: "word directory"
        case .postings: "postings"
        case .ranks: "rank table"
        case .prefixes: "prefix table"
        case .heads: "prefix heads"
        case .phrases: "phrase table"
        case .meanings: "phrase meanings"
        case .metadata: "metadata"
        case .answers: "prefix answers"
        case .countryAnswers: "country answers"
        case .boundaries: "boundaries"
        case .recordAreas: "record areas"
        }
    }
}
