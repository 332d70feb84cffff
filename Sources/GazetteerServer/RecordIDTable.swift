import GazetteerIndex

/// Records by source id, for Nominatim's `/lookup` and `/details`: the index is ordered by place,
/// so the ids are sorted once for each index the store opens (``PerIndexCache``, O(n log n), 12
/// bytes a record), and every lookup is a binary search.
package struct RecordIDTable: Sendable {
    /// The packed ids in increasing order, and the record each belongs to.
    private let ids: [UInt64]
    private let records: [UInt32]

    /// Sorts the ids of `index`. O(n log n).
    package init(_ index: Gazetteer) {
        var order = Array(0..<UInt32(index.count))
        let packed = order.map { index.sourceID(at: Int($0)).packed }
        order.sort { packed[Int($0)] < packed[Int($1)] }
        ids = order.map { packed[Int($0)] }
        records = order
    }

    /// The record numbers of `ids`, in the order asked (`nil` where no record has the id).
    /// - Complexity: O(k log n) for k ids.
    package func records(withIDs wanted: [SourceID]) -> [Int?] {
        wanted.map { id -> Int? in
            let packed = id.packed
            var low = 0
            var high = ids.count
            while low < high {
                let middle = (low + high) / 2
                if ids[middle] < packed { low = middle + 1 } else { high = middle }
            }
            guard low < ids.count, ids[low] == packed else { return nil }
            return Int(records[low])
        }
    }
}
