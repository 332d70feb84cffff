import Foundation
import GazetteerIndex

/// Something the server makes once for each index the store opens (the page's raster, the id
/// table), kept until the store reopens the index: the first request after an open or a reload
/// makes it, under a lock, and every request after reads it.
package final class PerIndexCache<Value>: @unchecked Sendable {
    private let lock = NSLock()
    /// The value for the index opened `reloads` times over, once made.
    private var cached: (reloads: Int, value: Value)?

    package init() {}

    /// The store's current index and the value made from it by `make` (called once per index).
    /// - Complexity: that of `make` the first time for each index, O(1) after.
    package func value(for store: IndexStore, make: (Gazetteer) -> Value) -> (index: Gazetteer, value: Value) {
        let (index, reloads) = store.currentAndReloads
        lock.lock()
        defer { lock.unlock() }
        if let cached, cached.reloads == reloads { return (index, cached.value) }
        let value = make(index)
        cached = (reloads, value)
        return (index, value)
    }
}
