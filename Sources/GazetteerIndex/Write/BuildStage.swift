/// A stage of writing an index, after the inputs are read, for a progress display.
public enum BuildStage: String, Sendable, CaseIterable {
    /// Dropping repeated ids and merging records that are one place.
    case merging = "merging records"
    /// Ordering records in space and by importance, gathering their names.
    case ordering = "ordering records"
    /// Splitting names into words and sorting the word dictionary.
    case words = "sorting words"
    /// Encoding the posting lists and the heads and answer lists of heavy prefixes.
    case postings = "posting lists"
    /// Encoding records, names and extras.
    case records = "records"
    /// Writing the sections to the file and syncing it.
    case file = "writing file"
}

/// How far a stage of writing has come: `done` of `total` units (records, words, prefixes or bytes).
public struct BuildStageProgress: Sendable {
    public var stage: BuildStage
    public var done: Int
    public var total: Int

    public init(stage: BuildStage, done: Int, total: Int) {
        self.stage = stage
        self.done = done
        self.total = total
    }
}
