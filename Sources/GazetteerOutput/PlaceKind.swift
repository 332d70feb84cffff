import GazetteerIndex

/// What kind of thing a place is, in the terms Photon and Nominatim clients expect: the main
/// OpenStreetMap tag (`place=city`, `amenity=cafe`), Photon's layer and Nominatim's search rank.
///
/// OpenStreetMap records carry their tag; GeoNames records are mapped from their feature class and
/// code (`PPLC` → `place=city`, `ADM1` → `place=state`, `AIRP` → `aeroway=aerodrome`), with codes that
/// have no OpenStreetMap equivalent kept as `geonames=<code>`.
package struct PlaceKind: Sendable, Hashable {
    /// The tag key: Photon's `osm_key`, Nominatim's `class` / `category`.
    package var key: String
    /// The tag value: Photon's `osm_value`, Nominatim's `type`.
    package var value: String
    /// Photon's `type`: house, street, locality, district, city, county, state, country or other.
    package var layer: Layer
    /// Nominatim's `place_rank`: 4 country … 16 city … 26 street … 30 a point of interest.
    package var rank: Int

    /// Photon's result layers.
    package enum Layer: String, Sendable {
        case house, street, locality, district, city, county, state, country, other
    }

    /// Whether the place is a settlement (city, town, village, hamlet): its own name is its city.
    package var isSettlement: Bool { layer == .city && key == "place" }

    /// The kind of `place`.
    /// - Complexity: O(1).
    package init(_ place: borrowing Place) {
        if let separator = place.category.firstIndex(of: "=") {
            let key = String(place.category[..<separator])
            let value = String(place.category[place.category.index(after: separator)...])
            self.init(key: key, value: value)
            if !place.address.houseNumber.isEmpty && layer == .other { layer = .house }
        } else {
            let (key, value) = Self.geonamesTag(place)
            self.init(key: key, value: value)
        }
    }

    /// The layer and rank of an OpenStreetMap tag.
    package init(key: String, value: String) {
        self.key = key
        self.value = value
        switch (key, value) {
        case ("place", "country"): (layer, rank) = (.country, 4)
        case ("place", "state"), ("place", "province"): (layer, rank) = (.state, 8)
        case ("place", "region"): (layer, rank) = (.state, 10)
        case ("place", "county"): (layer, rank) = (.county, 12)
        case ("place", "city"), ("place", "municipality"): (layer, rank) = (.city, 16)
        case ("place", "town"): (layer, rank) = (.city, 18)
        case ("place", "village"): (layer, rank) = (.city, 19)
        case ("place", "hamlet"): (layer, rank) = (.city, 20)
        case ("place", "borough"), ("place", "suburb"): (layer, rank) = (.district, 20)
        case ("place", "quarter"), ("place", "neighbourhood"), ("place", "city_block"): (layer, rank) = (.district, 22)
        case ("place", "island"): (layer, rank) = (.other, 17)
        case ("place", _): (layer, rank) = (.locality, 22)
        case ("boundary", _): (layer, rank) = (.county, 14)
        case ("highway", _): (layer, rank) = (.street, 26)
        case ("waterway", _), ("natural", _), ("landuse", _), ("geonames", _): (layer, rank) = (.other, 22)
        default: (layer, rank) = (.house, 30)
        }
    }

    /// Nominatim's half-width of the box around a point of this kind, in degrees.
    package var pointExtentDegrees: Double {
        switch (key, value) {
        case ("place", "country"): 7
        case ("place", "state"), ("place", "province"): 2.6
        case ("place", "region"): 1
        case ("place", "county"): 0.7
        case ("place", "city"), ("place", "municipality"): 0.16
        case ("place", "island"): 0.32
        case ("place", "town"): 0.04
        case ("place", "village"), ("place", "hamlet"), ("place", "suburb"), ("place", "borough"): 0.02
        case ("place", "locality"), ("place", "neighbourhood"), ("place", "quarter"), ("place", "farm"): 0.01
        case ("aeroway", "aerodrome"): 0.015
        case ("railway", "station"): 0.005
        default: 0.00005
        }
    }

    /// The OpenStreetMap tag for a GeoNames feature.
    static func geonamesTag(_ place: borrowing Place) -> (String, String) {
        let code = place.featureCode
        switch place.featureClass {
        case "P":
            switch code {
            case "PPLX": return ("place", "suburb")
            case "PPLC": return ("place", "city")
            case "PPLH", "PPLQ", "PPLW": return ("place", "locality")
            default:
                if place.population >= 100_000 || (code == "PPLA" && place.population >= 50_000) { return ("place", "city") }
                return ("place", place.population >= 10_000 || code == "PPLA" ? "town" : "village")
            }
        case "A":
            if code.hasPrefix("PCL") { return ("place", "country") }
            if code == "ADM1" { return ("place", "state") }
            if code == "ADM2" { return ("place", "county") }
            return ("boundary", "administrative")
        case "H":
            switch code {
            case "STM", "STMI", "CNL": return ("waterway", code == "CNL" ? "canal" : "river")
            case "BAY": return ("natural", "bay")
            case "SPNG": return ("natural", "spring")
            default: return ("natural", "water")
            }
        case "T":
            switch code {
            case "MT", "PK", "HLL": return ("natural", "peak")
            case "ISL", "ISLS": return ("place", "island")
            case "VAL": return ("natural", "valley")
            case "BCH": return ("natural", "beach")
            default: return ("natural", code.isEmpty ? "yes" : code.lowercased())
            }
        case "S":
            switch code {
            case "AIRP", "AIRF": return ("aeroway", "aerodrome")
            case "RSTN": return ("railway", "station")
            case "HTL": return ("tourism", "hotel")
            case "MUS": return ("tourism", "museum")
            case "SCH": return ("amenity", "school")
            case "HSP": return ("amenity", "hospital")
            case "CH", "MSQE", "TMPL": return ("amenity", "place_of_worship")
            case "CSTL": return ("historic", "castle")
            default: break
            }
        case "L": if code == "PRK" { return ("leisure", "park") }
        case "R": return ("highway", code == "RD" ? "road" : "yes")
        case "V": return ("natural", "wood")
        default: break
        }
        return ("geonames", code.isEmpty ? place.featureClass.lowercased() : code.lowercased())
    }
}
