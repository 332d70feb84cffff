import GazetteerIndex

extension NominatimJSON {
    /// Writes Nominatim's `/details` object for `place`: its identity and kind, its names, address
    /// and extra tags, its ranks and importance, and its centroid as a GeoJSON point (also given as
    /// its geometry: the index keeps a point and an extent, not the outline).
    package static func writeDetails(_ place: Place, into json: inout JSONWriter) {
        let description = PlaceDescription(place)
        json.beginObject()
        writeIdentity(description, into: &json)
        description.writeOSMReference(typeAsLetter: true, into: &json)
        json.key("category")
        json.string(description.kind.key)
        json.key("type")
        json.string(description.kind.value)
        json.key("localname")
        json.string(place.name)
        json.key("names")
        writeNameDetails(place, into: &json)
        json.key("addresstags")
        json.beginObject()
        let parts: [(StaticString, String)] = [
            ("street", place.address.street), ("housenumber", place.address.houseNumber),
            ("postcode", place.address.postcode), ("city", place.address.city),
        ]
        for (key, value) in parts where !value.isEmpty {
            json.key(key)
            json.string(value)
        }
        json.endObject()
        json.key("housenumber")
        if place.address.houseNumber.isEmpty { json.null() } else { json.string(place.address.houseNumber) }
        json.key("calculated_postcode")
        if place.address.postcode.isEmpty { json.null() } else { json.string(place.address.postcode) }
        json.key("country_code")
        json.string(place.countryCode.lowercased())
        json.key("importance")
        json.number(description.importanceFraction, decimals: 6)
        json.key("calculated_importance")
        json.number(description.importanceFraction, decimals: 6)
        json.key("extratags")
        json.beginObject()
        for tag in place.tags {
            json.dynamicKey(tag.key)
            json.string(tag.value)
        }
        if place.population > 0 {
            json.key("population")
            json.string(String(place.population))
        }
        json.endObject()
        json.key("rank_address")
        json.integer(description.kind.rank)
        json.key("rank_search")
        json.integer(description.kind.rank)
        json.key("isarea")
        json.bool(place.extent != nil)
        json.key("display_name")
        json.string(description.label)
        for key: StaticString in ["centroid", "geometry"] {
            json.key(key)
            json.beginObject()
            json.key("type")
            json.literal("Point")
            json.key("coordinates")
            json.beginArray()
            json.degrees(place.coordinate.longitude)
            json.degrees(place.coordinate.latitude)
            json.endArray()
            json.endObject()
        }
        json.endObject()
    }
}
