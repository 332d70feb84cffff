/// The rows of a Levenshtein automaton (optimal string alignment: insertions, deletions,
/// substitutions and transpositions of neighbours each cost 1) along the characters of the
/// current dictionary word, one row per character, reused for the next word's shared prefix.
///
/// Row `r` at depth `d` holds, for each `j`, the edits between the word's first `d` characters and
/// the query's first `j`, capped at budget + 1; only the band `|d − j| ≤ budget` can be under the
/// cap, so only it is computed. A prefix is dead when every entry is over its limit: the budget,
/// or one less than the edits of a match found above it (only better matches are looked for below
/// a match).
struct LevenshteinRows: ~Copyable {
    enum Outcome {
        /// The word can go on being matched: read the next word.
        case next
        /// No word from here to `key` (in ``key``) can match: seek to it.
        case seek
        /// No word left can match.
        case done
        /// A whole word within the budget (not in prefix mode).
        case whole(edits: Int)
    }

    /// The longest word path followed, in characters.
    static let maximumDepth = WordBlockCoding.maximumWordLength

    private let query: UnsafeMutableBufferPointer<UInt32>
    private let budget: Int
    private let prefixMode: Bool
    private let width: Int
    private let cap: UInt8
    /// Rows back to back, `width` entries each; row 0 is the empty prefix. Entries outside the
    /// band are never written and stay at the cap.
    private let rows: UnsafeMutableBufferPointer<UInt8>
    private let scalars: UnsafeMutableBufferPointer<UInt32>
    private let byteEnds: UnsafeMutableBufferPointer<Int>
    private let limits: UnsafeMutableBufferPointer<Int>
    private var depth = 0
    /// The bytes of the current path.
    private let path: UnsafeMutableBufferPointer<UInt8>
    /// Where to seek after ``Outcome/seek``.
    private let keyBuffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var keyLength = 0

    init(query: [UInt32], budget: Int, prefixMode: Bool) {
        self.query = .allocate(capacity: query.count)
        _ = self.query.initialize(from: query)
        self.budget = budget
        self.prefixMode = prefixMode
        width = query.count + 1
        cap = UInt8(budget + 1)
        rows = .allocate(capacity: (Self.maximumDepth + 1) * width)
        rows.initialize(repeating: cap)
        for j in 0..<min(width, budget + 1) { rows[j] = UInt8(j) }
        scalars = .allocate(capacity: Self.maximumDepth + 1)
        scalars.initialize(repeating: 0)
        byteEnds = .allocate(capacity: Self.maximumDepth + 1)
        byteEnds.initialize(repeating: 0)
        limits = .allocate(capacity: Self.maximumDepth + 1)
        limits.initialize(repeating: budget)
        path = .allocate(capacity: Self.maximumDepth + 8)
        keyBuffer = .allocate(capacity: Self.maximumDepth + 8)
    }

    deinit {
        query.deallocate()
        rows.deallocate()
        scalars.deallocate()
        byteEnds.deallocate()
        limits.deallocate()
        path.deallocate()
        keyBuffer.deallocate()
    }

