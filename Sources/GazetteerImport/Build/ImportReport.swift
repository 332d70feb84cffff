/// What one import read, kept and skipped.
public struct ImportReport: Sendable, Equatable {
    /// The input's display name.
    public var input: String
    /// `geonames`, `osm-pbf` or `osm-xml`.
    public var format: String
    /// Rows or objects read.
    public var itemsRead = 0
    /// Records handed to the index.
    public var recordsAdded = 0
    public var skipped: [SkipReason: SkipTally] = [:]

    public init(input: String, format: String) {
        self.input = input
        self.format = format
    }

    /// Total items skipped, all reasons together.
    public var skippedCount: Int { skipped.values.reduce(0) { $0 + $1.count } }

    /// Counts one skipped item; `location` is kept among the first examples.
    public mutating func skip(_ reason: SkipReason, at location: @autoclosure () -> String) {
        var tally = skipped[reason] ?? SkipTally()
        tally.count += 1
        if tally.examples.count < SkipTally.exampleLimit { tally.examples.append(location()) }
        skipped[reason] = tally
    }

    /// Adds another report's counts to this one (used when workers report per block, in order).
    public mutating func merge(_ other: ImportReport) {
        itemsRead += other.itemsRead
        recordsAdded += other.recordsAdded
        for (reason, tally) in other.skipped {
            var mine = skipped[reason] ?? SkipTally()
            mine.count += tally.count
            mine.examples += tally.examples.prefix(SkipTally.exampleLimit - mine.examples.count)
            skipped[reason] = mine
        }
    }
}
