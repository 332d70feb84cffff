/// What a finished build wrote.
public struct BuildSummary: Sendable {
    /// Records in the index (after removing and merging duplicates).
    public var recordCount: Int
    /// Records dropped because a later record had the same id.
    public var duplicateCount: Int
    /// Records merged into another: the same place from several sources, or a street's segments.
    public var mergedCount: Int
    /// Names stored (a name, alternate name, derived form or address of a record).
    public var nameCount: Int
    /// Distinct words in the word dictionary.
    public var keyCount: Int
    /// Index file size in bytes.
    public var fileSize: Int
    /// Directory level of the spatial grid.
    public var gridLevel: Int
    /// Wall-clock time of each stage of writing, in the order they ran.
    public var stageTimes: [BuildStageTime] = []
    /// What the memory budget did; `nil` for a build without one.
    public var memory: MemoryReport?
}
