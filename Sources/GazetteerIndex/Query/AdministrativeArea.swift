/// An administrative area that contains a place: a country, a state, a county, a municipality.
public struct AdministrativeArea: Sendable, Hashable {
    /// The area's name ("Liechtenstein", "Vaduz").
    public var name: String
    /// OpenStreetMap `admin_level`: 2 country, 4 state or region, 6 county or district, 8 municipality
    /// (levels in between and below where the data has them); 0 when unknown.
    public var level: Int
    /// The boundary the area was read from (`osm:relation/…`), when known.
    public var id: SourceID?
    /// The ISO 3166-1 alpha-2 code of a country's boundary (`ISO3166-1`), else empty.
    public var countryCode: String
    /// The area's names by language (`name:de`…), when the index has them.
    public var localizedNames: [LocalizedName] = []

    public init(name: String, level: Int, id: SourceID? = nil, countryCode: String = "", localizedNames: [LocalizedName] = []) {
        self.localizedNames = localizedNames
        self.name = name
        self.level = level
        self.id = id
        self.countryCode = countryCode
    }

    /// The area's name in the first of `languages` it has one in, else ``name``.
    /// - Complexity: O(languages × names by language).
    public func name(preferring languages: [String]) -> String {
        Place.pick(localizedNames, preferring: languages)?.name ?? name
    }
}
