import GazetteerIndex

extension NominatimJSON {
    /// `format=geojson`: RFC 7946 features with a `bbox` and Nominatim's properties.
    static func writeGeoJSON(_ rows: [ResultRow], addressDetails: Bool, into json: inout JSONWriter) {
        json.beginObject()
        json.key("type")
        json.literal("FeatureCollection")
        json.key("licence")
        json.literal(licence(of: rows))
        json.key("features")
        json.beginArray()
        for row in rows {
            let description = PlaceDescription(row.place)
            json.beginObject()
            json.key("type")
            json.literal("Feature")
            json.key("properties")
            json.beginObject()
            writeIdentity(description, into: &json)
            description.writeOSMReference(typeAsLetter: false, into: &json)
            json.key("place_rank")
            json.integer(description.kind.rank)
            json.key("category")
            json.string(description.kind.key)
            json.key("type")
            json.string(description.kind.value)
            json.key("importance")
            json.number(description.importanceFraction, decimals: 6)
            json.key("addresstype")
            json.string(addressType(description.kind))
            json.key("name")
            json.string(row.place.name)
            json.key("display_name")
            json.string(description.label)
            if addressDetails {
                json.key("address")
                writeAddress(description, into: &json)
            }
            json.endObject()
            json.key("bbox")
            GazetteerJSON.writeBox(description.boundingBox, into: &json)
            json.key("geometry")
            GazetteerJSON.writePoint(row.place.coordinate, into: &json)
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }

    /// `format=geocodejson`: GeocodeJSON 0.1.0 with the `geocoding` object on the collection and on
    /// every feature.
    static func writeGeocodeJSON(_ rows: [ResultRow], addressDetails: Bool, query: String, into json: inout JSONWriter) {
        json.beginObject()
        json.key("type")
        json.literal("FeatureCollection")
        json.key("geocoding")
        json.beginObject()
        json.key("version")
        json.literal("0.1.0")
        json.key("attribution")
        json.literal(licence(of: rows))
        json.key("licence")
        json.string(rows.allSatisfy { $0.place.id.kind == .geonames } && !rows.isEmpty ? "CC-BY-4.0" : "ODbL")
        if !query.isEmpty {
            json.key("query")
            json.string(query)
        }
        json.endObject()
        json.key("features")
        json.beginArray()
        for row in rows {
            let description = PlaceDescription(row.place)
            let place = row.place
            json.beginObject()
            json.key("type")
            json.literal("Feature")
            json.key("properties")
            json.beginObject()
            json.key("geocoding")
            json.beginObject()
            writeIdentity(description, into: &json)
            description.writeOSMReference(typeAsLetter: false, into: &json)
            json.key("osm_key")
            json.string(description.kind.key)
            json.key("osm_value")
            json.string(description.kind.value)
            json.key("type")
            json.string(description.kind.layer == .other ? "locality" : description.kind.layer.rawValue)
            if let distance = row.distanceMeters {
                json.key("accuracy")
                json.integer(Int(distance.rounded()))
            }
            json.key("label")
            json.string(description.label)
            if !place.name.isEmpty {
                json.key("name")
                json.string(place.name)
            }
            if addressDetails {
                func part(_ key: StaticString, _ value: String) {
                    guard !value.isEmpty, value != place.name else { return }
                    json.key(key)
                    json.string(value)
                }
                part("postcode", description.postcode)
                part("housenumber", description.houseNumber)
                part("street", description.street)
                part("district", description.district)
                part("city", description.city)
                part("county", description.county)
                part("state", description.state)
                part("country", description.country)
                if !place.countryCode.isEmpty {
                    json.key("country_code")
                    json.string(place.countryCode.lowercased())
                }
                json.key("admin")
                json.beginObject()
                for area in place.hierarchy where area.level > 0 && area.level < 15 && !area.name.isEmpty {
                    json.dynamicKey("level\(area.level)")
                    json.string(area.name)
                }
                json.endObject()
            }
            json.endObject()
            json.endObject()
            json.key("geometry")
            GazetteerJSON.writePoint(place.coordinate, into: &json)
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }
}
