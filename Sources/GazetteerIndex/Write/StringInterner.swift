/// A pool of byte strings stored once each: `varint length` then the bytes.
///
/// Reference 0 is the empty string. Interning is O(length) expected, through an open-addressing
/// hash table over the pool itself.
struct StringInterner {
    private(set) var pool: SpillableArray<UInt8>
    /// Offsets of interned strings in insertion order (index = string number).
    private(set) var offsets: SpillableArray<UInt32>
    /// Hash slots: the hash's high 32 bits, then string number + 1 in the low 32 (0: empty).
    /// The stored hash bits spare most mismatching probes a trip to the pool, and they choose the
    /// slot, so the table grows without reading the strings again.
    private var table: [UInt64] = Array(repeating: 0, count: 1024)

    var byteCount: Int { pool.count }

    /// An empty pool whose lists grow on `budget` (`nil`: in memory).
    init(budget: MemoryBudget? = nil) {
        pool = SpillableArray([0], budget: budget)
        offsets = SpillableArray(budget: budget)
    }

    mutating func reserveCapacity(_ bytes: Int) {
        pool.reserveCapacity(bytes)
    }

    /// The number of `bytes` (in insertion order), adding it to the pool when new.
    mutating func number(of bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let hash = Self.hash(bytes)
        let tag = hash & 0xFFFF_FFFF_0000_0000
        let mask = table.count - 1
        var slot = Self.slot(of: tag, mask: mask)
        while true {
            let entry = table[slot]
            if entry == 0 { break }
            if entry & 0xFFFF_FFFF_0000_0000 == tag {
                let number = UInt32(truncatingIfNeeded: entry) - 1
                if equals(at: Int(offsets[Int(number)]), bytes) { return number }
            }
            slot = (slot + 1) & mask
        }
        let number = UInt32(offsets.count)
        offsets.append(UInt32(truncatingIfNeeded: pool.count))
        appendVarint(bytes.count)
        pool.append(contentsOf: bytes)
        table[slot] = tag | UInt64(number + 1)
        if offsets.count * 2 > table.count { grow() }
        return number
    }

    /// Appends strings already in pool form (varint length, then bytes); returns where they start.
    mutating func appendEncoded(_ encoded: [UInt8]) -> UInt32 {
        let base = UInt32(truncatingIfNeeded: pool.count)
        pool.append(contentsOf: encoded)
        return base
    }

    /// The pool reference (offset) of `bytes`; 0 for the empty string.
    mutating func reference(of bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard !bytes.isEmpty else { return 0 }
        return offsets[Int(number(of: bytes))]
    }

    mutating func reference(of text: String) -> UInt32 {
        var text = text
        return text.withUTF8 { reference(of: $0) }
    }

    /// The bytes of the string at `reference`, from `pool` (this interner's pool, borrowed).
    @inline(__always)
    func bytes(at reference: UInt32, in pool: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard reference != 0 else { return UnsafeBufferPointer(start: nil, count: 0) }
        let (start, length) = span(at: Int(reference))
        return UnsafeBufferPointer(rebasing: pool[start..<start + length])
    }

    /// Start and length of the bytes at `offset`.
    @inline(__always)
    func span(at offset: Int) -> (start: Int, length: Int) {
        pool.withUnsafeBufferPointer { pool in
            var position = offset
            let length = Varint.read(pool, at: &position)
            return (position, length)
        }
    }

    private func equals(at offset: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let (start, length) = span(at: offset)
        guard length == bytes.count else { return false }
        return pool.withUnsafeBufferPointer { pool in
            var index = 0
            while index < length {
                if pool[start + index] != bytes[index] { return false }
                index += 1
            }
            return true
        }
    }

    private mutating func appendVarint(_ value: Int) {
        Varint.append(value, to: &pool)
    }

    private mutating func grow() {
        var bigger = [UInt64](repeating: 0, count: table.count * 2)
        let mask = bigger.count - 1
        for entry in table where entry != 0 {
            var slot = Self.slot(of: entry & 0xFFFF_FFFF_0000_0000, mask: mask)
            while bigger[slot] != 0 { slot = (slot + 1) & mask }
            bigger[slot] = entry
        }
        table = bigger
    }

    /// The first slot to probe for a hash whose high 32 bits are `tag` (the low 32 zero).
    @inline(__always)
    private static func slot(of tag: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: tag >> 32) & mask
    }

    /// FNV-1a, 64 bits, with a final mix so the low bits spread.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        hash ^= hash >> 29
        hash = hash &* 0xBF58_476D_1CE4_E5B9
        return hash ^ (hash >> 32)
    }
}
