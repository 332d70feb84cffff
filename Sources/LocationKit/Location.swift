/// A named place on Earth, as the app shows and saves it.
///
/// Coordinates are WGS 84 degrees. The optional fields describe where the place lies;
/// ``displayName`` joins those that are present.
public struct Location: Codable, Hashable, Sendable, Identifiable {
    /// A stable identifier, unique within one ``LocationService``.
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
    public init(
        id: String,
        name: String,
        latitude: Double,
        longitude: Double,
        countryCode: String? = nil,
        countryName: String? = nil,
        admin1Name: String? = nil
    ) {
        self.id = id
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.countryCode = countryCode
        self.countryName = countryName
        self.admin1Name = admin1Name
    }

    /// The name, first-level division and country joined by commas, e.g. "Vaduz, Vaduz, Liechtenstein".
    ///
    /// Missing or empty parts are left out; the country code stands in for a missing country name.
    public var displayName: String {
        [name, admin1Name, countryName ?? countryCode]
            .compactMap { $0 }
            .filter { !$0.isEmpty }
            .joined(separator: ", ")
    }
}
