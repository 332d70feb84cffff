#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What an index records about its build: the inputs, when, and what it holds.
///
/// Stored as a small JSON object in the metadata section; read it with ``Gazetteer/metadata()``.
public struct IndexMetadata: Codable, Sendable, Equatable {
    /// The format version the index was written in.
    public var formatVersion: Int
    /// When the index was built, in seconds since 1970.
    public var createdAt: Int64
    /// Records in the index.
    public var recordCount: Int
    /// Records dropped because a later record had the same id.
    public var duplicateCount: Int
    /// The box around every record, or `nil` for an empty index.
    public var bounds: BoundingBox?
    /// Each input's description: path, format and records added.
    public var inputs: [String]
    /// Records per source (`geonames`, `osm`).
    public var sources: [String: Int]
    /// Records per category (`amenity=toilets`), the most common first, at most 50.
    public var categories: [String: Int]

    public init(
        formatVersion: Int, createdAt: Int64, recordCount: Int, duplicateCount: Int, bounds: BoundingBox?,
        inputs: [String], sources: [String: Int], categories: [String: Int]
    ) {
        self.formatVersion = formatVersion
        self.createdAt = createdAt
        self.recordCount = recordCount
        self.duplicateCount = duplicateCount
        self.bounds = bounds
        self.inputs = inputs
        self.sources = sources
        self.categories = categories
    }

    /// The JSON bytes stored in an index: compact, keys sorted, so equal metadata gives equal bytes.
    package func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain values, strings and dictionaries cannot fail.
        return (try? Array(encoder.encode(self))) ?? Array("{}".utf8)
    }

    /// Decodes the stored JSON.
    package static func decode(_ bytes: UnsafeRawBufferPointer) -> IndexMetadata? {
        try? JSONDecoder().decode(IndexMetadata.self, from: Data(bytes))
    }
}


