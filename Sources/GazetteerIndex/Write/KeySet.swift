/// The keys of one record's names seen so far, for dropping repeats in O(1) each.
///
/// An open-addressing table of name numbers, cleared between records; it grows with the largest
/// record, so a row with 100,000 alternate names costs linear time, not quadratic.
struct KeySet: Sendable {
    private var slots: [UInt32] = Array(repeating: 0, count: 64)
    private var used: [Int] = []

    init() {}

    /// Forgets every key (O(keys inserted since the last reset)).
    mutating func reset() {
        for slot in used { slots[slot] = 0 }
        used.removeAll(keepingCapacity: true)
    }

    /// Inserts `key` as name `number` unless an equal key is present; `keyOf` gives the key of a
    /// stored name number.
    ///
    /// - Returns: `true` when the key was new.
    mutating func insert(
        _ key: UnsafeBufferPointer<UInt8>, number: UInt32, keyOf: (UInt32) -> UnsafeBufferPointer<UInt8>
    ) -> Bool {
        if used.count * 2 >= slots.count { grow(keyOf) }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: StringInterner.hash(key)) & mask
        while slots[slot] != 0 {
            if ByteOrder.equal(keyOf(slots[slot] - 1), key) { return false }
            slot = (slot + 1) & mask
        }
        slots[slot] = number + 1
        used.append(slot)
        return true
    }

    private mutating func grow(_ keyOf: (UInt32) -> UnsafeBufferPointer<UInt8>) {
        let entries = used.map { slots[$0] }
        slots = Array(repeating: 0, count: slots.count * 2)
        used.removeAll(keepingCapacity: true)
        let mask = slots.count - 1
        for entry in entries {
            var slot = Int(truncatingIfNeeded: StringInterner.hash(keyOf(entry - 1))) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
            used.append(slot)
        }
    }
}
