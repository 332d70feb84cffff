/// The fixed fields of one record handed to the index writer.
///
/// Strings here are short codes (Swift stores up to 15 UTF-8 bytes without allocating).
public struct RecordFields: Sendable {
    public var id: SourceID
    public var latitudeE7: Int32
    public var longitudeE7: Int32
    /// GeoNames feature class as an ASCII letter (`P`, `A`, `S`…), 0 when unknown.
    public var featureClass: UInt8
    /// GeoNames feature code (`PPLC`, `PPLA`…), empty when unknown.
    public var featureCode: String
    /// OpenStreetMap category as `key=value` (`amenity=toilets`), empty for none.
    public var category: String
    /// ISO 3166-1 alpha-2 country code, empty when unknown.
    public var countryCode: String
    /// Admin1 code within the country (GeoNames `admin1 code`), empty when unknown.
    public var admin1Code: String
    public var population: UInt64
    /// A few kept tags (`wheelchair`, `fee`, `opening_hours`, `access`).
    public var tags: [RecordTag]
    /// More categories the record can be found under besides ``category`` (`healthcare=pharmacy`
    /// beside `amenity=pharmacy`), each `key=value`.
    public var otherCategories: [String] = []
    /// Street, house number, postcode and city (`addr:*`), empty when the source gives none.
    public var address: PostalAddress = .none
    /// The extent of an area (a park, a town mapped as a polygon); `nil` for a point.
    public var extent: BoundingBox?
    /// Names by language (`name:de`, GeoNames alternate names with a language) and of other kinds
    /// (`official_name`, `int_name`…), shown when a reader asks for that language.
    public var localizedNames: [LocalizedName] = []

    public init(
        id: SourceID, latitudeE7: Int32, longitudeE7: Int32,
        featureClass: UInt8 = 0, featureCode: String = "", category: String = "",
        countryCode: String = "", admin1Code: String = "", population: UInt64 = 0, tags: [RecordTag] = []
    ) {
        self.id = id
        self.latitudeE7 = latitudeE7
        self.longitudeE7 = longitudeE7
        self.featureClass = featureClass
        self.featureCode = featureCode
        self.category = category
        self.countryCode = countryCode
        self.admin1Code = admin1Code
        self.population = population
        self.tags = tags
    }
}
