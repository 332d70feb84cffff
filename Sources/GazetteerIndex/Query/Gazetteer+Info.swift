/// Facts about an index, for `gazetteer info`.
extension Gazetteer {
    /// The build metadata: inputs, date, counts per source and category, bounding box.
    ///
    /// - Throws: ``IndexError/malformedSection(path:section:reason:)`` when the metadata section
    ///   is not the JSON object the writer stores.
    /// - Complexity: O(size of the metadata section), a few kilobytes.
    public func metadata() throws(IndexError) -> IndexMetadata {
        guard let metadata = IndexMetadata.decode(metadataView.buffer) else {
            throw .malformedSection(path: path, section: SectionKind.metadata.description, reason: "not a metadata object")
        }
        return metadata
    }

    /// The format version of every open index: the one this build reads, since opening refuses any other
    /// header version.
    public static var formatVersion: Int { Int(IndexFormat.version) }

    /// Names stored: every name, alternate name, derived form and address of every record.
    public var nameCount: Int { storedNameCount }
    /// Postings: for every word, the names (and countries, regions and categories) that hold it.
    public var postingTotal: Int { postingCount }
    /// Distinct words in the word dictionary.
    public var distinctKeyCount: Int { wordCount }
    /// Prefixes with a precomputed head.
    public var heavyPrefixCount: Int { prefixCount }
}
