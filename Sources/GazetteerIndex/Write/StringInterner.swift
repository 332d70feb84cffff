#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// Whether every string is in the table (``appendNumbered(_:)`` ends that).
    private var acceptsLookups = true
    /// Scratch for ``appendNumbers(of:to:)`` and ``appendReferences(of:to:)``: the strings' hashes.
    private var hashes: [UInt64] = []
    /// The first slots of those strings, read ahead of their lookups (``hashAndTouch(_:)``).
    private var readAhead = ReadAhead()

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
    ///
    /// One probe reads the slot and, on a match of the stored hash bits, the string's length and
    /// bytes in the pool (compared with `memcmp`): the pool is borrowed once for the whole probe.
    mutating func number(of bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        entry(of: bytes, hash: Self.hash(bytes)).number
    }

    /// The numbers of `strings`, as ``number(of:)`` gives them one after another, appended to
    /// `numbers`. The first slot of every string is read before any is looked up: the slots lie
    /// at random in a table larger than the cache, and their misses then overlap instead of
    /// following one another. O(total length), expected.
    mutating func appendNumbers(of strings: [UnsafeBufferPointer<UInt8>], to numbers: inout SpillableArray<UInt32>) {
        appendEntries(of: strings, to: &numbers, emptyIsZero: false) { $0.number }
    }

    /// The pool references of `strings`, as ``reference(of:)`` gives them one after another,
    /// appended to `references`, their first slots read before any is looked up
    /// (``appendNumbers(of:to:)``). O(total length), expected.
    mutating func appendReferences(of strings: [UnsafeBufferPointer<UInt8>], to references: inout SpillableArray<UInt32>) {
        appendEntries(of: strings, to: &references, emptyIsZero: true) { $0.offset }
    }

    /// Looks up each of `strings` (their first slots read first, ``hashAndTouch(_:)``) and appends
    /// `field` of its entry to `list`, 0 for an empty string when `emptyIsZero`: gathered, then
    /// appended at once (each append to a list checks that it is not shared).
    @inline(__always)
    private mutating func appendEntries(
        of strings: [UnsafeBufferPointer<UInt8>], to list: inout SpillableArray<UInt32>, emptyIsZero: Bool,
        _ field: ((number: UInt32, offset: UInt32)) -> UInt32
    ) {
        hashAndTouch(strings)
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: strings.count) { found in
            for (index, string) in strings.enumerated() {
                found[index] = emptyIsZero && string.isEmpty ? 0 : field(entry(of: string, hash: hashes[index]))
            }
            list.append(contentsOf: UnsafeBufferPointer(found))
        }
    }

    /// Sets ``hashes`` to the hashes of `strings` and reads the first slot of each.
    private mutating func hashAndTouch(_ strings: [UnsafeBufferPointer<UInt8>]) {
        hashes.removeAll(keepingCapacity: true)
        let mask = table.count - 1
        for string in strings { hashes.append(Self.hash(string)) }
        // In a loop of their own, a few instructions each: many reads are under way at once.
        table.withUnsafeBufferPointer { table in
            for hash in hashes { readAhead.read(table[Self.slot(of: hash & 0xFFFF_FFFF_0000_0000, mask: mask)]) }
        }
    }

    /// The number and pool offset of `bytes`, whose hash is `hash`, adding it when new.
    private mutating func entry(of bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (number: UInt32, offset: UInt32) {
        precondition(acceptsLookups, "a string pool numbered without its table takes no lookups")
        let tag = hash & 0xFFFF_FFFF_0000_0000
        let mask = table.count - 1
        var slot = Self.slot(of: tag, mask: mask)
        let found: (number: UInt32, offset: UInt32)? = table.withUnsafeBufferPointer { table in
            offsets.withUnsafeBufferPointer { offsets in
                pool.withUnsafeBufferPointer { pool in
                    while true {
                        let entry = table[slot]
                        if entry == 0 { return nil }
                        if entry & 0xFFFF_FFFF_0000_0000 == tag {
                            let number = UInt32(truncatingIfNeeded: entry) - 1
                            let offset = offsets[Int(number)]
                            var position = Int(offset)
                            let length = Varint.read(pool, at: &position)
                            if length == bytes.count
                                && (length == 0 || memcmp(pool.baseAddress! + position, bytes.baseAddress!, length) == 0) {
                                return (number, offset)
                            }
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
        if let found { return found }
        let number = UInt32(offsets.count)
        let offset = appendUnindexed(bytes)
        offsets.append(offset)
        table[slot] = tag | UInt64(number + 1)
        if offsets.count * 2 > table.count { grow() }
        return (number, offset)
    }

    /// Numbers `bytes` as the next string without looking for an equal one or making it findable,
    /// for a pool whose strings are all known to differ and whose lookups are over: after this,
    /// ``number(of:)`` may not be called. O(length).
    mutating func appendNumbered(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        acceptsLookups = false
        let number = UInt32(offsets.count)
        offsets.append(appendUnindexed(bytes))
        return number
    }

    /// Appends strings already in pool form (varint length, then bytes); returns where they start.
    mutating func appendEncoded(_ encoded: [UInt8]) -> UInt32 {
        precondition(pool.count + encoded.count <= Int(UInt32.max), "the string pool would pass 4 GiB")
        let base = UInt32(truncatingIfNeeded: pool.count)
        pool.append(contentsOf: encoded)
        return base
    }

    /// Adds `bytes` to the pool without looking for an equal string, for text that is only read
    /// back by its reference; returns the reference. Interning stores a new string this way too.
    /// References are 32-bit: a pool that would pass 4 GiB stops the process rather than wrap.
    /// O(length).
    mutating func appendUnindexed(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        precondition(pool.count + bytes.count + 5 <= Int(UInt32.max), "the string pool would pass 4 GiB")
        let base = UInt32(truncatingIfNeeded: pool.count)
        Varint.append(bytes.count, to: &pool)
        pool.append(contentsOf: bytes)
        return base
    }

    /// The pool reference (offset) of `bytes`; 0 for the empty string.
    mutating func reference(of bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard !bytes.isEmpty else { return 0 }
        return entry(of: bytes, hash: Self.hash(bytes)).offset
    }

    mutating func reference(of text: String) -> UInt32 {
        var text = text
        return text.withUTF8 { reference(of: $0) }
    }

    /// The bytes of the string at `reference`, from `pool` (this interner's pool, borrowed).
    @inline(__always)
    static func bytes(at reference: UInt32, in pool: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard reference != 0 else { return UnsafeBufferPointer(start: nil, count: 0) }
        var start = Int(reference)
        let length = Varint.read(pool, at: &start)
        return UnsafeBufferPointer(rebasing: pool[start..<start + length])
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

    /// A 64-bit hash of `bytes`, eight at a time: each word is multiplied into the state and the
    /// result mixed so that the low bits spread. O(length).
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return mix(hash) }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 32
            index += 8
        }
        let rest = bytes.count - index
        if rest > 0 {
            // The last 1–7 bytes in at most two loads, overlapping where they must (the length is in
            // the seed, so the bytes are still all told apart).
            let tail: UInt64
            if rest >= 4 {
                tail = UInt64(raw.loadUnaligned(fromByteOffset: index, as: UInt32.self))
                    | UInt64(raw.loadUnaligned(fromByteOffset: index + rest - 4, as: UInt32.self)) << 32
            } else {
                tail = UInt64(base[index]) | UInt64(base[index + rest / 2]) << 8 | UInt64(base[index + rest - 1]) << 16
            }
            hash = (hash ^ tail) &* 0x9E37_79B9_7F4A_7C15
        }
        return mix(hash)
    }

    @inline(__always)
    private static func mix(_ value: UInt64) -> UInt64 {
        var hash = value ^ (value >> 29)
        hash = hash &* 0xBF58_476D_1CE4_E5B9
        return hash ^ (hash >> 32)
    }
}
