/// Node locations whose ids are too far apart, or too far from zero, for the dense array: sorted runs in
/// memory, found by binary search.
///
/// Nodes are appended to a pending list; the first lookup after appends sorts it into a run, and runs of
/// similar size are merged (as in a log-structured merge), so there are O(log n) runs and each node is
/// moved O(log n) times. 16 bytes a node, whatever its id: a huge or negative id costs what a small one does.
struct SparseNodeLocations {
    /// One sorted run: ids ascending, each once, with their packed locations.
    private struct Run {
        var ids: [Int64] = []
        var locations: [Int64] = []

        func index(of id: Int64) -> Int? {
            var low = 0, high = ids.count
            while low < high {
                let middle = (low + high) >> 1
                if ids[middle] < id { low = middle + 1 } else { high = middle }
            }
            return low < ids.count && ids[low] == id ? low : nil
        }
    }

    private var pendingIDs: [Int64] = []
    private var pendingLocations: [Int64] = []
    /// Oldest first; a later run's location for an id replaces an earlier one's.
    private var runs: [Run] = []

    /// Nodes appended (a repeated id counts each time).
    private(set) var count = 0

    /// Stores a node; a later call with the same id replaces the location. O(1) amortized.
    mutating func set(id: Int64, packed: Int64) {
        pendingIDs.append(id)
        pendingLocations.append(packed)
        count += 1
    }

    /// The packed location of `id`, if stored.
    ///
    /// - Complexity: O(log² n); O(k log k) more for the first lookup after k appends.
    mutating func packedLocation(of id: Int64) -> Int64? {
        if !pendingIDs.isEmpty { sealPending() }
        for run in runs.reversed() {
            if let index = run.index(of: id) { return run.locations[index] }
        }
        return nil
    }

    /// Sorts the pending nodes into a run (the last of equal ids kept) and merges runs of similar size.
    private mutating func sealPending() {
        let order = pendingIDs.indices.sorted {
            pendingIDs[$0] != pendingIDs[$1] ? pendingIDs[$0] < pendingIDs[$1] : $0 < $1
        }
        var run = Run()
        run.ids.reserveCapacity(order.count)
        run.locations.reserveCapacity(order.count)
        for position in order {
            if run.ids.last == pendingIDs[position] {
                run.locations[run.locations.count - 1] = pendingLocations[position]
            } else {
                run.ids.append(pendingIDs[position])
                run.locations.append(pendingLocations[position])
            }
        }
        pendingIDs.removeAll()
        pendingLocations.removeAll()
        runs.append(run)
        while runs.count >= 2, runs[runs.count - 2].ids.count <= 2 * runs[runs.count - 1].ids.count {
            let newer = runs.removeLast(), older = runs.removeLast()
            runs.append(Self.merge(older, newer))
        }
    }

    /// One run of both; where both hold an id, `newer`'s location.
    private static func merge(_ older: Run, _ newer: Run) -> Run {
        var merged = Run()
        merged.ids.reserveCapacity(older.ids.count + newer.ids.count)
        merged.locations.reserveCapacity(older.ids.count + newer.ids.count)
        var left = 0, right = 0
        while left < older.ids.count || right < newer.ids.count {
            let takesOlder = right == newer.ids.count || (left < older.ids.count && older.ids[left] < newer.ids[right])
            if takesOlder {
                merged.ids.append(older.ids[left])
                merged.locations.append(older.locations[left])
                left += 1
            } else {
                if left < older.ids.count, older.ids[left] == newer.ids[right] { left += 1 }
                merged.ids.append(newer.ids[right])
                merged.locations.append(newer.locations[right])
                right += 1
            }
        }
        return merged
    }
}
