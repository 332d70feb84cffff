import ArgumentParser
import Foundation
import GazetteerIndex

/// How query results are printed.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, geojson
}

/// One result of any query kind.
struct ResultRow {
    var place: Place
    var matchedName: String?
    var distanceMeters: Double?
    var score: Double?
    /// The score's parts, printed with `--explain`.
    var explanation: ScoreExplanation?

    init(_ result: SearchResult, explain: Bool = false) {
        place = result.place
        matchedName = result.matchedName
        distanceMeters = result.distanceMeters
        score = result.score
        explanation = explain ? result.explanation : nil
    }

    init(_ nearby: NearbyPlace) {
        place = nearby.place
        distanceMeters = nearby.distanceMeters
    }
}

/// Renders results as text lines, JSON or GeoJSON.
enum ResultFormatter {
    static func render(_ rows: [ResultRow], as format: OutputFormat) -> String {
        switch format {
        case .text: rows.isEmpty ? "no results" : rows.map(text).joined(separator: "\n")
        case .json: JSONText.array(rows.map(properties)).rendered
        case .geojson: geoJSON(rows).rendered
        }
    }

    /// The JSON object of one result (keys in a fixed order).
    static func properties(_ row: ResultRow) -> JSONText {
        let place = row.place
        var pairs: [(String, JSONText)] = [
            ("id", .string(place.id.description)),
            ("source", .string(place.id.source)),
            ("name", .string(place.name)),
        ]
        if let matched = row.matchedName { pairs.append(("matchedName", .string(matched))) }
        pairs += [
            ("latitude", .number(place.coordinate.latitude)),
            ("longitude", .number(place.coordinate.longitude)),
            ("country", place.countryCode.isEmpty ? .null : .string(place.countryCode)),
            ("countryName", place.countryName.isEmpty ? .null : .string(place.countryName)),
            ("admin1", place.admin1Name.isEmpty ? (place.admin1Code.isEmpty ? .null : .string(place.admin1Code)) : .string(place.admin1Name)),
            ("admin1Code", place.admin1Code.isEmpty ? .null : .string(place.admin1Code)),
            ("population", .integer(place.population)),
            ("featureClass", place.featureClass.isEmpty ? .null : .string(place.featureClass)),
            ("featureCode", place.featureCode.isEmpty ? .null : .string(place.featureCode)),
            ("category", place.category.isEmpty ? .null : .string(place.category)),
        ]
        if !place.tags.isEmpty {
            pairs.append(("tags", .object(place.tags.map { ($0.key, JSONText.string($0.value)) })))
        }
        if let distance = row.distanceMeters { pairs.append(("distance", .number((distance * 10).rounded() / 10))) }
        if let score = row.score { pairs.append(("score", .number((score * 1_000).rounded() / 1_000))) }
        if let explanation = row.explanation { pairs.append(("explanation", .string(explanation.description))) }
        return .object(pairs)
    }

    static func geoJSON(_ rows: [ResultRow]) -> JSONText {
        .object([
            ("type", .string("FeatureCollection")),
            ("features", .array(rows.map { row in
                .object([
                    ("type", .string("Feature")),
                    ("geometry", .object([
                        ("type", .string("Point")),
                        ("coordinates", .array([.number(row.place.coordinate.longitude), .number(row.place.coordinate.latitude)])),
                    ])),
                    ("properties", properties(row)),
                ])
            })),
        ])
    }

    static func text(_ row: ResultRow) -> String {
        let place = row.place
        var line = place.displayName
        if let matched = row.matchedName, matched != place.name { line += " (matched \"\(matched)\")" }
        line += String(format: "  %.5f,%.5f", place.coordinate.latitude, place.coordinate.longitude)
        if !place.category.isEmpty && !place.name.isEmpty { line += "  \(place.category)" }
        if place.population > 0 { line += "  pop \(place.population)" }
        if let distance = row.distanceMeters { line += "  " + formatDistance(distance) }
        line += "  [\(place.id)]"
        if let explanation = row.explanation { line += "\n    score: \(explanation)" }
        return line
    }

    static func formatDistance(_ meters: Double) -> String {
        meters < 1_000 ? String(format: "%.0f m", meters) : String(format: "%.2f km", meters / 1_000)
    }
}
