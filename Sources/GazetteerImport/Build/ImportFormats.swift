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
    /// The file's head is read once (``InputHead``) and shown to every format. Content no format
    /// recognises is refused here with what it is: an empty file, UTF-16 or UTF-32 text, NUL bytes
    /// only, and lines that end with CR alone.
    ///
    /// - Throws: ``InputError`` when the file cannot be opened, its container is damaged, or it holds such content.
    /// - Complexity: O(formats): one read of at most 64 KiB + 4 bytes (decompressed).
    public static func importer(for path: String) throws -> any RecordImporter.Type {
        let head = try InputHead.read(path)
        if head.bytes.isEmpty && head.isWholeStream { throw InputError.emptyFile(path: path) }
        let recognitions = all.map { $0.recognition(of: path, head: head) }
        if let index = recognitions.firstIndex(of: .byContent) { return all[index] }
        let text = head.text
        try TextSniffer.checkEncoding(text.bytes, wholeFile: text.isWhole, path: path)
        try TextSniffer.checkLineEnds(text.bytes, path: path)
        return recognitions.firstIndex(of: .byName).map { all[$0] } ?? all[all.count - 1]
    }
}
