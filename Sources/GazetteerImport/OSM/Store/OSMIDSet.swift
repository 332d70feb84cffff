/// A set of OSM ids (open addressing, linear probing), built once and then only read, from any thread.
///
/// 8 bytes a slot, at most half the slots used: 16–32 bytes an id. O(1) expected per operation.
struct OSMIDSet: Sendable {
    private static let empty = Int64.min
    private var slots: [Int64] = Array(repeating: OSMIDSet.empty, count: 16)
    private var hasEmptyMarker = false
    private(set) var count = 0

    init() {}

    /// Adds `id`; O(1) expected, amortized.
    mutating func insert(_ id: Int64) {
        if id == Self.empty {
            if !hasEmptyMarker { count += 1 }
            hasEmptyMarker = true
            return
        }
        if (count + 1) * 2 > slots.count { grow() }
        if Self.place(id, in: &slots) { count += 1 }
    }

    /// Whether `id` was added. O(1) expected.
    func contains(_ id: Int64) -> Bool {
        if id == Self.empty { return hasEmptyMarker }
        let mask = slots.count - 1
        var index = Self.hash(id) & mask
        while true {
            let slot = slots[index]
            if slot == id { return true }
            if slot == Self.empty { return false }
            index = (index + 1) & mask
        }
    }

    private mutating func grow() {
        var larger = Array(repeating: Self.empty, count: slots.count * 2)
        for slot in slots where slot != Self.empty { _ = Self.place(slot, in: &larger) }
        slots = larger
    }

    /// Puts `id` in its slot; `false` when it was there already.
    private static func place(_ id: Int64, in slots: inout [Int64]) -> Bool {
        let mask = slots.count - 1
        var index = hash(id) & mask
        while slots[index] != empty {
            if slots[index] == id { return false }
            index = (index + 1) & mask
        }
        slots[index] = id
        return true
    }

    private static func hash(_ id: Int64) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: id) &* 0x9E37_79B9_7F4A_7C15) >> 20)
    }
}
