/// Facts about an index, for `gazetteer info`.
extension Gazetteer {
    /// The build metadata (inputs, date, counts per source and category) as a JSON object.
    public var metadataJSON: String {
        metadataView.string(0, metadataView.count)
    }

    /// Name postings: every name and alternate name of every record, one per distinct key.
    public var nameCount: Int { postingCount }
    /// Distinct search keys.
    public var distinctKeyCount: Int { keyCount }
    /// Prefixes with a precomputed top list.
    public var heavyPrefixCount: Int { prefixCount }
}
