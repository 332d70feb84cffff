/// A binary min-heap of pending cells with a fixed capacity, stored inline (on the stack of the
/// query): a walk allocates nothing. When it is full, ``push(_:)`` declines and the walk visits the
/// cell at once, depth first.
struct CellHeap {
    /// Walks on a quarter of a million records keep at most about 40 cells waiting.
    static let capacity = 64
    private var entries = InlineArray<64, PendingCell>(repeating: .empty)
    private(set) var count = 0

    init() {}

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
