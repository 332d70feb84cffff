import GazetteerIndex

/// Nominatim's output formats (`json`, `jsonv2`, `geojson`, `geocodejson`), field for field.
///
/// `place_id` is the record number plus one (stable for one index file, like Nominatim's, not
/// across builds); `osm_type`/`osm_id` appear for OpenStreetMap records only (as Nominatim does for
/// objects that are not OpenStreetMap objects); `lat`, `lon` and the four `boundingbox` values are
/// strings with seven decimals; `importance` runs from 0 to 1. A reverse query (`single`) answers
/// one object, or `{"error":"Unable to geocode"}` when nothing is found.
package enum NominatimJSON {
    /// The `format` parameter's values.
    package enum Format: String, Sendable, CaseIterable {
        case json, jsonv2, geojson, geocodejson
    }

    /// Writes `rows` in `format`.
    /// - Parameters:
    ///   - single: a reverse answer: one object (json, jsonv2) instead of an array.
    ///   - addressDetails: include the `address` object (`addressdetails=1`).
    ///   - query: the query text, echoed by geocodejson.
    ///   - nameDetails: include the `namedetails` object (`namedetails=1`; json and jsonv2).
    package static func write(
        _ rows: [ResultRow], format: Format, single: Bool, addressDetails: Bool, query: String,
        nameDetails: Bool = false, into json: inout JSONWriter
    ) {
        if single && rows.isEmpty {
            json.raw(#"{"error":"Unable to geocode"}"#)
            return
        }
        switch format {
        case .json, .jsonv2:
            if !single { json.beginArray() }
            for row in rows.prefix(single ? 1 : rows.count) {
                writePlace(row, version2: format == .jsonv2, addressDetails: addressDetails, nameDetails: nameDetails, into: &json)
            }
            if !single { json.endArray() }
        case .geojson:
            writeGeoJSON(rows, addressDetails: addressDetails, into: &json)
        case .geocodejson:
            writeGeocodeJSON(rows, addressDetails: addressDetails, query: query, into: &json)
        }
    }

    /// The attribution of a result's data.
    package static func licence(_ place: Place) -> StaticString {
        place.id.kind == .geonames
            ? "Data © GeoNames, CC BY 4.0. https://www.geonames.org"
            : "Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright"
    }

    static func licence(of rows: [ResultRow]) -> StaticString {
        let geonames = rows.contains { $0.place.id.kind == .geonames }
        let osm = rows.contains { $0.place.id.kind != .geonames }
        if geonames != osm, let first = rows.first { return licence(first.place) }
        return "Data © GeoNames, CC BY 4.0. https://www.geonames.org; © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright"
    }

    static func writeIdentity(_ description: PlaceDescription, into json: inout JSONWriter) {
        json.key("place_id")
        json.integer(description.place.recordNumber + 1)
    }

    private static func writePlace(
        _ row: ResultRow, version2: Bool, addressDetails: Bool, nameDetails: Bool, into json: inout JSONWriter
    ) {
        let description = PlaceDescription(row.place)
        let place = row.place
        json.beginObject()
        writeIdentity(description, into: &json)
        json.key("licence")
        json.literal(licence(place))
        description.writeOSMReference(typeAsLetter: false, into: &json)
        json.key("lat")
        json.degrees(place.coordinate.latitude, quoted: true, trimZeros: false)
        json.key("lon")
        json.degrees(place.coordinate.longitude, quoted: true, trimZeros: false)
        if version2 { json.key("category") } else { json.key("class") }
        json.string(description.kind.key)
        json.key("type")
        json.string(description.kind.value)
        json.key("place_rank")
        json.integer(description.kind.rank)
        json.key("importance")
        json.number(description.importanceFraction, decimals: 6)
        json.key("addresstype")
        json.string(addressType(description.kind))
        json.key("name")
        json.string(place.name)
        json.key("display_name")
        json.string(description.label)
        if addressDetails {
            json.key("address")
            writeAddress(description, into: &json)
        }
        if nameDetails {
            json.key("namedetails")
            writeNameDetails(place, into: &json)
        }
        json.key("boundingbox")
        let box = description.boundingBox
        json.beginArray()
        json.degrees(box.minLatitude, quoted: true, trimZeros: false)
        json.degrees(box.maxLatitude, quoted: true, trimZeros: false)
        json.degrees(box.minLongitude, quoted: true, trimZeros: false)
        json.degrees(box.maxLongitude, quoted: true, trimZeros: false)
        json.endArray()
        if let distance = row.distanceMeters {
            json.key("distance")
            json.number(distance, decimals: 1)
        }
        json.endObject()
    }

    /// Nominatim's label of the place's own line in an address (`city`, `amenity`, `road`).
    package static func addressType(_ kind: PlaceKind) -> String {
        if kind.rank < 26 { return kind.value == "yes" ? kind.key : kind.value }
        if kind.rank < 28 { return "road" }
        return kind.key
    }

    /// The `address` object: the smallest part first, then `country` and the lower-case `country_code`.
    static func writeAddress(_ description: PlaceDescription, into json: inout JSONWriter) {
        let place = description.place
        json.beginObject()
        func part(_ label: String, _ value: String) {
            guard !value.isEmpty else { return }
            json.dynamicKey(label)
            json.string(value)
        }
        let ownLabel = addressType(description.kind)
        if description.kind.layer != .city && description.kind.layer != .district { part(ownLabel, place.name) }
        part("house_number", description.houseNumber)
        part("road", description.street)
        if description.kind.layer == .district { part(ownLabel, place.name) }
        if description.district != place.name { part("suburb", description.district) }
        if description.kind.isSettlement { part(ownLabel, place.name) }
        if description.city != place.name { part("city", description.city) }
        part("county", description.county)
        part("state", description.state)
        part("postcode", description.postcode)
        if description.kind.layer != .country { part("country", description.country) }
        if !place.countryCode.isEmpty {
            json.key("country_code")
            json.string(place.countryCode.lowercased())
        }
        json.endObject()
    }
}
