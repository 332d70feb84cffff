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

/// A binary min-heap of pending cells with a fixed capacity, stored inline (on the stack of the
/// query): a walk allocates nothing. When it is full, ``push(_:)`` declines and the walk visits the
/// cell at once, depth first.
struct CellHeap {
    /// Walks on a quarter of a million records keep at most about 40 cells waiting.
    static let capacity = 64
    private var entries = InlineArray<64, PendingCell>(repeating: .empty)
    private(set) var count = 0

    init() {}

    var isEmpty: Bool { count == 0 }

    /// The smallest bound waiting, or infinity when empty.
    var minimumBound: Double { count == 0 ? .infinity : entries[0].bound }

    mutating func removeAll() { count = 0 }

    /// Adds a cell; `false` (and nothing added) when the heap is full.
    @inline(__always)
    mutating func push(_ cell: PendingCell) -> Bool {
        guard count < Self.capacity else { return false }
        var slot = count
        count += 1
        while slot > 0 {
            let parent = (slot - 1) >> 1
            guard entries[parent].bound > cell.bound else { break }
            entries[slot] = entries[parent]
            slot = parent
        }
        entries[slot] = cell
        return true
    }

    /// Removes and returns the cell with the smallest bound.
    @inline(__always)
    mutating func popMin() -> PendingCell? {
        guard count > 0 else { return nil }
        let top = entries[0]
        count -= 1
        guard count > 0 else { return top }
        let last = entries[count]
        var slot = 0
        while true {
            var child = 2 * slot + 1
            guard child < count else { break }
            if child + 1 < count && entries[child + 1].bound < entries[child].bound { child += 1 }
            guard entries[child].bound < last.bound else { break }
            entries[slot] = entries[child]
            slot = child
        }
        entries[slot] = last
        return top
    }
}
