import GazetteerIndex

/// CSV rows of exported records (RFC 4180): the scalar fields of our JSON, under the same names,
/// in the same order.
///
/// Written into the one byte writer (``JSONWriter``): text fields as they are, or quoted with
/// inner quotes doubled when they hold a comma, a quote or a line break; numbers as the JSON has
/// them. An empty field stands for JSON's `null`. `categories` joins a record's categories with
/// `;` when it has more than one, as the JSON lists them only then.
package enum ExportCSV {
    /// The column names, which are our JSON's keys.
    package static let columns = [
        "id", "source", "osmType", "osmId", "name", "label", "latitude", "longitude", "country", "countryCode",
        "countryName", "admin1", "admin1Code", "population", "featureClass", "featureCode", "category", "categories",
    ]

    /// Line ending of every row, the header's too.
    static let lineEnd = "\r\n"

    /// Writes the header row; `distance` adds the column of the distance from the query point.
    package static func writeHeader(distance: Bool, into json: inout JSONWriter) {
        json.verbatim((columns + (distance ? ["distance"] : [])).joined(separator: ",") + lineEnd)
    }

    /// Writes one record's row.
    package static func writeRow(_ row: ResultRow, into json: inout JSONWriter) {
        let place = row.place
        text(place.id.description, first: true, into: &json)
        text(place.id.kind == .geonames ? "geonames" : "osm", into: &json)
        let osmType = PlaceDescription.osmTypeName(place.id)
        text(osmType.map { "\($0)" } ?? "", into: &json)
        json.verbatim(",")
        if osmType != nil { json.integer(Int(place.id.value)) }
        text(place.name, into: &json)
        text(PlaceLabel(place).text, into: &json)
        json.verbatim(",")
        json.degrees(place.coordinate.latitude)
        json.verbatim(",")
        json.degrees(place.coordinate.longitude)
        text(place.countryCode, into: &json)
        text(place.countryCode, into: &json)
        text(place.countryName, into: &json)
        text(place.admin1Name.isEmpty ? place.admin1Code : place.admin1Name, into: &json)
        text(place.admin1Code, into: &json)
        json.verbatim(",")
        json.integer(place.population)
        text(place.featureClass, into: &json)
        text(place.featureCode, into: &json)
        text(place.category, into: &json)
        text(place.categories.count > 1 ? place.categories.joined(separator: ";") : "", into: &json)
        if let distance = row.distanceMeters {
            json.verbatim(",")
            json.number(distance, decimals: 1)
        }
        json.verbatim(lineEnd)
    }

    /// One text field, after a comma unless it is the first of its row.
    private static func text(_ value: String, first: Bool = false, into json: inout JSONWriter) {
        if !first { json.verbatim(",") }
        json.verbatim(quoted(value))
    }

    /// `value` as a CSV field: as it is, or between quotes with its quotes doubled when it holds a
    /// comma, a quote, a line break or begins or ends with a space.
    package static func quoted(_ value: String) -> String {
        let needsQuotes = value.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
            || value.first == " " || value.last == " "
        guard needsQuotes else { return value }
        var result = "\""
        for character in value {
            if character == "\"" { result.append("\"") }
            result.append(character)
        }
        result.append("\"")
        return result
    }
}
