import LocationKit

extension PhotonFeature {
    /// The feature as a ``LocationKit/Location``.
    ///
    /// - `id`: the server's own `id` property when it sends one (`gazetteer serve` does), else
    ///   the OpenStreetMap object as the offline index writes it (`osm:node/123`, `osm:way/…`,
    ///   `osm:relation/…`), so remote and offline results of one object share an id.
    /// - `name`: `name`, else the street address, else the city.
    /// - `countryName`, `countryCode`, `admin1Name`, `county`, `city`, `street`, `houseNumber`,
    ///   `postcode`: `country`, `countrycode`, `state`, `county`, `city`, `street`,
    ///   `housenumber`, `postcode`.
    /// - `category`: `osm_key=osm_value`; `extent`: Photon's `[minLon, maxLat, maxLon, minLat]`.
    var location: Location {
        let p = properties
        let streetAddress = [p.street, p.houseNumber].compactMap { $0 }.joined(separator: " ")
        return Location(
            id: identifier,
            name: p.name ?? (streetAddress.isEmpty ? nil : streetAddress) ?? p.city ?? "",
            latitude: latitude,
            longitude: longitude,
            countryCode: p.countryCode,
            countryName: p.country,
            admin1Name: p.state,
            county: p.county,
            city: p.city,
            street: p.street,
            houseNumber: p.houseNumber,
            postcode: p.postcode,
            category: category,
            extent: bounds)
    }

    /// `osm_key=osm_value`, or `nil` when either is missing.
    var category: String? {
        guard let key = properties.osmKey, let value = properties.osmValue else { return nil }
        return "\(key)=\(value)"
    }

    private var identifier: String {
        if let id = properties.id { return id }
        let kinds = ["N": "node", "W": "way", "R": "relation"]
        if let type = properties.osmType, let kind = kinds[type.uppercased()], let number = properties.osmID {
            return "osm:\(kind)/\(number)"
        }
        return Location(name: properties.name ?? "", latitude: latitude, longitude: longitude).id
    }

    private var bounds: CoordinateBounds? {
        guard let e = properties.extent, e.count == 4, e.allSatisfy(\.isFinite) else { return nil }
        return CoordinateBounds(minLatitude: min(e[1], e[3]), minLongitude: e[0], maxLatitude: max(e[1], e[3]), maxLongitude: e[2])
    }
}
