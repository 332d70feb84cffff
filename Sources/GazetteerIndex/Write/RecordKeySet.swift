/// The search keys of the record being added to a ``RecordBatch``, hashed, so that a record with
/// many alternate names (GeoNames rows have had 130,000) finds a repeated key in O(1) instead of
/// comparing it with every key before it.
///
/// Open addressing over name numbers; keys are read from the batch through `key`, never copied.
struct RecordKeySet: Sendable {
    /// Records with up to this many names compare keys one by one (cheaper than hashing).
    static let linearLimit = 16

    /// Name number + 1 per slot; 0 is empty. The count is a power of two.
    private var slots: [Int32] = []
    private var stored = 0
    private var firstName = -1
    /// Names `firstName..<covered` are in the table.
    private var covered = 0

    /// Forgets every key (the record was rolled back).
    mutating func reset() {
        firstName = -1
    }

    /// Whether `candidate` is among the keys of names `firstOfRecord..<end`, after adding those not
    /// yet in the table. Amortized O(1 + key length).
    mutating func contains(
        _ candidate: [UInt8], record firstOfRecord: Int, names end: Int, key: (Int) -> ArraySlice<UInt8>
    ) -> Bool {
        if firstOfRecord != firstName || covered > end {
            firstName = firstOfRecord
            covered = firstOfRecord
            stored = 0
            slots = [Int32](repeating: 0, count: 64)
        }
        while covered < end {
            insert(covered, key: key)
            covered += 1
        }
        let mask = slots.count - 1
        var slot = Self.hash(candidate[...]) & mask
        while slots[slot] != 0 {
            if key(Int(slots[slot]) - 1).elementsEqual(candidate) { return true }
            slot = (slot + 1) & mask
        }
        return false
    }

    private mutating func insert(_ name: Int, key: (Int) -> ArraySlice<UInt8>) {
        if (stored + 1) * 2 > slots.count {
            let old = slots
            slots = [Int32](repeating: 0, count: old.count * 2)
            stored = 0
            for entry in old where entry != 0 { place(Int(entry) - 1, key: key) }
        }
        place(name, key: key)
    }

    private mutating func place(_ name: Int, key: (Int) -> ArraySlice<UInt8>) {
        let mask = slots.count - 1
        var slot = Self.hash(key(name)) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(name + 1)
        stored += 1
    }

    /// FNV-1a.
    private static func hash(_ bytes: ArraySlice<UInt8>) -> Int {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: value ^ (value >> 32))
    }
}
