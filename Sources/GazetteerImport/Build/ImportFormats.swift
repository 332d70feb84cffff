/// The input formats `gazetteer build` reads, in the order they are asked.
public enum ImportFormats {
    /// Every format; the last one also reads files no format recognises.
    public static var all: [any RecordImporter.Type] { [
        OSMImporter.self,
        GeoNamesImporter.self,
    ] }

    /// The format that reads `path`: the first to recognise its content, else the first to recognise its
    /// name, else the last format.
    ///
    /// - Throws: ``InputError`` when the file cannot be opened or its container is damaged.
    /// - Complexity: O(formats): each reads at most the first 64 KiB (decompressed).
    public static func importer(for path: String) throws -> any RecordImporter.Type {
        var byName: (any RecordImporter.Type)?
        for format in all {
            switch try format.recognition(of: path) {
            case .byContent: return format
            case .byName: byName = byName ?? format
            case .no: break
            }
        }
        return byName ?? all[all.count - 1]
    }
}
