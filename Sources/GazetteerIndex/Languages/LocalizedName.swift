/// A name of a place in one language (`name:de`, a GeoNames `de` alternate name), or of one kind
/// (official, short, former…), as the index keeps it beside the searchable names.
public struct LocalizedName: Sendable, Hashable, CustomStringConvertible {
    /// What the name is to its place. The raw value is stored in the index (3 bits).
    public enum Kind: UInt8, Sendable, CaseIterable, CustomStringConvertible {
        /// The name in its language (`name:de`; a GeoNames name without flags).
        case name = 0
        /// The name GeoNames marks as preferred for its language; answers before ``name``.
        case preferred = 1
        /// A short form (`short_name`; GeoNames `isShortName`).
        case short = 2
        /// The official form (`official_name`).
        case official = 3
        /// The international name (`int_name`).
        case international = 4
        /// Another name (`alt_name`).
        case alternate = 5
        /// A former name (`old_name`; GeoNames `isHistoric`).
        case old = 6
        /// A colloquial name (GeoNames `isColloquial`).
        case colloquial = 7

        /// Whether a name of this kind answers for its language (``name`` and ``preferred`` do; a
        /// short, former or colloquial name does not stand for the place).
        public var answersForLanguage: Bool { self == .name || self == .preferred }

        /// `name`, `preferred`, `short`…: the word `namedetails` and `--format json` use.
        public var description: String {
            switch self {
            case .name: "name"
            case .preferred: "preferred"
            case .short: "short"
            case .official: "official"
            case .international: "international"
            case .alternate: "alternate"
            case .old: "old"
            case .colloquial: "colloquial"
            }
        }
    }

    /// The BCP 47 tag (`de`, `zh-Hant`, `sr-Latn`), as ``LanguageTag/canonical(_:)`` writes it;
    /// empty for a name of no particular language (`int_name`, `alt_name`).
    public var language: String
    public var kind: Kind
    /// The name as written.
    public var name: String

    public init(language: String, kind: Kind = .name, name: String) {
        self.language = language
        self.kind = kind
        self.name = name
    }

    /// `de: Wien`, `short: LI`, `fr (old): …`.
    public var description: String {
        let label = language.isEmpty ? kind.description : (kind == .name ? language : "\(language) (\(kind))")
        return "\(label): \(name)"
    }
}
