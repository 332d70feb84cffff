/// A point in WGS 84 degrees.
public struct Coordinates: Codable, Hashable, Sendable {
    /// Latitude in degrees, -90...90.
    public var latitude: Double
    /// Longitude in degrees, -180...180.
    public var longitude: Double

    /// Creates coordinates from degrees.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// A point of interest found near the user, e.g. a public toilet.
public struct Amenity: Codable, Hashable, Sendable, Identifiable {
    /// A stable identifier, e.g. "node/123456".
    public let id: String
    /// The name to show, e.g. the amenity's own name or its type's title.
    public let title: String
    /// Where it is, in words, e.g. a street or an opening-hours note.
    public let locationDescription: String
    /// Where it is on the map.
    public let coordinates: Coordinates
    /// Whether it is wheelchair accessible: OpenStreetMap's `wheelchair=yes`.
    public let isAccessible: Bool

    /// Creates an amenity.
    ///
    /// - Parameters:
    ///   - id: A stable identifier.
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
}
