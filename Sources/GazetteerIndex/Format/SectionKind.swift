/// The kinds of section an index holds. Every kind is required.
public enum SectionKind: UInt32, CaseIterable, Sendable, CustomStringConvertible {
    case parameters = 1
    case records = 2
    case cells = 3
    case strings = 4
    case codes = 5
    case admin1 = 6
    case countries = 7
    case keys = 8
    case keyIndex = 9
    case postings = 10
    case postingRanks = 11
    case prefixes = 12
    case prefixTop = 13
    case metadata = 14
    case boundaries = 15
    case recordAreas = 16

    public var description: String {
        switch self {
        case .parameters: "parameters"
        case .records: "records"
        case .cells: "cell directory"
        case .strings: "string pool"
        case .codes: "code dictionary"
        case .admin1: "admin1 table"
        case .countries: "country table"
        case .keys: "name keys"
        case .keyIndex: "name key directory"
        case .postings: "name postings"
        case .postingRanks: "posting ranks"
        case .prefixes: "prefix table"
        case .prefixTop: "prefix top lists"
        case .metadata: "metadata"
        case .boundaries: "boundaries"
        case .recordAreas: "record areas"
        }
    }
}
