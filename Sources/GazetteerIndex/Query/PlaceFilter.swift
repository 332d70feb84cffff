/// Which records a spatial query returns.
public struct PlaceFilter: Sendable, Hashable {
    /// GeoNames feature class letter (`P` for populated places), or `nil` for any.
    public var featureClass: String?
    /// GeoNames feature code (`PPLC`), or `nil` for any.
    public var featureCode: String?
    /// Categories, each `key=value` (`amenity=toilets`) or the short value alone (`toilets`); empty for any.
    public var categories: [String]
    /// Only settlements: inhabited places and stations, as reverse geocoding answers (towns,
    /// villages, suburbs, hamlets, research stations; never a locality, island, county or country).
    public var settlementsOnly: Bool
    /// ISO country code (`LI`, any case), or `nil` for any country.
    public var countryCode: String?
    /// The data set, as ``SourceID/source`` names it (`geonames` or `osm`), or `nil` for any.
    public var source: String?

    public init(
        featureClass: String? = nil, featureCode: String? = nil, categories: [String] = [], settlementsOnly: Bool = false,
        countryCode: String? = nil, source: String? = nil
    ) {
        self.featureClass = featureClass
        self.featureCode = featureCode
        self.categories = categories
        self.settlementsOnly = settlementsOnly
        self.countryCode = countryCode
        self.source = source
    }

    /// Every record.
    public static let any = PlaceFilter()
    /// Populated places (feature class `P`): every GeoNames `P` row and every OpenStreetMap `place=*` node.
    public static let populatedPlaces = PlaceFilter(featureClass: "P")
    /// Settlements, the answers of reverse geocoding (see ``settlementsOnly``).
    public static let settlements = PlaceFilter(settlementsOnly: true)
}
