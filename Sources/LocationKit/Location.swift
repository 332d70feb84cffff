/// A named place on Earth, as the app shows and saves it.
///
/// Coordinates are WGS 84 degrees. The optional fields describe where the place lies, from the
/// country down to the street, as far as the service knows them; ``displayName`` joins those
/// that are present. They follow Photon's properties (`country`, `countrycode`, `state`,
/// `county`, `city`, `street`, `housenumber`, `postcode`, `osm_key=osm_value`, `extent`).
public struct Location: Codable, Hashable, Sendable, Identifiable {
    /// A stable identifier, unique within one ``LocationService``: the source and its id
    /// (`geonames:3042030`, `osm:node/5`), or, for locations made from a name and coordinates
    /// alone, a `geo:` URI (see ``init(name:latitude:longitude:)``).
    public let id: String
    /// The place's own name, e.g. "Vaduz".
    public let name: String
    /// Latitude in degrees, -90...90.
    public let latitude: Double
    /// Longitude in degrees, -180...180.
    public let longitude: Double
    /// The ISO 3166-1 alpha-2 country code, e.g. "LI".
    public let countryCode: String?
    /// The country's name, e.g. "Liechtenstein".
    public let countryName: String?
    /// The first-level administrative division, e.g. a state, canton or municipality.
    public let admin1Name: String?
    /// The second-level administrative division, e.g. a county or district.
    public let county: String?
    /// The city, town or village the place lies in.
    public let city: String?
    /// The street of its address.
    public let street: String?
    /// The house number of its address, e.g. "12a".
    public let houseNumber: String?
    /// The postcode of its address.
    public let postcode: String?
    /// What kind of place it is, as an OpenStreetMap tag (`place=town`, `amenity=cafe`).
    public let category: String?
    /// The area it covers, for places mapped as areas (a town, a park); `nil` for a point.
    public let extent: CoordinateBounds?
    /// The label the service made for the place ("Schaan, Wahlkreis Oberland, Liechtenstein"), which
    /// ``displayName`` shows when present; `nil` when the service gives none.
    public let label: String?

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - id: A stable identifier, unique within one service.
    ///   - name: The place's own name.
    ///   - latitude: Latitude in degrees.
    ///   - longitude: Longitude in degrees.
    ///   - countryCode: The ISO 3166-1 alpha-2 country code, if known.
    ///   - countryName: The country's name, if known.
    ///   - admin1Name: The first-level administrative division, if known.
    ///   - county: The second-level administrative division, if known.
    ///   - city: The city, town or village, if known.
    ///   - street: The street of its address, if known.
    ///   - houseNumber: The house number of its address, if known.
    ///   - postcode: The postcode of its address, if known.
    ///   - category: The OpenStreetMap tag of its kind (`place=town`), if known.
    ///   - extent: The area it covers, for an area.
    ///   - label: The service's label for the place, shown by ``displayName``, if it makes one.
    public init(
        id: String,
        name: String,
        latitude: Double,
        longitude: Double,
        countryCode: String? = nil,
        countryName: String? = nil,
        admin1Name: String? = nil,
        county: String? = nil,
        city: String? = nil,
        street: String? = nil,
        houseNumber: String? = nil,
        postcode: String? = nil,
        category: String? = nil,
        extent: CoordinateBounds? = nil,
        label: String? = nil
    ) {
        self.id = id
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.countryCode = countryCode
        self.countryName = countryName
        self.admin1Name = admin1Name
        self.county = county
        self.city = city
        self.street = street
        self.houseNumber = houseNumber
        self.postcode = postcode
        self.category = category
        self.extent = extent
        self.label = label
    }
}
