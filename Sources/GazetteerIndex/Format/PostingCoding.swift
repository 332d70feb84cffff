/// Posting lists: which record (by rank) and which of its names hold a word.
///
/// A list is a run of postings in increasing (rank, name ordinal) order, each
/// `varint((rank − previous rank) << 5 | shape << 1 | (ordinal > 0 ? 1 : 0))`, followed by
/// `varint(ordinal)` when the ordinal is not 0. The first posting's previous rank is 0. Ranks
/// number records from the most important (see the ranks section), so every list runs from the
/// most important record down. The shape (``PostingShape``) says enough about the name to bound
/// what it can score before it is read. Postings of synthetic words (countries, admin1
/// divisions, categories) have ordinal 0 and shape 0.
enum PostingCoding {
    /// Appends one posting.
    @inline(__always)
    static func append(rank: Int, ordinal: Int, shape: UInt8, previousRank: Int, to bytes: inout [UInt8]) {
        Varint.append((rank - previousRank) << 5 | Int(shape & 0xF) << 1 | (ordinal > 0 ? 1 : 0), to: &bytes)
        if ordinal > 0 { Varint.append(ordinal, to: &bytes) }
    }

    /// Reads a list. Damage can end a list early or give wrong numbers, never an out-of-bounds read.
    struct Cursor {
        private let view: ByteView
        private var position: Int
        private let end: Int
        private var remaining: Int
        /// The current posting, valid after ``next()`` returned `true`.
        private(set) var rank = 0
        private(set) var ordinal = 0
        private(set) var shape: UInt8 = 0

        /// A cursor over `count` postings stored at `offset..<end` of `view`.
        init(view: ByteView, offset: Int, end: Int, count: Int) {
            self.view = view
            position = offset
            self.end = min(end, view.count)
            remaining = count
        }

        static let empty = Cursor(view: .empty, offset: 0, end: 0, count: 0)

        /// Postings not yet read.
        var remainingCount: Int { remaining }

        /// Moves to the next posting; `false` at the end.
        @inline(__always)
        mutating func next() -> Bool {
            guard remaining > 0, position < end else {
                remaining = 0
                return false
            }
            let (delta, size) = view.varint(position)
            guard size > 0 else {
                remaining = 0
                return false
            }
            position += size
            rank &+= delta >> 5
            shape = UInt8(truncatingIfNeeded: delta >> 1) & 0xF
            if delta & 1 == 0 {
                ordinal = 0
            } else {
                let (value, ordinalSize) = view.varint(position)
                guard ordinalSize > 0 else {
                    remaining = 0
                    return false
                }
                position += ordinalSize
                ordinal = value
            }
            remaining -= 1
            return true
        }
    }
}

/// Four bits about the name a posting points to: whether it is the record's main name, whether the
/// word opens it, and how many words it has (1, 2, 3, 4 or more).
enum PostingShape {
    static let main: UInt8 = 1
    static let atStart: UInt8 = 2

    static func make(isMain: Bool, atStart: Bool, words: Int) -> UInt8 {
        (isMain ? main : 0) | (atStart ? Self.atStart : 0) | UInt8(min(max(words, 1), 4) - 1) << 2
    }

    /// The name's words: 1, 2, 3, or 4 for four or more.
    static func words(_ shape: UInt8) -> Int { Int(shape >> 2) + 1 }
}

/// Answer lists: the best results of a heavy prefix typed alone, best first, precomputed with the
/// ranking function. Each entry is `varint(rank)`, `varint(ordinal)`.
enum AnswerCoding {
    static func append(rank: Int, ordinal: Int, to bytes: inout [UInt8]) {
        Varint.append(rank, to: &bytes)
        Varint.append(ordinal, to: &bytes)
    }
}
