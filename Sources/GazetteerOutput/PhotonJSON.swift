import GazetteerIndex

/// Photon's GeoJSON: a FeatureCollection whose features carry Photon's properties.
///
/// Properties, in Photon's order and omitted when empty: `osm_type` (`N`, `W`, `R`), `osm_id`,
/// `osm_key`, `osm_value`, `type` (the layer), `postcode`, `housenumber`, `countrycode`, `name`,
/// `country`, `city`, `district`, `street`, `state`, `county`, `extent` (`[minLon, maxLat, maxLon,
/// minLat]`, Photon's order), `extra` (kept tags); then ours: `id`, `source`, `population`,
/// `distance` (metres, reverse and near queries) and `score` when set. `city`, `district`, `county`
/// and `state` are the label's (``GazetteerIndex/PlaceLabel``): each name once, none repeating the
/// place's own name.
package enum PhotonJSON {
    /// Writes the FeatureCollection of `rows`.
    package static func write(_ rows: [ResultRow], into json: inout JSONWriter) {
        json.beginObject()
        json.key("type")
        json.literal("FeatureCollection")
        json.key("features")
        json.beginArray()
        for row in rows { writeFeature(row, into: &json) }
        json.endArray()
        json.endObject()
    }

    /// Writes one Feature.
    /// - Complexity: O(names, tags and hierarchy depth of the place).
    package static func writeFeature(_ row: ResultRow, into json: inout JSONWriter) {
        writeFeature(row.place, distanceMeters: row.distanceMeters, score: row.score, into: &json)
    }

    /// Writes one Feature of `place`, borrowed (a copy of a place retains each of its names).
    private static func writeFeature(_ place: borrowing Place, distanceMeters: Double?, score: Double?, into json: inout JSONWriter) {
        // The kind and the label are all this format needs of a description.
        let kind = PlaceKind(place)
        json.beginObject()
        json.key("type")
        json.literal("Feature")
        json.key("properties")
        json.beginObject()
        PlaceDescription.writeOSMReference(of: place.id, typeAsLetter: true, into: &json)
        json.key("osm_key")
        json.string(kind.key)
        json.key("osm_value")
        json.string(kind.value)
        json.key("type")
        json.string(kind.layer.rawValue)
        let address = place.address
        optional("postcode", address.postcode, into: &json)
        optional("housenumber", address.houseNumber, into: &json)
        optional("countrycode", place.countryCode, into: &json)
        optional("name", place.name, into: &json)
        optional("country", PlaceDescription.country(of: place), into: &json)
        // The areas as the label names them: each once, none repeating the place's name.
        let label = PlaceLabel(place)
        optional("city", label.city, into: &json)
        optional("district", label.district, into: &json)
        optional("street", address.street, into: &json)
        optional("state", label.state, into: &json)
        optional("county", label.county, into: &json)
        if let extent = place.extent {
            json.key("extent")
            json.beginArray()
            json.degrees(extent.minLongitude)
            json.degrees(extent.maxLatitude)
            json.degrees(extent.maxLongitude)
            json.degrees(extent.minLatitude)
            json.endArray()
        }
        if !place.tags.isEmpty {
            json.key("extra")
            json.beginObject()
            for tag in place.tags {
                json.dynamicKey(tag.key)
                json.string(tag.value)
            }
            json.endObject()
        }
        json.key("id")
        GazetteerJSON.writeID(place.id, into: &json)
        json.key("source")
        json.literal(place.id.kind == .geonames ? "geonames" : "osm")
        json.key("population")
        json.integer(place.population)
        if let distance = distanceMeters {
            json.key("distance")
            json.number(distance, decimals: 1)
        }
        if let score {
            json.key("score")
            json.number(score, decimals: 4)
        }
        json.endObject()
        json.key("geometry")
        GazetteerJSON.writePoint(place.coordinate, into: &json)
        json.endObject()
    }

    private static func optional(_ key: StaticString, _ value: String, into json: inout JSONWriter) {
        guard !value.isEmpty else { return }
        json.key(key)
        json.string(value)
    }
}
