/// What a finished build wrote.
public struct BuildSummary: Sendable {
    /// Records in the index (after removing duplicates).
    public var recordCount: Int
    /// Records dropped because a later record had the same id.
    public var duplicateCount: Int
    /// Name postings (a name or alternate name of a record).
    public var nameCount: Int
    /// Distinct search keys.
    public var keyCount: Int
    /// Index file size in bytes.
    public var fileSize: Int
    /// Directory level of the spatial grid.
    public var gridLevel: Int
}
