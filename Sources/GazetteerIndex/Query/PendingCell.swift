/// A grid cell waiting in a spatial walk: its position, its run of records and the smallest
/// squared chord from the query point to it.
struct PendingCell {
    var bound: Double
    var column: UInt32
    var row: UInt32
    var lower: UInt32
    var upper: UInt32
    var level: UInt8

    static let empty = PendingCell(bound: 0, column: 0, row: 0, lower: 0, upper: 0, level: 0)

    var cell: GridCell { GridCell(level: Int(level), column: column, row: row) }
    var range: Range<Int> { Int(lower)..<Int(upper) }

    init(bound: Double, column: UInt32, row: UInt32, lower: UInt32, upper: UInt32, level: UInt8) {
        self.bound = bound
        self.column = column
        self.row = row
        self.lower = lower
        self.upper = upper
        self.level = level
    }

    init(bound: Double, cell: GridCell, range: Range<Int>) {
        self.init(
            bound: bound, column: cell.column, row: cell.row,
            lower: UInt32(truncatingIfNeeded: range.lowerBound), upper: UInt32(truncatingIfNeeded: range.upperBound),
            level: UInt8(truncatingIfNeeded: cell.level))
    }
}
