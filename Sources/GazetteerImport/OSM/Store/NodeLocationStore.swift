/// Node locations by id, kept so ways can be placed; its memory does not grow with the input.
///
/// Locations live in temporary files (see ``MappedTemporaryFile``) in one of two layouts:
/// - **sorted** (``SortedNodeLocations``) while ids ascend, as in every sorted extract: 16 bytes a node,
///   binary search. Sparse ids, such as a country's share of the planet's, cost nothing extra.
/// - **dense** (``DenseNodeLocations``): 8 bytes per id up to the largest, O(1). The store moves there,
///   once, when an id does not ascend (unsorted input, or a repeated id, where the later node wins), and
///   when the ids are so dense (at least half of the id range from the first id on, checked every
///   million nodes) that the dense array is the smaller one.
///
/// Either way the work is linear in the nodes stored, whatever their order. Only nodes that come before
/// the ways referencing them are found.
struct NodeLocationStore {
    /// Where the temporary files go.
    let directory: String
    private var sorted: SortedNodeLocations?
    private var dense: DenseNodeLocations?
    private var nextDensityCheck = 1 << 20

    /// - Parameter directory: where the temporary files go.
    init(directory: String) {
        self.directory = directory
    }

    /// Number of nodes appended (a repeated id counts each time).
    private(set) var count = 0

    /// Whether the store uses the dense layout (for tests and reports).
    var isDense: Bool { dense != nil }

    /// Appends nodes; `ids[i]` is at `packedLocations[i]` (see ``OSMLocation/packed``). O(k).
    ///
    /// - Throws: ``OSMError/temporaryStorage(directory:reason:)``.
    mutating func append(ids: [Int64], packedLocations: [Int64]) throws(OSMError) {
        precondition(ids.count == packedLocations.count, "one location per id")
        guard !ids.isEmpty else { return }
        if dense == nil && sorted == nil { sorted = try SortedNodeLocations(directory: directory) }
        var index = 0
        if var store = sorted {
            sorted = nil
            defer { if dense == nil { sorted = store } }
            index = try store.appendAscending(ids, packed: packedLocations)
            count += index
            let moves = index < ids.count || (store.count >= nextDensityCheck && Self.isDense(store))
            if store.count >= nextDensityCheck { nextDensityCheck = store.count + 1 << 20 }
            if moves { try moveToDense(store) }
        }
        guard dense != nil, index < ids.count else { return }
        for position in index..<ids.count { try dense!.set(id: ids[position], packed: packedLocations[position]) }
        count += ids.count - index
    }

    /// The location of node `id`, if stored.
    ///
    /// - Complexity: O(log n) in the sorted layout (O(1) for the node after the last one found), O(1) in the
    ///   dense one.
    mutating func location(of id: Int64) -> OSMLocation? {
        let packed = dense != nil ? dense!.packedLocation(of: id) : sorted?.packedLocation(of: id)
        return packed.map { OSMLocation(packed: $0) }
    }

    private static func isDense(_ store: SortedNodeLocations) -> Bool {
        store.firstID >= 0 && store.lastID - store.firstID < 2 * Int64(store.count)
    }

    private mutating func moveToDense(_ store: SortedNodeLocations) throws(OSMError) {
        var target = try DenseNodeLocations(directory: directory)
        try store.forEach { (id, packed) throws(OSMError) in try target.set(id: id, packed: packed) }
        dense = target
    }
}
