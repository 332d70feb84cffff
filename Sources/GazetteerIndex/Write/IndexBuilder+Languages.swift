extension IndexBuilder {
    /// Points the names by language at the final records of `groups` (and notes the boundaries among
    /// them), before the input records are let go.
    /// - Complexity: O(input records); nothing without names by language.
    func assignLanguageNames(_ groups: RecordGroups) {
        guard !languageNames.isEmpty else { return }
        let boundaryIDs = Set(boundaries.map(\.id.packed))
        languageNames.assignFinalRecords(
            groups, inputCount: records.count, id: { records[$0].id }, boundaryIDs: boundaryIDs, budget: budget)
    }

    /// Writes the names-by-language section (``LanguageNamesLayout``) when the input gave any name by
    /// language, its names and tags interned in `strings`.
    /// - Throws: ``IndexError/writeFailed(path:code:)``, ``IndexError/tooLarge(reason:)``.
    /// - Complexity: O(n log n) in the names by language.
    func appendLanguageNames(
        recordNumbers: SpillableArray<UInt32>, strings: inout StringInterner, to file: IndexFileWriter
    ) throws(IndexError) {
        guard let section = try languageNames.section(
            recordNumbers: recordNumbers, admin1Order: admin1Order, strings: &strings, budget: budget) else { return }
        try file.begin(.languageNames)
        try file.append(section.header)
        try file.append(section.directory)
        try file.append(section.names)
        file.end()
        section.directory.releasePages()
        section.names.releasePages()
    }
}
