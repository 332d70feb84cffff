import Foundation
import GazetteerIndex

/// Which importer reads a file.
public enum InputKind: Sendable, Equatable {
    case geonames
    case openStreetMap

    /// Decides by content first (PBF framing, XML after decompression), then by name.
    ///
    /// Content no importer reads is refused here with what it is: an empty file, UTF-16 or UTF-32
    /// text, NUL bytes only, and (for GeoNames text) lines that end with CR alone.
    ///
    /// - Throws: ``InputError`` when the file cannot be read or holds such content.
    /// - Complexity: O(1): reads at most the first 64 KiB (decompressed).
    public static func detect(path: String) throws -> InputKind {
        let (head, wholeFile) = try Self.head(of: path)
        if head.isEmpty && wholeFile { throw InputError.emptyFile(path: path) }
        if OSMImporter.looksLikePBF(path: path) { return .openStreetMap }
        try TextSniffer.checkEncoding(head, wholeFile: wholeFile, path: path)
        if try OpenStreetMapInput.looksLikeOpenStreetMap(path: path) { return .openStreetMap }
        let lowered = path.lowercased()
        if lowered.hasSuffix(".osm") || lowered.hasSuffix(".osm.gz") || lowered.hasSuffix(".pbf") { return .openStreetMap }
        try TextSniffer.checkLineEnds(head, path: path)
        return .geonames
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
