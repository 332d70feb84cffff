/// The records (by rank) that hold every word of a reading: for each word, the lists of
/// everything it matches (the word as typed, the words it starts, its misspellings), read in rank
/// order a window of ranks at a time into a bit set, and the words' sets intersected. A walk that
/// an area drives (a country or qualifier with fewer records than any word has postings) asks
/// before it reads a record's names, and passes over a record that lacks a word unread; a walk
/// that a name word drives asks the same of the other words once it proves barren
/// (``SearchPass``).
///
/// No answer changes: every word of every name is in its word's list (``PostingCoding``), so a
/// record missing from a word's lists has no name in which that word finds a match, and
/// ``NameMatch`` would give it nothing.
///
/// Each list is read once, front to back, only as far as the walk goes; a window costs one look at
/// each list besides the postings it reads. Windows start at ``firstWindow`` ranks and double up to
/// ``widestWindow``, so a walk that ends early reads little past its end.
/// - Complexity: O(postings read + lists × windows) for a whole walk; ``contains(rank:)`` is O(1)
///   within a window.
struct ListIntersection {
    /// The first window's ranks.
    static let firstWindow = 1 << 10
    /// The most ranks a window spans (8 KiB of bits).
    static let widestWindow = 1 << 16
    /// How much a word's lists may hold, together, and still be read along with a walk.
    struct Limits {
        /// How many times the walk's own postings: reading a posting costs a small part of reading
        /// a record's names.
        var widest: Int
        /// The most postings, whatever the walk's length.
        var postings = Int.max
        /// Fewer lists than this besides the word's own (the words it starts, its misspellings):
        /// each costs a cursor to set up and a look at every window.
        var lists = Int.max

        /// The limits of a walk that an area drives.
        static let standard = Limits(widest: 16)
    }

    /// One list: its cursor and the rank of the posting it stands at (`Int.max` once used up).
    struct Lane {
        var cursor: PostingCoding.Cursor
        var rank: Int
    }

    private var lanes: [Lane] = []
    /// The end of each word's lanes in ``lanes``.
    private var groupEnds: [Int] = []
    /// The window's ranks that every word holds, and one word's while it is read.
    private var bits: [UInt64] = []
    private var wordBits: [UInt64] = []
    /// The window: ranks `low..<high`.
    private var low = 0
    private var high = 0
    private var window = ListIntersection.firstWindow

    /// Whether any word is read: without one, every record passes.
    var isActive: Bool { !groupEnds.isEmpty }

    init() {}

    /// An empty intersection whose arrays are those of `scratch` (given back by ``recycle(into:)``).
    init(reusing scratch: SearchScratch) {
        recycle(into: scratch)
        lanes.removeAll(keepingCapacity: true)
        groupEnds.removeAll(keepingCapacity: true)
    }

    /// Gives the arrays to `scratch`, for the next intersection made from it (swapping: what
    /// `scratch` held comes here, which is how ``init(reusing:)`` takes them).
    mutating func recycle(into scratch: SearchScratch) {
        swap(&lanes, &scratch.intersectionLanes)
        swap(&groupEnds, &scratch.intersectionGroups)
        swap(&bits, &scratch.intersectionBits)
        swap(&wordBits, &scratch.intersectionWordBits)
    }

    /// Whether `word`'s lists are within `limits` for a walk of `walkLength` postings.
    private static func isWorthReading(_ word: WordMatcher, walkLength: Int, limits: Limits) -> Bool {
        !word.isEmpty && word.postingCount / limits.widest <= walkLength && word.postingCount <= limits.postings
            && word.otherListCount < limits.lists
    }

