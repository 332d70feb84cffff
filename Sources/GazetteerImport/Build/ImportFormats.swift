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
    /// Content no importer reads is refused here with what it is: an empty file, UTF-16 or UTF-32
    /// text, NUL bytes only, and (for text that no format recognised by content) lines that end with CR alone.
    ///
    /// - Throws: ``InputError`` when the file cannot be opened, its container is damaged, or it holds such content.
    /// - Complexity: O(formats): each reads at most the first 64 KiB (decompressed).
    public static func importer(for path: String) throws -> any RecordImporter.Type {
        let (head, wholeFile) = try Self.head(of: path)
        if head.isEmpty && wholeFile { throw InputError.emptyFile(path: path) }
        if OSMImporter.looksLikePBF(path: path) { return OSMImporter.self }
        try TextSniffer.checkEncoding(head, wholeFile: wholeFile, path: path)
        var byName: (any RecordImporter.Type)?
        for format in all {
            switch try format.recognition(of: path) {
            case .byContent: return format
            case .byName: byName = byName ?? format
            case .no: break
            }
        }
        try TextSniffer.checkLineEnds(head, path: path)
        return byName ?? all[all.count - 1]
    }

    /// The first ``TextSniffer/headLength`` bytes of the file's first stream (decompressed), and
    /// whether they are all of it.
    private static func head(of path: String) throws -> (bytes: [UInt8], wholeFile: Bool) {
        guard let stream = try InputOpener.openStreams(path: path).first else { return ([], true) }
        var bytes = [UInt8](repeating: 0, count: TextSniffer.headLength)
        var filled = 0
        while filled < bytes.count {
            let count = try bytes.withUnsafeMutableBytes { try stream.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[filled...])) }
            if count == 0 { return (Array(bytes[..<filled]), true) }
            filled += count
        }
        return (bytes, false)
    }
}
