/// The checks of the counts in the parameters section that opening an index runs after the header, the
/// section table and the sections' sizes (``SectionTable``): every way of opening an index (queries,
/// `gazetteer info`, `gazetteer verify`, the server) goes through ``Gazetteer/init(path:)`` and so runs them.
extension Gazetteer {
    /// Checks the parameters that no section's size states: the name-folding table, the grid level, the
    /// code and admin1 counts.
    ///
    /// - Throws: ``IndexError/foldTableMismatch(path:found:expected:)`` or
    ///   ``IndexError/malformedSection(path:section:reason:)`` naming the parameters section.
    /// - Complexity: O(1).
    static func checkParameters(_ parameters: ByteView, path: String) throws(IndexError) {
        let fingerprint = parameters.load(ParameterLayout.foldFingerprint, at: 0)
        guard fingerprint == NameFoldTable.fingerprint else {
            throw .foldTableMismatch(path: path, found: fingerprint, expected: NameFoldTable.fingerprint)
        }
        let gridLevel = Int(parameters.load(ParameterLayout.gridLevel, at: 0))
        guard gridLevel <= GridGeometry.maximumDirectoryLevel else {
            throw .malformedSection(path: path, section: "parameters", reason: "grid level \(gridLevel)")
        }
        // Records number codes and admin1 divisions with 16 bits.
        let codeCount = Int(parameters.load(ParameterLayout.codeCount, at: 0))
        let admin1Count = Int(parameters.load(ParameterLayout.admin1Count, at: 0))
        guard codeCount <= Int(UInt16.max), admin1Count <= Int(UInt16.max) else {
            throw .malformedSection(
                path: path, section: "parameters",
                reason: "\(codeCount) codes and \(admin1Count) admin1 divisions, past the 65,535 that records can name")
        }
    }

    /// Checks the posting count against the postings section and the word directory: every posting takes
    /// at least a byte, and the postings before the last block of words are among them.
    ///
    /// - Throws: ``IndexError/malformedSection(path:section:reason:)`` naming the parameters section.
    /// - Complexity: O(1).
    static func checkPostingCount(
        _ postingCount: Int, wordCount: Int, postings: ByteView, directory: ByteView, path: String
    ) throws(IndexError) {
        guard postingCount <= postings.count else {
            throw .malformedSection(
                path: path, section: "parameters",
                reason: "posting count \(postingCount) is more than the \(postings.count)-byte postings section can hold")
        }
        guard wordCount > 0 else {
            guard postingCount == 0 else {
                throw .malformedSection(path: path, section: "parameters", reason: "posting count \(postingCount) with no words")
            }
            return
        }
        let lastBlock = directory.count - WordBlockLayout.size
        let before = Int(directory.load(WordBlockLayout.postingsBefore, at: lastBlock))
        let offset = Int(directory.load(WordBlockLayout.postingOffset, at: lastBlock))
        guard before <= postingCount, offset <= postings.count else {
            throw .malformedSection(
                path: path, section: "parameters",
                reason: "posting count \(postingCount) is fewer than the \(before) postings before the last block of words")
        }
    }
}
