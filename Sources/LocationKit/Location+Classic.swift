extension Location {
    /// Creates a location from a name and coordinates alone, as classic code does.
    ///
    /// Its ``id`` is derived from the coordinates and the name as a `geo:` URI (RFC 5870),
    /// e.g. `geo:50.8503,4.3517;name=Brussels`, so equal inputs give equal locations and a store
    /// keeps one entry for them.
    ///
    /// - Parameters:
    ///   - name: The place's name.
    ///   - latitude: Latitude in degrees.
    ///   - longitude: Longitude in degrees.
    public init(name: String, latitude: Double, longitude: Double) {
        self.init(id: Self.derivedID(name: name, latitude: latitude, longitude: longitude),
                  name: name, latitude: latitude, longitude: longitude)
    }

    /// Creates a location with a country name, as classic weather-app code does.
    ///
    /// - Parameters:
    ///   - id: A stable identifier; derived as in ``init(name:latitude:longitude:)`` when omitted.
    ///   - name: The place's name.
    ///   - country: The country's name; empty for none.
    ///   - latitude: Latitude in degrees.
    ///   - longitude: Longitude in degrees.
    public init(id: String? = nil, name: String, country: String, latitude: Double, longitude: Double) {
        self.init(id: id ?? Self.derivedID(name: name, latitude: latitude, longitude: longitude),
                  name: name, latitude: latitude, longitude: longitude,
                  countryName: country.isEmpty ? nil : country)
    }

    /// The country as people read it: its name, else its code, else "".
    public var country: String {
        [countryName, countryCode].compactMap { $0 }.first { !$0.isEmpty } ?? ""
    }

    /// Where it is on the map.
    public var coordinates: Coordinates {
        Coordinates(latitude: latitude, longitude: longitude)
    }

    /// The id ``init(name:latitude:longitude:)`` gives: `geo:LAT,LON;name=NAME`.
    private static func derivedID(name: String, latitude: Double, longitude: Double) -> String {
        "geo:\(latitude),\(longitude);name=\(name)"
    }
}
