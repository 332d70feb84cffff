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

    /// Name postings: every name and alternate name of every record, one per distinct key.
    public var nameCount: Int { postingCount }
    /// Distinct search keys.
    public var distinctKeyCount: Int { keyCount }
    /// Prefixes with a precomputed top list.
    public var heavyPrefixCount: Int { prefixCount }
}
