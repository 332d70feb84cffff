import GazetteerIndex

/// The OpenStreetMap side of a build (`.osm.pbf`, `.osm`, `.osm.gz`).
enum OpenStreetMapInput {
    /// True for PBF framing, or for XML (after decompression) whose root element is `<osm`.
    static func looksLikeOpenStreetMap(path: String) throws -> Bool {
        if OSMImporter.looksLikePBF(path: path) { return true }
        return try XMLSniffer.startsWithOSMElement(path: path)
    }

    static func run(
        path: String, options: ImportOptions, deliver: (RecordBatch) throws -> Void
    ) throws -> ImportReport {
        let osmOptions = OSMImportOptions(threads: options.threads, limits: options.limits)
        return try OSMImporter.run(path: path, options: osmOptions, deliver: deliver)
    }
}
