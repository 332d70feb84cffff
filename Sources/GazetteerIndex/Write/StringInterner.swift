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
/// hash table whose slots hold each string's first bytes: a string of up to 8 bytes is found or
/// ruled out by its slot alone, a longer one reads the pool only when its first 8 bytes match.
struct StringInterner {
    private(set) var pool: SpillableArray<UInt8>
    /// Offsets of interned strings in insertion order (index = string number).
    private(set) var offsets: SpillableArray<UInt32>
    /// Hash slots (``Slot``), half empty at most; the table's size is a power of two.
    private var table: [Slot] = Array(repeating: Slot(), count: 1024)
    /// Whether every string is in the table (``appendNumbered(_:)`` ends that).
    private var acceptsLookups = true

    /// One string's slot: its first 8 bytes (zero after the end), and 24 bits of its hash, its
    /// length (up to 255) and its number + 1 (0: an empty slot).
    private struct Slot {
        var head: UInt64 = 0
        var meta: UInt64 = 0

        /// The meta word of a string: the high 24 bits of its hash (where its first slot comes
        /// from), its length (255 for longer), its number + 1.
        @inline(__always)
        static func meta(hash: UInt64, length: Int, number: UInt32) -> UInt64 {
            hash & 0xFFFF_FF00_0000_0000 | UInt64(min(length, 255)) << 32 | UInt64(number + 1)
        }

        /// What a candidate's meta must match, number left out.
        static let identity: UInt64 = 0xFFFF_FFFF_0000_0000
    }

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
    /// A probe compares slots' heads and meta words; a string longer than 8 bytes whose slot
    /// matches is compared with the pool's bytes (`memcmp`), the pool borrowed once for the probe.
    mutating func number(of bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        precondition(acceptsLookups, "a string pool numbered without its table takes no lookups")
        let hash = Self.hash(bytes)
        let head = Self.head(bytes)
        let identity = Slot.meta(hash: hash, length: bytes.count, number: 0) & Slot.identity
        let mask = table.count - 1
        var slot = Self.slot(of: hash, mask: mask)
        let found: UInt32? = table.withUnsafeBufferPointer { table in
            while true {
                let entry = table[slot]
                if entry.meta == 0 { return nil }
                if entry.meta & Slot.identity == identity && entry.head == head {
                    let number = UInt32(truncatingIfNeeded: entry.meta) - 1
                    if bytes.count <= 8 || tailMatches(bytes, number: number) { return number }
                }
                slot = (slot + 1) & mask
            }
        }
        if let found { return found }
        let number = UInt32(offsets.count)
        offsets.append(appendUnindexed(bytes))
        table[slot] = Slot(head: head, meta: Slot.meta(hash: hash, length: bytes.count, number: number))
        if offsets.count * 2 > table.count { grow() }
        return number
    }

    /// Whether string `number`, of the same length as `bytes` and the same first 8 bytes, has
    /// the same bytes after them.
    private func tailMatches(_ bytes: UnsafeBufferPointer<UInt8>, number: UInt32) -> Bool {
        pool.withUnsafeBufferPointer { pool in
            var position = Int(offsets[Int(number)])
            let length = Varint.read(pool, at: &position)
            return length == bytes.count && memcmp(pool.baseAddress! + position + 8, bytes.baseAddress! + 8, length - 8) == 0
        }
    }

    /// The first 8 bytes of `bytes` as a little-endian number, zero after the end.
    @inline(__always)
    private static func head(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0 }
        if bytes.count >= 8 { return UnsafeRawPointer(base).loadUnaligned(as: UInt64.self) }
        var head: UInt64 = 0
        for index in 0..<bytes.count { head |= UInt64(base[index]) << (8 * UInt64(index)) }
        return head
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
        appendVarint(bytes.count)
        pool.append(contentsOf: bytes)
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
        var start = Int(reference)
        let length = Varint.read(pool, at: &start)
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

    private mutating func appendVarint(_ value: Int) {
        Varint.append(value, to: &pool)
    }

    /// Doubles the table. A slot keeps the 24 bits of its string's hash that place it in a table
    /// of up to 2^24 slots; a larger one hashes the strings again, reading the pool front to back.
    /// O(strings) amortized over the strings added.
    private mutating func grow() {
        var bigger = Self.emptyTable(count: table.count * 2)
        let mask = bigger.count - 1
        let rehash = bigger.count > 1 << 24
        pool.withUnsafeBufferPointer { pool in
            offsets.withUnsafeBufferPointer { offsets in
                bigger.withUnsafeMutableBufferPointer { bigger in
                    for entry in table where entry.meta != 0 {
                        let hash = rehash
                            ? Self.hash(bytes(at: offsets[Int(UInt32(truncatingIfNeeded: entry.meta) - 1)], in: pool))
                            : entry.meta
                        var slot = Self.slot(of: hash, mask: mask)
                        while bigger[slot].meta != 0 { slot = (slot + 1) & mask }
                        bigger[slot] = entry
                    }
                }
            }
        }
        table = bigger
    }

    /// A table of `count` empty slots. A large one asks the system for huge pages before its
    /// memory is first touched, so that probes at random places miss the TLB less.
    private static func emptyTable(count: Int) -> [Slot] {
        [Slot](unsafeUninitializedCapacity: count) { buffer, initialized in
            let bytes = count * MemoryLayout<Slot>.stride
            #if os(Linux)
            let huge = 2 << 20
            if bytes >= 2 * huge, let base = buffer.baseAddress {
                let start = (Int(bitPattern: base) + huge - 1) & ~(huge - 1)
                let end = (Int(bitPattern: base) + bytes) & ~(huge - 1)
                if end > start { madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE) }
            }
            #endif
            buffer.initialize(repeating: Slot())
            initialized = count
        }
    }

    /// The first slot to probe for `hash`: its high bits, the 24 highest first (a slot keeps
    /// those), then the next ones for tables larger than 2^24 slots.
    @inline(__always)
    private static func slot(of hash: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: hash >> 40 | (hash >> 16 & 0xFF_FF00_0000)) & mask
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
        if index < bytes.count {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while index < bytes.count {
                tail |= UInt64(base[index]) << shift
                shift += 8
                index += 1
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
