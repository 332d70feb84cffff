/// Node locations by id, kept so ways can be placed.
///
/// Memory: 16 bytes per stored node (an `Int64` id and an `Int64` packed location in two parallel arrays),
/// plus array growth slack; lookups are binary searches, O(log n). Ids normally arrive sorted (PBF and XML
/// files are sorted by type then id); if not, the arrays are sorted once, lazily, before the next lookup
/// (O(n log n), 24 extra bytes per node while sorting). A later node with an id already stored wins.
///
/// Scale: Liechtenstein (66 000 nodes) needs 1 MB; Germany (~450 M nodes) about 7 GB; the planet
/// (~9 G nodes) about 150 GB, which is too much for memory. For such inputs the same interface can be
/// backed by a dense array indexed by node id: 8 bytes × the largest node id (~12 G ids, ~100 GB) in a
/// sparse file mapped with `mmap`. Only pages that hold nodes are ever written, sorted input writes
/// them sequentially, and the page cache keeps the working set in memory — libosmium's
/// `sparse_file_array` / `dense_mmap_array` work this way. Only ways need the store, and only nodes
/// that come before the ways referencing them are found.
struct NodeLocationStore {
    private var ids: [Int64] = []
    private var locations: [Int64] = []
    private var isSorted = true

    init() {}

    /// Number of stored nodes.
    var count: Int { ids.count }

    /// Appends nodes; `ids[i]` is at `packedLocations[i]` (see ``OSMLocation/packed``). O(k) amortized.
    mutating func append(ids newIDs: [Int64], packedLocations: [Int64]) {
        precondition(newIDs.count == packedLocations.count, "one location per id")
        guard !newIDs.isEmpty else { return }
        if isSorted {
            var previous = ids.last
            for id in newIDs {
                if let previous, id <= previous {
                    isSorted = false
                    break
                }
                previous = id
            }
        }
        ids.append(contentsOf: newIDs)
        locations.append(contentsOf: packedLocations)
    }

    /// The location of node `id`, if stored. O(log n), after a one-time sort if ids came unsorted.
    mutating func location(of id: Int64) -> OSMLocation? {
        if !isSorted { sort() }
        var low = 0, high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] <= id { low = middle + 1 } else { high = middle }
        }
        guard low > 0, ids[low - 1] == id else { return nil }
        return OSMLocation(packed: locations[low - 1])
    }

    /// Sorts by id, keeping arrival order among equal ids so the last one is found.
    private mutating func sort() {
        let order = ids.indices.sorted { a, b in ids[a] != ids[b] ? ids[a] < ids[b] : a < b }
        ids = order.map { ids[$0] }
        locations = order.map { locations[$0] }
        isSorted = true
    }
}
