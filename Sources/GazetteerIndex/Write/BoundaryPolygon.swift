/// An administrative boundary handed to the index writer: a country, a state, a municipality.
///
/// The index keeps boundaries (simplified) so that every record can be given the areas that
/// contain it, and so that reverse geocoding can name them.
public struct BoundaryPolygon: Sendable, Equatable {
    /// One closed ring of the boundary, in fixed point; the last point joins the first.
    public struct Ring: Sendable, Equatable {
        /// Whether the ring is an outer ring (`false`: a hole, OSM role `inner`).
        public var isOuter: Bool
        public var latitudesE7: [Int32]
        public var longitudesE7: [Int32]

        public init(isOuter: Bool, latitudesE7: [Int32], longitudesE7: [Int32]) {
            self.isOuter = isOuter
            self.latitudesE7 = latitudesE7
            self.longitudesE7 = longitudesE7
        }
    }

    /// The boundary's source (`osm:relation/…`, or `osm:way/…` for a closed way).
    public var id: SourceID
    public var name: String
    /// Names in other languages and forms (`name:de`, `official_name`…).
    public var alternateNames: [String]
    /// OpenStreetMap `admin_level` (2 country, 4 state, 6 county, 8 municipality…).
    public var adminLevel: Int
    /// ISO 3166-1 alpha-2 code when the boundary carries one (`ISO3166-1` tag), else empty.
    public var countryCode: String
    public var rings: [Ring]

    public init(id: SourceID, name: String, alternateNames: [String] = [], adminLevel: Int, countryCode: String = "", rings: [Ring]) {
        self.id = id
        self.name = name
        self.alternateNames = alternateNames
        self.adminLevel = adminLevel
        self.countryCode = countryCode
        self.rings = rings
    }
}
