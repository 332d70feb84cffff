import GazetteerIndex

/// The OpenStreetMap side of a build (`.osm.pbf`, `.osm`, `.osm.gz`).
enum OpenStreetMapInput {
    static func looksLikeOpenStreetMap(path: String) throws -> Bool {
        false
    }

    static func run(
        path: String, options: ImportOptions, progress: ((ImportProgress) -> Void)?,
        deliver: (RecordBatch) throws -> Void
    ) throws -> ImportReport {
        ImportReport(input: path, format: "osm")
    }
}
