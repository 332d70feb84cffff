/// Which records a spatial query returns.
public struct PlaceFilter: Sendable, Hashable {
    /// GeoNames feature class letter (`P` for populated places), or `nil` for any.
    public var featureClass: String?
    /// GeoNames feature code (`PPLC`), or `nil` for any.
    public var featureCode: String?
    /// Categories, each `key=value` (`amenity=toilets`) or the short value alone (`toilets`); empty for any.
    public var categories: [String]

    public init(featureClass: String? = nil, featureCode: String? = nil, categories: [String] = []) {
        self.featureClass = featureClass
        self.featureCode = featureCode
        self.categories = categories
    }

    /// Every record.
    public static let any = PlaceFilter()
    /// Populated places (feature class `P`), the targets of reverse geocoding.
    public static let populatedPlaces = PlaceFilter(featureClass: "P")
}