    /// Sets up the lists of each of `words` (but the one at `except`, the walk's own) that is
    /// within `limits` for a walk of `walkLength` postings (a word that is not is left out: the
    /// intersection is then looser, never wrong).
    /// - Complexity: O(lists), the dictionary's blocks read once.
    mutating func add(
        _ words: ArraySlice<WordMatcher>, except: Int? = nil, walkLength: Int, limits: Limits = .standard,
        dictionary: WordDictionary, buffer: UnsafeMutablePointer<UInt8>
    ) {
        for (position, word) in zip(words.indices, words)
        where position != except && Self.isWorthReading(word, walkLength: walkLength, limits: limits) {
            if let exact = word.exact { addLane(dictionary.postings(at: exact)) }
            if !word.prefixWords.isEmpty { addWords(word.prefixWords, dictionary: dictionary, buffer: buffer) }
            for typo in word.typos { addWords(typo.words, dictionary: dictionary, buffer: buffer) }
            groupEnds.append(lanes.count)
        }
    }

    private mutating func addLane(_ list: PostingCoding.Cursor) {
        var cursor = list
        guard cursor.next() else { return }
        lanes.append(Lane(cursor: cursor, rank: cursor.rank))
    }

    /// Adds the list of each word numbered in `words`.
    private mutating func addWords(_ words: Range<Int>, dictionary: WordDictionary, buffer: UnsafeMutablePointer<UInt8>) {
        var block = words.lowerBound / WordBlockCoding.blockSize
        while block < dictionary.blockCount && block * WordBlockCoding.blockSize < words.upperBound {
            var cursor = dictionary.cursor(block: block, buffer: buffer)
            while cursor.next(), cursor.word < words.upperBound {
                guard cursor.word >= words.lowerBound else { continue }
                addLane(dictionary.postings(at: dictionary.position(of: cursor)))
            }
            block += 1
        }
    }

    /// Whether every word's lists hold the record at `rank`. Calls come in increasing rank order
    /// (a rank may repeat).
    @inline(__always)
    mutating func contains(rank: Int) -> Bool {
        if rank >= high { moveWindow(to: rank) }
        let offset = rank - low
        return bits[offset >> 6] & (1 << UInt64(offset & 63)) != 0
    }

    /// Starts the next window at `rank` and reads each word's postings in it.
    private mutating func moveWindow(to rank: Int) {
        low = rank
        high = rank > Int.max - window ? Int.max : rank + window
        let words = window / 64
        window = min(window * 2, Self.widestWindow)
        if bits.count < words {
            bits = [UInt64](repeating: 0, count: Self.widestWindow / 64)
            wordBits = bits
        }
        var start = 0
        for (group, end) in groupEnds.enumerated() {
            if group == 0 {
                Self.fill(&lanes, start..<end, into: &bits, words: words, window: low..<high)
            } else {
                Self.fill(&lanes, start..<end, into: &wordBits, words: words, window: low..<high)
                var any: UInt64 = 0
                for index in 0..<words {
                    bits[index] &= wordBits[index]
                    any |= bits[index]
                }
                // No record of the window holds every word: the other words' lists are read on
                // from where they stand at the next window.
                if any == 0 { return }
            }
            start = end
        }
    }

    /// Sets the bits of the ranks in `window` that `lanes[range]` hold (the first `words` words of
    /// `target`, cleared first), and moves those lanes past the window.
    private static func fill(
        _ lanes: inout [Lane], _ range: Range<Int>, into target: inout [UInt64], words: Int, window: Range<Int>
    ) {
        let (low, high) = (window.lowerBound, window.upperBound)
        target.withUnsafeMutableBufferPointer { target in
            for index in 0..<words { target[index] = 0 }
            lanes.withUnsafeMutableBufferPointer { lanes in
                for lane in range where lanes[lane].rank < high {
                    var cursor = lanes[lane].cursor
                    var rank = lanes[lane].rank
                    while rank < high {
                        if rank >= low {
                            let offset = rank - low
                            target[offset >> 6] |= 1 << UInt64(offset & 63)
                        }
                        rank = cursor.next() ? cursor.rank : .max
                    }
                    lanes[lane].cursor = cursor
                    lanes[lane].rank = rank
                }
            }
        }
    }
}
