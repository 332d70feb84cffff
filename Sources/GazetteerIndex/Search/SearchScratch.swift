#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The arrays a search fills and empties, kept by each thread from one search to the next with
/// their capacity, so that a search on a warm thread allocates nothing.
///
/// A search borrows its thread's scratch for its whole run (``withCurrent(_:)``); a search made
/// while the scratch is borrowed (the place named beside a category word) gets a fresh one.
final class SearchScratch {
    /// The query text's normalized bytes, its words, and the key of the part being cut.
    var textBytes: [UInt8] = []
    var textWords: [QueryText.Word] = []
    var textKey: [UInt8] = []
    /// One matcher a query word.
    var matchers: [WordMatcher] = []
    /// The readings of the query, and their qualifiers' meanings.
    var passes: [SearchPass] = []
    var qualifierMeanings: [UInt32] = []
    /// A posting stream's sources and heap.
    var streamSources: [PostingStream.Source] = []
    var streamHeap: [PostingStream.Entry] = []
    /// A stream's union of many words' lists, and its window's postings.
    var unionLanes: [ListIntersection.Lane] = []
    var unionPostings: [UInt64] = []
    /// The synthetic words of a reading's country and qualifiers, and their groups.
    var areaWords: [WordDictionary.Position] = []
    var areaGroups: [(positions: Range<Int>, postings: Int)] = []
    /// The other words' lists read along with a walk.
    var probes: [WordProbes.Probe] = []
    /// The lists of the words a walk intersects with its own, and the window's bits.
    var intersectionLanes: [ListIntersection.Lane] = []
    var intersectionGroups: [Int] = []
    var intersectionBits: [UInt64] = []
    var intersectionWordBits: [UInt64] = []

    private var isBorrowed = false

    /// Calls `body` with this thread's scratch, or a fresh one when it is borrowed already.
    static func withCurrent<R>(_ body: (SearchScratch) -> R) -> R {
        let scratch: SearchScratch
        if let stored = pthread_getspecific(key) {
            scratch = Unmanaged<SearchScratch>.fromOpaque(stored).takeUnretainedValue()
        } else {
            scratch = SearchScratch()
            pthread_setspecific(key, Unmanaged.passRetained(scratch).toOpaque())
        }
        guard !scratch.isBorrowed else { return body(SearchScratch()) }
        scratch.isBorrowed = true
        defer { scratch.isBorrowed = false }
        return body(scratch)
    }

    /// The thread-specific key; a thread's scratch is released when the thread ends.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { release($0) }
        return key
    }()

    private static func release(_ stored: UnsafeMutableRawPointer?) {
        guard let stored else { return }
        Unmanaged<SearchScratch>.fromOpaque(stored).release()
    }
}