    /// The key to seek to after ``Outcome/seek``.
    var key: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: keyBuffer.baseAddress, count: keyLength) }

    /// Runs the automaton along `word` (bytes, UTF-8); `accept(prefixLength, edits)` is called for
    /// each prefix that matches in prefix mode.
    mutating func run(_ word: UnsafeBufferPointer<UInt8>, accept: (Int, Int) -> Void) -> Outcome {
        var common = 0
        let pathLength = byteEnds[depth]
        while common < min(pathLength, word.count) && path[common] == word[common] { common += 1 }
        while byteEnds[depth] > common { depth -= 1 }
        var position = byteEnds[depth]
        while position < word.count {
            let (scalar, length) = Self.decode(word, at: position)
            guard length > 0, depth < Self.maximumDepth else { return .done }
            if depth == 0 && scalar != query[0] { return .done }
            let limit = limits[depth]
            let minimum = push(scalar)
            for offset in 0..<length { path[position + offset] = word[position + offset] }
            position += length
            byteEnds[depth] = position
            let edits = Int(rows[depth * width + width - 1])
            if minimum > limit {
                depth -= 1
                return nextKey(after: scalar, limit: limit) ? .seek : .done
            }
            if prefixMode && edits <= limit {
                accept(position, edits)
                limits[depth] = edits - 1
                if minimum > edits - 1 {
                    // No deeper prefix does better: skip every word under this one.
                    return setSuccessor(of: position) ? .seek : .done
                }
            }
        }
        if !prefixMode {
            let edits = Int(rows[depth * width + width - 1])
            if edits <= limits[depth] { return .whole(edits: edits) }
        }
        return .next
    }

    /// Computes the row for `scalar` at the next depth; returns its smallest entry.
    @inline(__always)
    private mutating func push(_ scalar: UInt32) -> Int {
        let previous = depth * width
        let current = previous + width
        let next = depth + 1
        let before = scalars[depth]
        rows[current] = UInt8(min(next, Int(cap)))
        var minimum = Int(rows[current])
        let low = max(1, next - budget)
        let high = min(width - 1, next + budget)
        if low <= high {
            for j in low...high {
                var value = min(rows[previous + j] &+ 1, rows[current + j - 1] &+ 1)
                value = min(value, rows[previous + j - 1] &+ (query[j - 1] == scalar ? 0 : 1))
                if j >= 2 && depth >= 1 && query[j - 1] == before && query[j - 2] == scalar {
                    value = min(value, rows[previous - width + j - 2] &+ 1)
                }
                value = min(value, cap)
                rows[current + j] = value
                minimum = min(minimum, Int(value))
            }
        }
        depth = next
        scalars[depth] = scalar
        limits[depth] = limits[depth - 1]
        return minimum
    }

    /// Sets ``key`` to where the next word that could match starts, after a dead `scalar` below the
    /// current path; `false` when none can.
    private mutating func nextKey(after scalar: UInt32, limit: Int) -> Bool {
        let row = depth * width
        var spare = false
        var candidate = UInt32.max
        for j in 0..<width {
            let value = Int(rows[row + j])
            if value < limit { spare = true }
            if value <= limit && j < query.count && query[j] > scalar { candidate = min(candidate, query[j]) }
        }
        let end = byteEnds[depth]
        for index in 0..<end { keyBuffer[index] = path[index] }
        if spare {
            // Any other character may still match: skip only the words under the dead one.
            keyLength = end + Self.encode(scalar, into: keyBuffer, at: end)
            return Self.raise(keyBuffer, count: &keyLength)
        }
        if candidate != .max {
            keyLength = end + Self.encode(candidate, into: keyBuffer, at: end)
            return true
        }
        // Nothing after `scalar` matches here: skip the whole path (none left under the first character).
        guard depth > 1 else { return false }
        keyLength = end
        return Self.raise(keyBuffer, count: &keyLength)
    }

    /// Sets ``key`` to the smallest string after every word that starts with the path's first `length` bytes.
    private mutating func setSuccessor(of length: Int) -> Bool {
        for index in 0..<length { keyBuffer[index] = path[index] }
        keyLength = length
        return Self.raise(keyBuffer, count: &keyLength)
    }

    /// Raises `bytes[..<count]` to the smallest string after every string that starts with it.
    private static func raise(_ bytes: UnsafeMutableBufferPointer<UInt8>, count: inout Int) -> Bool {
        while count > 0 {
            if bytes[count - 1] < 0xFF {
                bytes[count - 1] += 1
                return true
            }
            count -= 1
        }
        return false
    }

    /// Writes the UTF-8 of `scalar` at `offset`; returns its length.
    @inline(__always)
    static func encode(_ scalar: UInt32, into bytes: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        switch scalar {
        case 0..<0x80:
            bytes[offset] = UInt8(scalar)
            return 1
        case 0x80..<0x800:
            bytes[offset] = UInt8(0xC0 | scalar >> 6)
            bytes[offset + 1] = UInt8(0x80 | scalar & 0x3F)
            return 2
        case 0x800..<0x10000:
            bytes[offset] = UInt8(0xE0 | scalar >> 12)
            bytes[offset + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
            bytes[offset + 2] = UInt8(0x80 | scalar & 0x3F)
            return 3
        default:
            bytes[offset] = UInt8(0xF0 | scalar >> 18 & 0x07)
            bytes[offset + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
            bytes[offset + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
            bytes[offset + 3] = UInt8(0x80 | scalar & 0x3F)
            return 4
        }
    }

    /// The scalar at `index` of valid UTF-8 `bytes`, and its length (0 when malformed).
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        return NameNormalizer.decodeScalar(in: bytes, at: index)
    }
}
