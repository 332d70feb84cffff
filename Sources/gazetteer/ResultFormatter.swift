import ArgumentParser
import Foundation
import GazetteerIndex
import GazetteerOutput

/// How query results are printed.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, geojson
}

/// Renders results as text lines, JSON or GeoJSON; JSON comes from the shared encoders.
enum ResultFormatter {
    /// Writes `rows` in `format` followed by a line break.
    static func write(_ rows: [ResultRow], as format: OutputFormat, into output: inout JSONWriter) {
        switch format {
        case .text:
            if rows.isEmpty { output.verbatim("no results") }
            for (index, row) in rows.enumerated() {
                if index > 0 { output.newline() }
                output.verbatim(text(row))
            }
        case .json: GazetteerJSON.writeArray(rows, into: &output)
        case .geojson: GazetteerJSON.writeGeoJSON(rows, into: &output)
        }
        output.newline()
    }

    /// Prints `rows` in `format` to standard output.
    static func print(_ rows: [ResultRow], as format: OutputFormat) {
        var output = JSONWriter(capacity: 4_096)
        write(rows, as: format, into: &output)
        StandardOutput.write(output)
    }

    /// Prints search results as text, each followed by its score's parts (`--explain`); when there
    /// are none, says which words leave the search empty (``Gazetteer/unmatchedWords(in:)``).
    static func printExplained(_ results: [SearchResult], unmatchedWords: [UnmatchedWord] = []) {
        var output = JSONWriter(capacity: 4_096)
        if results.isEmpty {
            output.verbatim("no results")
            let inNoName = unmatchedWords.filter { $0.reason == .inNoName }
            let notWithOthers = unmatchedWords.filter { $0.reason == .notWithTheOtherWords }
            if let whole = unmatchedWords.first(where: { $0.reason == .notAWholeName }) {
                output.verbatim(": no place is named \(whole) (words of one or two letters match whole names only)")
            } else if !inNoName.isEmpty {
                output.verbatim(": no name has " + inNoName.map(\.description).joined(separator: ", "))
            } else if !notWithOthers.isEmpty {
                output.verbatim(": no place has " + notWithOthers.map(\.description).joined(separator: " or ")
                    + " with the other words")
            }
        }
        for (index, result) in results.enumerated() {
            if index > 0 { output.newline() }
            output.verbatim(text(ResultRow(result)) + "\n    score: \(result.explanation)")
        }
        output.newline()
        StandardOutput.write(output)
    }

    /// One result as a text line: label, coordinates, category, population, distance and id.
    static func text(_ row: ResultRow) -> String {
        let place = row.place
        var line = PlaceDescription(place).label
        if let matched = row.matchedName, matched != place.name {
            line += row.matchedLanguage.map { " (matched \"\(matched)\", \($0))" } ?? " (matched \"\(matched)\")"
        }
        line += String(format: "  %.5f,%.5f", place.coordinate.latitude, place.coordinate.longitude)
        if !place.category.isEmpty && !place.name.isEmpty { line += "  \(place.category)" }
        if place.population > 0 { line += "  pop \(place.population)" }
        if let distance = row.distanceMeters { line += "  " + formatDistance(distance) }
        line += "  [\(place.id)]"
        return line
    }

    static func formatDistance(_ meters: Double) -> String {
        meters < 1_000 ? String(format: "%.0f m", meters) : String(format: "%.2f km", meters / 1_000)
    }
}

/// Unbuffered writes of whole byte runs to file descriptor 1, retried until complete.
enum StandardOutput {
    static func write(_ output: JSONWriter) {
        output.withBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(1, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
