/// The formats records are exported in (`gazetteer export`, `/v1/export`): one record at a time,
/// so that any number of records streams in constant memory.
package enum ExportFormat: String, Sendable, CaseIterable {
    /// GeoJSON text sequences (RFC 8142): each Feature opened by RS (0x1E) and closed by LF, with
    /// the properties of our JSON.
    case geojsonseq
    /// Newline-delimited JSON: one object of our JSON per line.
    case ndjson
    /// CSV (RFC 4180): a header row of our JSON's key names, then one row per record, each line
    /// ended by CRLF; fields holding a comma, quote or line break are quoted.
    case csv

    /// The media type of a response in this format.
    package var contentType: String {
        switch self {
        case .geojsonseq: "application/geo+json-seq"
        case .ndjson: "application/x-ndjson"
        case .csv: "text/csv; charset=utf-8; header=present"
        }
    }
}
