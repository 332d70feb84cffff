import Foundation
import GazetteerIndex

/// Which importer reads a file.
public enum InputKind: Sendable, Equatable {
    case geonames
    case openStreetMap

    /// Decides by content first (PBF framing, XML after decompression), then by name.
    ///
    /// - Complexity: O(1): reads at most the first 64 KiB (decompressed).
    public static func detect(path: String) throws -> InputKind {
        if try OpenStreetMapInput.looksLikeOpenStreetMap(path: path) { return .openStreetMap }
        let lowered = path.lowercased()
        if lowered.hasSuffix(".osm") || lowered.hasSuffix(".osm.gz") || lowered.hasSuffix(".pbf") { return .openStreetMap }
        return .geonames
    }
}
