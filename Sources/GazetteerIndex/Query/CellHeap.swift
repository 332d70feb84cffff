/// A binary min-heap of pending cells with a fixed capacity, stored inline (on the stack of the
/// query): a walk allocates nothing. When it is full, ``push(_:)`` declines and the walk visits the
/// cell at once, depth first.
struct CellHeap {
    /// Walks on a quarter of a million records keep at most about 40 cells waiting.
    static let capacity = 64
    private var entries = Entries()
    private(set) var count = 0

    init() {}

    mutating func removeAll() { count = 0 }

    /// Adds a cell; `false` (and nothing added) when the heap is full.
    @inline(__always)
    mutating func push(_ cell: PendingCell) -> Bool {
        guard count < Self.capacity else { return false }
        entries[count] = cell
        count += 1
        BinaryHeap.siftUp(&entries, from: count - 1, above: Self.above)
        return true
    }

    /// Removes and returns the cell with the smallest bound.
    @inline(__always)
    mutating func popMin() -> PendingCell? {
        guard count > 0 else { return nil }
        let top = entries[0]
        count -= 1
        guard count > 0 else { return top }
        entries[0] = entries[count]
        BinaryHeap.siftDown(&entries, from: 0, count: count, above: Self.above)
        return top
    }

    /// The smaller bound comes first.
    @inline(__always)
    private static func above(_ a: PendingCell, _ b: PendingCell) -> Bool { a.bound < b.bound }

    /// The cells, inline.
    private struct Entries: HeapStorage {
        var cells = InlineArray<64, PendingCell>(repeating: .empty)

        subscript(position: Int) -> PendingCell {
            @inline(__always) get { cells[position] }
            @inline(__always) set { cells[position] = newValue }
        }
    }
}
