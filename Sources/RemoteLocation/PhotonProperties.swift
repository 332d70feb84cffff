/// The properties of a Photon feature that a ``LocationKit/Location`` or an
/// ``LocationKit/Amenity`` carries; every one may be absent.
struct PhotonProperties: Decodable {
    var id: String?
    var name: String?
    var country: String?
    var countryCode: String?
    var state: String?
    var county: String?
    var city: String?
    var street: String?
    var houseNumber: String?
    var postcode: String?
    var osmKey: String?
    var osmValue: String?
    var osmType: String?
    var osmID: String?
    /// Photon's `[minLon, maxLat, maxLon, minLat]`.
    var extent: [Double]?
    /// Extra OpenStreetMap tags some servers add (`wheelchair`, `opening_hours`).
    var extra: [String: String] = [:]

    private enum CodingKeys: String, CodingKey {
        case id, name, country, countrycode, state, county, city, street, housenumber, postcode
        case osm_key, osm_value, osm_type, osm_id, extent, extra
    }

    init() {}

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func text(_ key: CodingKeys) -> String? {
            guard let value = try? container.decodeIfPresent(String.self, forKey: key), !value.isEmpty else { return nil }
            return value
        }
        id = text(.id)
        name = text(.name)
        country = text(.country)
        countryCode = text(.countrycode)?.uppercased()
        state = text(.state)
        county = text(.county)
        city = text(.city)
        street = text(.street)
        houseNumber = text(.housenumber)
        postcode = text(.postcode)
        osmKey = text(.osm_key)
        osmValue = text(.osm_value)
        osmType = text(.osm_type)
        if let number = try? container.decodeIfPresent(Int64.self, forKey: .osm_id) {
            osmID = String(number)
        } else {
            osmID = text(.osm_id)
        }
        extent = try? container.decodeIfPresent([Double].self, forKey: .extent)
        if let tags = try? container.decodeIfPresent([String: StringValue].self, forKey: .extra) {
            extra = tags.compactMapValues(\.text)
        }
    }

    /// A JSON value kept only when it is a string.
    private struct StringValue: Decodable {
        var text: String?

        init(from decoder: Decoder) throws {
            text = try? decoder.singleValueContainer().decode(String.self)
        }
    }
}
