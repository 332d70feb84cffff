/// The lists of many words (a short prefix's, once its head is used up) merged into one list in
/// (rank, ordinal) order, a window of ranks at a time: each window's postings are gathered from
/// every list and sorted, rather than each list kept on a heap. A posting that several of the
/// lists hold (a name with two of the words) comes once, with its shapes combined, as the heap of
/// ``PostingStream`` gives it.
///
/// Windows start at ``ListIntersection/firstWindow`` ranks and double up to
/// ``ListIntersection/widestWindow``; a stretch of ranks that no list holds is passed over.
/// - Complexity: O(postings × log(postings in a window) + lists × windows) for the whole union,
///   against O(postings × log lists) on a heap, with far fewer moves.
struct WindowedUnion {
    /// Fewer words than this are merged on the heap, each list on its own.
    static let minimumWords = 32

    private var lanes: [ListIntersection.Lane] = []
    /// The window's postings, sorted: rank << 32 | ordinal << 4 | shape.
    private var postings: [UInt64] = []
    private var position = 0
    /// Postings below this heap key (rank << 32 | ordinal) were given out before the union began.
    private var from: UInt64 = 0
    /// The first rank after the window.
    private var high = 0
    private var window = ListIntersection.firstWindow

    /// Whether the union holds no list (it is then not in use).
    var isEmpty: Bool { lanes.isEmpty }

    init() {}

    /// An empty union whose arrays are those of `scratch` (given back by ``recycle(into:)``).
    init(reusing scratch: SearchScratch) {
        recycle(into: scratch)
        lanes.removeAll(keepingCapacity: true)
        postings.removeAll(keepingCapacity: true)
    }

    /// Gives the arrays to `scratch`, for the next union made from it (swapping: what `scratch`
    /// held comes here, which is how ``init(reusing:)`` takes them).
    mutating func recycle(into scratch: SearchScratch) {
        swap(&lanes, &scratch.unionLanes)
        swap(&postings, &scratch.unionPostings)
    }

    /// Adds one word's list.
    mutating func add(_ list: PostingCoding.Cursor) {
        var cursor = list
        guard cursor.next() else { return }
        lanes.append(ListIntersection.Lane(cursor: cursor, rank: cursor.rank))
    }

    /// Starts the merge at heap key `from`: postings before it are left out.
    mutating func begin(from: UInt64) {
        self.from = from
        high = Int(from >> 32)
        window = ListIntersection.firstWindow
        postings.removeAll(keepingCapacity: true)
        position = 0
    }

    /// The heap key (rank << 32 | ordinal) of a packed posting.
    @inline(__always)
    private static func key(_ packed: UInt64) -> UInt64 {
        packed & 0xFFFF_FFFF_0000_0000 | (packed & 0xFFFF_FFFF) >> 4
    }

    /// The next posting's heap key and shape; `nil` once every list is used up.
    mutating func next() -> (key: UInt64, shape: UInt8)? {
        while position == postings.count {
            guard fillNextWindow() else { return nil }
        }
        let first = postings[position]
        let key = Self.key(first)
        var shape = UInt8(truncatingIfNeeded: first & 0xF)
        position += 1
        while position < postings.count && Self.key(postings[position]) == key {
            shape |= UInt8(truncatingIfNeeded: postings[position] & 0xF)
            position += 1
        }
        return (key, shape)
    }

    /// Gathers and sorts the next window's postings, from the first rank a list stands at; `false`
    /// when every list is used up.
    private mutating func fillNextWindow() -> Bool {
        var lowest = Int.max
        for lane in lanes where lane.rank < lowest { lowest = lane.rank }
        guard lowest < Int.max else { return false }
        let low = max(high, lowest)
        high = low > Int.max - window ? Int.max : low + window
        window = min(window * 2, ListIntersection.widestWindow)
        postings.removeAll(keepingCapacity: true)
        position = 0
        let (high, from) = (self.high, self.from)
        lanes.withUnsafeMutableBufferPointer { lanes in
            for lane in lanes.indices where lanes[lane].rank < high {
                var cursor = lanes[lane].cursor
                var rank = lanes[lane].rank
                while rank < high {
                    let ordinal = UInt64(min(cursor.ordinal, (1 << 28) - 1))
                    let key = UInt64(truncatingIfNeeded: rank) << 32 | ordinal
                    if key >= from { postings.append(UInt64(truncatingIfNeeded: rank) << 32 | ordinal << 4 | UInt64(cursor.shape)) }
                    rank = cursor.next() ? cursor.rank : .max
                }
                lanes[lane].cursor = cursor
                lanes[lane].rank = rank
            }
        }
        // Sorted without the standard library's merge buffer: a search allocates nothing here.
        postings.withUnsafeMutableBufferPointer { InPlaceSort.sort($0) }
        return true
    }
}
