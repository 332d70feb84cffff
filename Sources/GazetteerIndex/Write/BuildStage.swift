/// A stage of writing an index, after the inputs are read, for a progress display.
public enum BuildStage: String, Sendable, CaseIterable {
    /// Dropping repeated ids and merging records that are one place.
    case merging = "merging records"
    /// Ordering records in space and by importance, gathering their names.
    case ordering = "ordering records"
    /// Splitting names into words and sorting the word dictionary.
    case words = "sorting words"
    /// Encoding the posting lists and the heads and answer lists of heavy prefixes, and beside
    /// them the records, their names and extras.
    case postings = "posting lists"
    /// The tables: codes, admin1 divisions and countries, phrases, and the string pool.
    case tables = "tables"
    /// Writing the sections to the file and syncing it.
    case file = "writing file"
}
