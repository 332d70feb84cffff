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

    public init(featureClass: String? = nil, featureCode: String? = nil, categories: [String] = [], settlementsOnly: Bool = false) {
        self.featureClass = featureClass
        self.featureCode = featureCode
        self.categories = categories
        self.settlementsOnly = settlementsOnly
    }

    /// Every record.
    public static let any = PlaceFilter()
    /// Populated places (feature class `P`): every GeoNames `P` row and every OpenStreetMap `place=*` node.
    public static let populatedPlaces = PlaceFilter(featureClass: "P")
    /// Settlements, the answers of reverse geocoding (see ``settlementsOnly``).
    public static let settlements = PlaceFilter(settlementsOnly: true)
}
