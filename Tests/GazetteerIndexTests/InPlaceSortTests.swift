@testable import GazetteerIndex
import GazetteerTestSupport
import Testing

@Suite("Sorting in place without allocating")
struct InPlaceSortTests {
    /// Sorts a copy of `values` with ``InPlaceSort`` and expects the standard library's order.
    private static func expectSorted(_ values: [UInt64], _ comment: Comment) {
        var sorted = values
        sorted.withUnsafeMutableBufferPointer { InPlaceSort.sort($0) }
        #expect(sorted == values.sorted(), comment)
    }

    @Test("random values, many repeats, sorted runs, reversed and equal values sort as sorted() does")
    func matchesSorted() {
        var random = SplitMix64(seed: 0x50A7)
        for length in [0, 1, 2, 3, 23, 24, 25, 100, 1_000, 20_000] {
            Self.expectSorted((0..<length).map { _ in random.next() }, "random, \(length)")
            Self.expectSorted((0..<length).map { _ in random.next() % 7 }, "seven values, \(length)")
            Self.expectSorted((0..<length).map { UInt64($0) }, "ascending, \(length)")
            Self.expectSorted((0..<length).map { UInt64(length - $0) }, "descending, \(length)")
            Self.expectSorted([UInt64](repeating: 42, count: length), "equal, \(length)")
            // Postings gathered list by list: ascending runs, one after another.
            let runs = (0..<length).map { UInt64($0 % 37) << 32 | UInt64($0) }
            Self.expectSorted(runs, "runs, \(length)")
            // Organ pipe: a median of three that sees the peak.
            Self.expectSorted((0..<length).map { UInt64(min($0, length - $0)) }, "organ pipe, \(length)")
        }
    }
}
