import Foundation
import GazetteerIndex

/// Records by source id, for Nominatim's `/lookup` and `/details`: the index is ordered by place,
/// so the first lookup after the store opens an index sorts its ids once (O(n log n), 12 bytes a
/// record), and every lookup after that is a binary search.
package final class RecordIDTable: @unchecked Sendable {
    private let lock = NSLock()
    /// The packed ids in increasing order and the record each belongs to, for the index opened
    /// `reloads` times over.
    private var cached: (reloads: Int, ids: [UInt64], records: [UInt32])?

    package init() {}

    /// The record numbers of `ids` in the store's current index, in the order asked (`nil` where
    /// no record has the id).
    /// - Complexity: O(k log n) for k ids once the table is made; O(n log n) the first time.
    package func records(withIDs ids: [SourceID], store: IndexStore) -> (index: Gazetteer, records: [Int?]) {
        let (index, reloads) = store.currentAndReloads
        lock.lock()
        if cached?.reloads != reloads { cached = Self.table(of: index, reloads: reloads) }
        let table = cached!
        lock.unlock()
        let found = ids.map { id -> Int? in
            let packed = id.packed
            var low = 0
            var high = table.ids.count
            while low < high {
                let middle = (low + high) / 2
                if table.ids[middle] < packed { low = middle + 1 } else { high = middle }
            }
            guard low < table.ids.count, table.ids[low] == packed else { return nil }
            return Int(table.records[low])
        }
        return (index, found)
    }

    private static func table(of index: Gazetteer, reloads: Int) -> (reloads: Int, ids: [UInt64], records: [UInt32]) {
        var order = Array(0..<UInt32(index.count))
        let packed = order.map { index.sourceID(at: Int($0)).packed }
        order.sort { packed[Int($0)] < packed[Int($1)] }
        return (reloads, order.map { packed[Int($0)] }, order)
    }
}
