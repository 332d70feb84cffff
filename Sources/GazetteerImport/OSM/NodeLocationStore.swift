/// Node locations by id, kept so ways can be placed.
///
/// Memory: 16 bytes per stored node (an `Int64` id and an `Int64` packed location in two parallel arrays),
/// plus array growth slack; lookups are binary searches, O(log n). Ids normally arrive sorted (PBF and XML
/// files are sorted by type then id) and are appended in place. Nodes that arrive out of order wait in a
/// hash table (found in O(1)) until it holds as many nodes as the sorted arrays; then they are sorted and
/// merged in, in O(n), so each node is moved O(log n) times at most and any arrival order costs
/// O(n log n) in all. A later node with an id already stored wins.
///
/// Scale: Liechtenstein (66 000 nodes) needs 1 MB; Germany (~450 M nodes) about 7 GB; the planet
/// (~9 G nodes) about 150 GB, which is too much for memory. For such inputs the same interface can be
/// backed by a dense array indexed by node id: 8 bytes × the largest node id (~12 G ids, ~100 GB) in a
/// sparse file mapped with `mmap`. Only pages that hold nodes are ever written, sorted input writes
/// them sequentially, and the page cache keeps the working set in memory — libosmium's
/// `sparse_file_array` / `dense_mmap_array` work this way. Only ways need the store, and only nodes
/// that come before the ways referencing them are found.
struct NodeLocationStore {
    /// Sorted by id; among equal ids, in arrival order.
    private var ids: [Int64] = []
    private var locations: [Int64] = []
    /// Nodes that arrived out of order, not yet merged: the latest location per id.
    private var pending: [Int64: Int64] = [:]

    /// Out-of-order nodes are merged once there are this many, or as many as sorted ones.
    private static let minimumMerge = 1 << 16

    init() {}

    /// Number of stored nodes.
    var count: Int { ids.count + pending.count }

    /// Appends nodes; `ids[i]` is at `packedLocations[i]` (see ``OSMLocation/packed``). O(k) amortized.
    mutating func append(ids newIDs: [Int64], packedLocations: [Int64]) {
        precondition(newIDs.count == packedLocations.count, "one location per id")
        guard !newIDs.isEmpty else { return }
        if pending.isEmpty, isAscending(newIDs, after: ids.last) {
            ids.append(contentsOf: newIDs)
            locations.append(contentsOf: packedLocations)
            return
        }
        for (id, location) in zip(newIDs, packedLocations) { pending[id] = location }
        if pending.count >= max(Self.minimumMerge, ids.count) { merge() }
    }

    /// The location of node `id`, if stored. O(1) for a pending node, else O(log n).
    func location(of id: Int64) -> OSMLocation? {
        if let packed = pending[id] { return OSMLocation(packed: packed) }
        var low = 0, high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] <= id { low = middle + 1 } else { high = middle }
        }
        guard low > 0, ids[low - 1] == id else { return nil }
        return OSMLocation(packed: locations[low - 1])
    }

    private func isAscending(_ newIDs: [Int64], after last: Int64?) -> Bool {
        var previous = last ?? .min
        for id in newIDs {
            guard id >= previous else { return false }
            previous = id
        }
        return true
    }

    /// Sorts the pending nodes and merges them into the arrays; for an id in both, the pending
    /// node (the later arrival) goes last, so a lookup finds it. O(n + k log k).
    private mutating func merge() {
        let incoming = pending.sorted { $0.key < $1.key }
        pending = [:]
        var mergedIDs: [Int64] = [], mergedLocations: [Int64] = []
        mergedIDs.reserveCapacity(ids.count + incoming.count)
        mergedLocations.reserveCapacity(ids.count + incoming.count)
        var index = 0
        for (id, location) in incoming {
            while index < ids.count, ids[index] <= id {
                mergedIDs.append(ids[index])
                mergedLocations.append(locations[index])
                index += 1
            }
            mergedIDs.append(id)
            mergedLocations.append(location)
        }
        mergedIDs.append(contentsOf: ids[index...])
        mergedLocations.append(contentsOf: locations[index...])
        ids = mergedIDs
        locations = mergedLocations
    }
}
