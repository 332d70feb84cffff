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

    /// Builds the trie from lines of the form `FIRST[-LAST] [REPLACEMENT...]` (hexadecimal scalars).
    ///
    /// - Precondition: `source` is well formed; it is generated, so a mistake there is a bug.
    init(source: String) {
        var rows = [UInt16](repeating: 0, count: 0x1100)
        var table = [[UInt32]](repeating: [UInt32](repeating: Self.identity, count: 256), count: 1)
        var bytes: [UInt8] = []
        var offsets: [[UInt8]: UInt32] = [:]

        for line in source.utf8.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " "))
            guard let range = fields.first else { continue }
            let bounds = range.split(separator: UInt8(ascii: "-")).map(Self.hexadecimal)
            precondition(bounds.count <= 2 && bounds[0] <= bounds[bounds.count - 1], "bad fold table range")

            var replacement: [UInt8] = []
            for field in fields.dropFirst() {
                guard let scalar = Unicode.Scalar(Self.hexadecimal(field)) else {
                    preconditionFailure("bad fold table scalar")
                }
                replacement.append(contentsOf: String(scalar).utf8)
            }
            let offset: UInt32
            if let known = offsets[replacement] {
                offset = known
            } else {
                offset = UInt32(bytes.count)
                offsets[replacement] = offset
                bytes.append(contentsOf: replacement)
            }
            precondition(replacement.count < 256 && offset < 1 << 24, "fold table too large")
            let entry = offset << 8 | UInt32(replacement.count)

            for scalar in bounds[0]...bounds[bounds.count - 1] {
                let block = Int(scalar >> 8)
                if rows[block] == 0 {
                    rows[block] = UInt16(table.count)
                    table.append(table[0])
                }
                table[Int(rows[block])][Int(scalar & 0xFF)] = entry
            }
        }
        self.rows = Self.immortalCopy(of: rows)
        self.entries = Self.immortalCopy(of: Array(table.joined()))
        self.bytes = Self.immortalCopy(of: bytes)
    }

    /// A copy of `array` that is never freed.
    private static func immortalCopy<Element>(of array: [Element]) -> UnsafePointer<Element> {
        let copy = UnsafeMutablePointer<Element>.allocate(capacity: max(array.count, 1))
        copy.initialize(from: array, count: array.count)
        return UnsafePointer(copy)
    }

    /// The value of a run of uppercase hexadecimal digits.
    private static func hexadecimal(_ digits: Substring.UTF8View) -> UInt32 {
        var value: UInt32 = 0
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt32(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value << 4 | UInt32(digit - UInt8(ascii: "A") + 10)
            default: preconditionFailure("bad fold table digit")
            }
        }
        precondition(value <= 0x10FFFF, "bad fold table scalar")
        return value
    }
}
