/// The fold table as a two-level trie over every Unicode scalar, built once from ``NameFoldTable/source``.
///
/// A scalar's entry is found with two reads: its 256-scalar block gives a row of `entries`, and
/// its low byte the entry in that row. Blocks with no folds share row 0. The arrays are copied
/// into buffers that live as long as the process, so that reading them costs no reference
/// counting; they are never written after `init`, which makes sharing them across threads safe.
struct NameFoldTrie: @unchecked Sendable {
    /// The entry of a scalar that stands for itself in a key.
    static let identity: UInt32 = .max

    /// The trie of the generated table, built on first use.
    static let shared = NameFoldTrie(source: NameFoldTable.source)

    /// The row of `entries` for each block of 256 scalars, indexed by `scalar >> 8`; 0x1100 of them.
    let rows: UnsafePointer<UInt16>
    /// 256 entries per row: `offset << 8 | length` of the replacement in `bytes`, or ``identity``.
    let entries: UnsafePointer<UInt32>
    /// The replacements in UTF-8, one after another; 0x20 stands for a separator.
    let bytes: UnsafePointer<UInt8>

    /// The entry for `scalar`, which must be at most U+10FFFF.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func entry(for scalar: UInt32) -> UInt32 {
        let row = Int(rows[Int(scalar &>> 8)])
        return entries[row &<< 8 | Int(scalar & 0xFF)]
    }

    /// The replacement that `entry` (not ``identity``) points at.
    @inline(__always)
    func replacement(for entry: UInt32) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: bytes + Int(entry &>> 8), count: Int(entry & 0xFF))
    }

    /// Builds the trie from lines of the form `FIRST[-LAST] [REPLACEMENT...]` (hexadecimal scalars),
    /// read in one pass over their bytes: the first query of a process waits for it.
    ///
    /// - Precondition: `source` is well formed; it is generated, so a mistake there is a bug.
    /// - Complexity: O(length of `source` + scalars in its ranges).
    init(source: String) {
        var rows = [UInt16](repeating: 0, count: 0x1100)
        // 256 entries a row; row 0, shared by the blocks with no folds, holds no replacement.
        var entries = [UInt32](repeating: Self.identity, count: 256)
        var bytes: [UInt8] = []
        var source = source
        source.withUTF8 { text in
            var position = 0
            /// The hexadecimal scalar value at `position`, which moves past it.
            func scalarValue() -> UInt32 {
                var value: UInt32 = 0
                let start = position
                while position < text.count, let digit = Self.hexadecimalDigit(text[position]) {
                    value = value << 4 | digit
                    position += 1
                    precondition(value <= 0x10FFFF, "bad fold table scalar")
                }
                precondition(position > start, "bad fold table digit")
                return value
            }
            while position < text.count {
                if text[position] == UInt8(ascii: "\n") {
                    position += 1
                    continue
                }
                let first = scalarValue()
                var last = first
                if position < text.count && text[position] == UInt8(ascii: "-") {
                    position += 1
                    last = scalarValue()
                }
                precondition(first <= last, "bad fold table range")
                let offset = bytes.count
                while position < text.count && text[position] == UInt8(ascii: " ") {
                    position += 1
                    guard let scalar = Unicode.Scalar(scalarValue()) else { preconditionFailure("bad fold table scalar") }
                    Unicode.UTF8.encode(scalar) { bytes.append($0) }
                }
                precondition(position == text.count || text[position] == UInt8(ascii: "\n"), "bad fold table line")
                let length = bytes.count - offset
                precondition(length < 256 && offset < 1 << 24, "fold table too large")
                let entry = UInt32(offset) << 8 | UInt32(length)
                for scalar in first...last {
                    let block = Int(scalar >> 8)
                    if rows[block] == 0 {
                        rows[block] = UInt16(entries.count >> 8)
                        entries.append(contentsOf: repeatElement(Self.identity, count: 256))
                    }
                    entries[Int(rows[block]) << 8 | Int(scalar & 0xFF)] = entry
                }
            }
        }
        self.rows = Self.immortalCopy(of: rows)
        self.entries = Self.immortalCopy(of: entries)
        self.bytes = Self.immortalCopy(of: bytes)
    }

    /// A copy of `array` that is never freed.
    private static func immortalCopy<Element>(of array: [Element]) -> UnsafePointer<Element> {
        let copy = UnsafeMutablePointer<Element>.allocate(capacity: max(array.count, 1))
        copy.initialize(from: array, count: array.count)
        return UnsafePointer(copy)
    }

    /// The value of an uppercase hexadecimal digit, or `nil` for any other byte.
    private static func hexadecimalDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
