import GazetteerIndex

/// Our own JSON: one object per result with stable camel-case keys (the command line's `--format json`
/// and the server's `/v1` routes), and GeoJSON with the same properties.
///
/// Keys, in order: `id`, `source`, `osmType` and `osmId` (OpenStreetMap records), `name`,
/// `matchedName` (searches), `matchedLanguage` (when the matched name is one of the place's names by
/// language), `label`, `latitude`, `longitude`, `country` (the code), `countryCode`,
/// `countryName`, `admin1`, `admin1Code`, `population`, `featureClass`, `featureCode`, `category`,
/// then, when the record has them, `categories`, `address`, `hierarchy`, `extent`, `tags`, and
/// `distance` (metres) and `score` when the query gives them. Empty fields are `null`.
package enum GazetteerJSON {
    /// Writes `[result, …]`.
    package static func writeArray(_ rows: [ResultRow], into json: inout JSONWriter) {
        json.beginArray()
        for row in rows { writeResult(row, into: &json) }
        json.endArray()
    }

    /// Writes `[result, …]` for search results, without converting them to rows first.
    package static func writeArray(_ results: [SearchResult], into json: inout JSONWriter) {
        json.beginArray()
        for result in results {
            writeResult(
                result.place, matchedName: result.matchedName, matchedLanguage: result.matchedLanguage,
                distanceMeters: result.distanceMeters, score: result.score, into: &json)
        }
        json.endArray()
    }

    /// Writes one result object.
    package static func writeResult(_ row: ResultRow, into json: inout JSONWriter) {
        writeResult(
            row.place, matchedName: row.matchedName, matchedLanguage: row.matchedLanguage,
            distanceMeters: row.distanceMeters, score: row.score, into: &json)
    }

    /// Writes one result object from its parts.
    package static func writeResult(
        _ place: Place, matchedName: String?, matchedLanguage: String? = nil, distanceMeters: Double?, score: Double?,
        into json: inout JSONWriter
    ) {
        json.beginObject()
        json.key("id")
        writeID(place.id, into: &json)
        json.key("source")
        json.literal(place.id.kind == .geonames ? "geonames" : "osm")
        if let type = PlaceDescription.osmTypeName(place.id) {
            json.key("osmType")
            json.literal(type)
            json.key("osmId")
            json.integer(Int(place.id.value))
        }
        json.key("name")
        json.string(place.name)
        if let matched = matchedName {
            json.key("matchedName")
            json.string(matched)
        }
        if let matchedLanguage {
            json.key("matchedLanguage")
            json.string(matchedLanguage)
        }
        json.key("label")
        PlaceDescription.writeLabel(of: place, into: &json)
        json.key("latitude")
        json.degrees(place.coordinate.latitude)
        json.key("longitude")
        json.degrees(place.coordinate.longitude)
        json.key("country")
        json.stringOrNull(place.countryCode)
        json.key("countryCode")
        json.stringOrNull(place.countryCode)
        json.key("countryName")
        json.stringOrNull(place.countryName)
        json.key("admin1")
        json.stringOrNull(place.admin1Name.isEmpty ? place.admin1Code : place.admin1Name)
        json.key("admin1Code")
        json.stringOrNull(place.admin1Code)
        json.key("population")
        json.integer(place.population)
        json.key("featureClass")
        json.stringOrNull(place.featureClass)
        json.key("featureCode")
        json.stringOrNull(place.featureCode)
        json.key("category")
        json.stringOrNull(place.category)
        writeOptionalFields(place, into: &json)
        if let distance = distanceMeters {
            json.key("distance")
            json.number(distance, decimals: 1)
        }
        if let score {
            json.key("score")
            json.number(score, decimals: 4)
        }
        json.endObject()
    }

    private static func writeOptionalFields(_ place: Place, into json: inout JSONWriter) {
        if place.categories.count > 1 {
            json.key("categories")
            json.beginArray()
            for category in place.categories { json.string(category) }
            json.endArray()
        }
        if !place.address.isEmpty {
            json.key("address")
            json.beginObject()
            let address = place.address
            for (key, value) in [("street", address.street), ("houseNumber", address.houseNumber),
                                 ("postcode", address.postcode), ("city", address.city)] where !value.isEmpty {
                json.dynamicKey(key)
                json.string(value)
            }
            json.endObject()
        }
        if !place.hierarchy.isEmpty {
            json.key("hierarchy")
            json.beginArray()
            for area in place.hierarchy {
                json.beginObject()
                json.key("name")
                json.string(area.name)
                json.key("level")
                json.integer(area.level)
                if let id = area.id {
                    json.key("id")
                    json.string(id.description)
                }
                json.endObject()
            }
            json.endArray()
        }
        if let extent = place.extent {
            json.key("extent")
            writeBox(extent, into: &json)
        }
        if !place.tags.isEmpty {
            json.key("tags")
            json.beginObject()
            for tag in place.tags {
                json.dynamicKey(tag.key)
                json.string(tag.value)
            }
            json.endObject()
        }
    }

    /// `"geonames:3042030"`, `"osm:node/123"`: ``SourceID/description`` without building a `String`.
    package static func writeID(_ id: SourceID, into json: inout JSONWriter) {
        switch id.kind {
        case .geonames: json.string("geonames:", id.value)
        case .osmNode: json.string("osm:node/", id.value)
        case .osmWay: json.string("osm:way/", id.value)
        case .osmRelation: json.string("osm:relation/", id.value)
        case .unknown: json.string("unknown:", id.value)
        }
    }

    /// `[minLongitude, minLatitude, maxLongitude, maxLatitude]`, GeoJSON's `bbox` order.
    package static func writeBox(_ box: BoundingBox, into json: inout JSONWriter) {
        json.beginArray()
        json.degrees(box.minLongitude)
        json.degrees(box.minLatitude)
        json.degrees(box.maxLongitude)
        json.degrees(box.maxLatitude)
        json.endArray()
    }

    /// A GeoJSON Point geometry.
    package static func writePoint(_ coordinate: Coordinate, into json: inout JSONWriter) {
        json.beginObject()
        json.key("type")
        json.literal("Point")
        json.key("coordinates")
        json.beginArray()
        json.degrees(coordinate.longitude)
        json.degrees(coordinate.latitude)
        json.endArray()
        json.endObject()
    }

    /// Writes a FeatureCollection of Points whose properties are the result objects.
    package static func writeGeoJSON(_ rows: [ResultRow], into json: inout JSONWriter) {
        json.beginObject()
        json.key("type")
        json.literal("FeatureCollection")
        json.key("features")
        json.beginArray()
        for row in rows { writeFeature(row, into: &json) }
        json.endArray()
        json.endObject()
    }

    /// Writes one GeoJSON Feature: a Point whose properties are the result object.
    package static func writeFeature(_ row: ResultRow, into json: inout JSONWriter) {
        json.beginObject()
        json.key("type")
        json.literal("Feature")
        json.key("geometry")
        writePoint(row.place.coordinate, into: &json)
        json.key("properties")
        writeResult(row, into: &json)
        json.endObject()
    }
}
