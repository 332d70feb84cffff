/// A point of interest found near the user, e.g. a public toilet.
public struct Amenity: Codable, Hashable, Sendable, Identifiable {
    /// A stable identifier: the source and its id, e.g. "osm:node/123456".
    public let id: String
    /// The name to show, e.g. the amenity's own name or its type's title.
    public let title: String
    /// Where it is, in words, e.g. "120 m away in Vaduz, Liechtenstein".
    public let locationDescription: String
    /// Where it is on the map.
    public let coordinates: Coordinates
    /// Whether it is wheelchair accessible: OpenStreetMap's `wheelchair=yes`.
    public let isAccessible: Bool

    /// Creates an amenity.
    ///
    /// - Parameters:
    ///   - id: A stable identifier, e.g. "osm:node/123456".
    ///   - title: The name to show.
    ///   - locationDescription: Where it is, in words.
    ///   - coordinates: Where it is on the map.
    ///   - isAccessible: Whether it is tagged `wheelchair=yes`.
    public init(id: String, title: String, locationDescription: String, coordinates: Coordinates, isAccessible: Bool) {
        self.id = id
        self.title = title
        self.locationDescription = locationDescription
        self.coordinates = coordinates
        self.isAccessible = isAccessible
    }

    /// The name to show: the same as ``title``.
    public var name: String { title }
    /// A second line for a map callout: the same as ``locationDescription``.
    public var subtitle: String { locationDescription }
    /// Where it is on the map: the same as ``coordinates``.
    public var coordinate: Coordinates { coordinates }
    /// Latitude in degrees.
    public var latitude: Double { coordinates.latitude }
    /// Longitude in degrees.
    public var longitude: Double { coordinates.longitude }
}

extension Amenity {
    /// A distance for people, the same in every locale: whole meters below 100 m ("7 m"),
    /// tens of meters below 1 km ("120 m"), tenths of a kilometer below 10 km ("1.2 km"),
    /// whole kilometers beyond ("12 km").
    ///
    /// - Parameter meters: A distance in meters; negative or NaN values read as 0, and values
    ///   beyond 1,000,000 km as 1,000,000 km.
    /// - Complexity: O(1).
    public static func distanceDescription(meters: Double) -> String {
        let meters = meters.isNaN ? 0 : min(max(0, meters), 1e9)
        if meters < 99.5 {
            return "\(Int(meters.rounded())) m"
        }
        if meters < 995 {
            return "\(Int((meters / 10).rounded()) * 10) m"
        }
        if meters < 9_950 {
            let tenths = Int((meters / 100).rounded())
            return "\(tenths / 10).\(tenths % 10) km"
        }
        return "\(Int((meters / 1_000).rounded())) km"
    }

    /// Where an amenity is, in words: the distance, then the street address, the first-level
    /// division and the country, leaving out the parts not known: "120 m away at Städtle 38 in
    /// Vaduz, Liechtenstein", "120 m away in Vaduz, Liechtenstein", "120 m away".
    ///
    /// - Parameters:
    ///   - location: Where the amenity is, with what is known of its address and region.
    ///   - distanceMeters: How far it is from the search centre, written as in
    ///     ``distanceDescription(meters:)``.
    public static func locationDescription(of location: Location, distanceMeters: Double) -> String {
        var text = "\(distanceDescription(meters: distanceMeters)) away"
        let street = [location.street, location.houseNumber].compactMap { $0 }.joined(separator: " ")
        if !street.isEmpty { text += " at \(street)" }
        let region = [location.admin1Name, location.countryName ?? location.countryCode].compactMap { $0 }
        if !region.isEmpty { text += " in \(region.joined(separator: ", "))" }
        return text
    }
}
