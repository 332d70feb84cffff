/// Node locations by id, kept so ways can be placed; its memory does not grow with the input, and no
/// single id, however large, makes it allocate in proportion to the id.
///
/// Locations live in up to three layouts, newest first when looking up (a repeated id: the later node wins):
/// - **sorted** (``SortedNodeLocations``) while ids ascend, as in every sorted extract: 16 bytes a node in
///   temporary files, binary search. Sparse ids, such as a country's share of the planet's, cost nothing
///   extra. When an id does not ascend (unsorted input, or a repeated id) the sorted layout stops growing
///   and keeps what it holds; later nodes go to the two below.
/// - **dense** (``DenseNodeLocations``): 8 bytes per id in a sparse temporary file, O(1), for ids from 0 to
///   below ``denseLimit(count:)``: four times the nodes stored, at least 2²⁶. Sorted nodes move here, once,
///   when they are that dense (checked every million nodes), because the dense array is then the smaller.
/// - **sparse** (``SparseNodeLocations``): ids out of order that are negative or past the dense limit, in
///   sorted runs in memory, 16 bytes a node.
///
/// Either way the work is linear in the nodes stored (times a logarithm for sparse ones), whatever their
/// order. Only nodes that come before the ways referencing them are found. Ids past ``OSMIDRange`` are
/// refused by the readers before they get here.
struct NodeLocationStore {
    /// Where the temporary files go.
    let directory: String
    private var sorted: SortedNodeLocations?
    /// Whether the sorted layout still takes nodes (its ids have ascended so far).
    private var sortedIsOpen = true
    private var dense: DenseNodeLocations?
    private var sparse = SparseNodeLocations()
    private var nextDensityCheck = 1 << 20

    /// - Parameter directory: where the temporary files go.
    init(directory: String) {
        self.directory = directory
    }

    /// Number of nodes appended (a repeated id counts each time).
    private(set) var count = 0

    /// Whether the store uses the dense layout (for tests and reports).
    var isDense: Bool { dense != nil }

    /// Nodes held in sorted runs in memory (for tests and reports).
    var sparseCount: Int { sparse.count }

    /// The ids the dense array takes when `count` nodes are stored: from 0 to below the result. O(1).
    static func denseLimit(count: Int) -> Int64 {
        max(1 << 26, 4 * Int64(count))
    }

    /// Appends nodes; `ids[i]` is at `packedLocations[i]` (see ``OSMLocation/packed``). O(k) (O(k log k) for
    /// sparse ids).
    ///
    /// - Throws: ``OSMError/temporaryStorage(directory:reason:)``.
    mutating func append(ids: [Int64], packedLocations: [Int64]) throws(OSMError) {
        precondition(ids.count == packedLocations.count, "one location per id")
        guard !ids.isEmpty else { return }
        var index = 0
        if sortedIsOpen {
            var store: SortedNodeLocations
            if let open = sorted.take() { store = open } else { store = try SortedNodeLocations(directory: directory) }
            index = try store.appendAscending(ids, packed: packedLocations)
            count += index
            if index < ids.count { sortedIsOpen = false }
            var moved = false
            if store.count >= nextDensityCheck {
                nextDensityCheck = store.count + 1 << 20
                moved = sortedIsOpen && Self.isDense(store)
            }
            if moved {
                // The dense array now holds every sorted node; the sorted files are let go.
                try moveToDense(store)
                sortedIsOpen = false
            } else {
                sorted = store
            }
        }
        guard index < ids.count else { return }
        for position in index..<ids.count {
            let id = ids[position]
            count += 1
            if id >= 0 && id < Self.denseLimit(count: count) {
                if dense == nil { dense = try DenseNodeLocations(directory: directory) }
                try dense!.set(id: id, packed: packedLocations[position])
            } else {
                sparse.set(id: id, packed: packedLocations[position])
            }
        }
    }

    /// The location of node `id`, if stored.
    ///
    /// - Complexity: O(1) in the dense layout, O(log n) in the sorted one (O(1) for the node after the last
    ///   one found), O(log² n) in the sparse runs.
    mutating func location(of id: Int64) -> OSMLocation? {
        if let packed = dense?.packedLocation(of: id) { return OSMLocation(packed: packed) }
        if sparse.count > 0, let packed = sparse.packedLocation(of: id) { return OSMLocation(packed: packed) }
        return sorted?.packedLocation(of: id).map { OSMLocation(packed: $0) }
    }

    /// Lets go of the mapped pages of the temporary files (see ``MappedTemporaryFile/releasePages()``):
    /// the process's resident memory then holds what later lookups touch, not every node stored.
    func releasePages() {
        sorted?.releasePages()
        dense?.releasePages()
    }

    /// Whether the sorted nodes fill at least half the ids from 0 to the last, which then lies within the
    /// dense limit.
    private static func isDense(_ store: SortedNodeLocations) -> Bool {
        store.firstID >= 0 && store.lastID < 2 * Int64(store.count)
    }

    private mutating func moveToDense(_ store: SortedNodeLocations) throws(OSMError) {
        var target = try DenseNodeLocations(directory: directory)
        try store.forEach { (id, packed) throws(OSMError) in try target.set(id: id, packed: packed) }
        dense = target
    }
}
