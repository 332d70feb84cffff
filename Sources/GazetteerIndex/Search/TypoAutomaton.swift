/// A Levenshtein automaton for the optimal string alignment distance (insertions, deletions,
/// substitutions and transpositions of neighbours each cost 1), simulated bit-parallel: the
/// nondeterministic automaton of Wu and Manber, with Hyyrö's term for transpositions.
///
/// A ``State`` holds one word of bits for each number of edits `e` up to ``maximumEdits``: bit `i`
/// is set when the text read so far is within `e` edits of the query's first `i` characters. A
/// step is a few shifts and masks for every number of edits, whatever the query's length, and
/// nothing is built ahead but the query's character masks (O(query) a walk).
struct TypoAutomaton {
    /// The most edits a state tracks.
    static let maximumEdits = 2
    /// The longest query (bit `i` for `i` characters, `0...maximumCharacters`, fits in 64 bits).
    static let maximumCharacters = 62

    /// Where the text read so far stands against the query's prefixes, for 0, 1 and 2 edits.
    struct State: Equatable {
        var within0: UInt64
        var within1: UInt64
        var within2: UInt64

        /// The prefixes within `edits` edits (none for a negative number).
        @inline(__always)
        func within(_ edits: Int) -> UInt64 {
            switch edits {
            case 0: within0
            case 1: within1
            case 2: within2
            default: 0
            }
        }
    }

    /// The query's characters.
    let query: UnsafeBufferPointer<UInt32>
    /// For each ASCII character, the bits `i` whose query character `i - 1` it is.
    private let asciiMasks: UnsafeMutableBufferPointer<UInt64>
    /// The same for the other characters of the query, in query order.
    private let otherCharacters: UnsafeMutableBufferPointer<UInt32>
    private let otherMasks: UnsafeMutableBufferPointer<UInt64>
    private var otherCount = 0
    /// Bits `0...query.count`.
    private let all: UInt64
    /// Bit `query.count`: the whole query.
    private let whole: UInt64

    /// An automaton for `query` (at most ``maximumCharacters``), its masks in `asciiMasks` (128
    /// entries), `otherCharacters` and `otherMasks` (one entry a query character), which it fills.
    /// - Complexity: O(query + 128).
    init(query: UnsafeBufferPointer<UInt32>, asciiMasks: UnsafeMutableBufferPointer<UInt64>,
         otherCharacters: UnsafeMutableBufferPointer<UInt32>, otherMasks: UnsafeMutableBufferPointer<UInt64>) {
        precondition(query.count <= Self.maximumCharacters && asciiMasks.count >= 128 && otherMasks.count >= query.count)
        self.query = query
        self.asciiMasks = asciiMasks
        self.otherCharacters = otherCharacters
        self.otherMasks = otherMasks
        all = (1 << UInt64(query.count + 1)) &- 1
        whole = 1 << UInt64(query.count)
        for index in 0..<128 { asciiMasks[index] = 0 }
        for (position, character) in query.enumerated() {
            let bit: UInt64 = 1 << UInt64(position + 1)
            if character < 128 {
                asciiMasks[Int(character)] |= bit
            } else if let known = (0..<otherCount).first(where: { otherCharacters[$0] == character }) {
                otherMasks[known] |= bit
            } else {
                otherCharacters[otherCount] = character
                otherMasks[otherCount] = bit
                otherCount += 1
            }
        }
    }

    /// The state before any text: `i` characters of the query are within `i` edits.
    var start: State { State(within0: 1 & all, within1: 3 & all, within2: 7 & all) }

    /// The bits `i` whose query character `i - 1` is `character`.
    /// - Complexity: O(1) for ASCII, else O(distinct non-ASCII query characters).
    @inline(__always)
    func mask(_ character: UInt32) -> UInt64 {
        if character < 128 { return asciiMasks[Int(character)] }
        for index in 0..<otherCount where otherCharacters[index] == character { return otherMasks[index] }
        return 0
    }

    /// The state after one more character, whose mask is `mask`; `previousMask` is the mask of the
    /// character before it and `grandparent` the state before that one (both for transpositions;
    /// `previousMask` 0 at the first character).
    /// - Complexity: O(1).
    @inline(__always)
    func step(_ parent: State, grandparent: State, mask: UInt64, previousMask: UInt64) -> State {
        // A transposition ends at bit i when this character is query character i - 2 and the
        // previous one query character i - 1.
        let transposed = previousMask & (mask << 1)
        let within0 = (parent.within0 << 1) & mask
        let within1 = (parent.within1 << 1) & mask | parent.within0
            | ((parent.within0 | within0) << 1 | (grandparent.within0 << 2) & transposed) & all
        let within2 = (parent.within2 << 1) & mask | parent.within1
            | ((parent.within1 | within1) << 1 | (grandparent.within1 << 2) & transposed) & all
        return State(within0: within0, within1: within1, within2: within2)
    }

    /// The edits between the text read and the whole query, when at most ``maximumEdits``.
    @inline(__always)
    func edits(_ state: State) -> Int? {
        if state.within0 & whole != 0 { return 0 }
        if state.within1 & whole != 0 { return 1 }
        if state.within2 & whole != 0 { return 2 }
        return nil
    }

    /// Whether some continuation of the text may still come within `limit` edits of the query.
    @inline(__always)
    func isAlive(_ state: State, limit: Int) -> Bool { state.within(limit) != 0 }

    /// After `state`, the smallest query character above `character` that keeps a text alive
    /// within `limit` edits, and its position in the query; `nil` when any character may (an edit is
    /// to spare) or none does.
    ///
    /// With no edit to spare, only a character matching the query at a live position keeps a text
    /// alive (a transposition's second character is such a match too).
    /// - Complexity: O(query).
    @inline(__always)
    func nextCharacter(after character: UInt32, in state: State, limit: Int) -> (character: UInt32, position: Int)? {
        var live = state.within(limit) & (all >> 1)
        var best = UInt32.max
        var bestPosition = -1
        while live != 0 {
            let position = live.trailingZeroBitCount
            live &= live &- 1
            let candidate = query[position]
            if candidate > character && candidate < best {
                best = candidate
                bestPosition = position
            }
        }
        return bestPosition < 0 ? nil : (best, bestPosition)
    }

    /// Whether, after `state`, a character other than a match can still keep a text alive within `limit`.
    @inline(__always)
    func hasEditToSpare(_ state: State, limit: Int) -> Bool { state.within(limit - 1) != 0 }
}
