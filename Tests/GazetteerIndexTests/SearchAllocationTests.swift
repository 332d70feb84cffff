import CMallocCounter
import GazetteerIndex
import GazetteerTestSupport
import Testing

/// `searchHits` into a reused array allocates nothing once the index is warm: the queries people type
/// most (starts of names and whole names) are answered from the mapping, the stack and the arrays
/// each thread keeps from one search to the next.
///
/// Counted in optimized builds only (`swift test -c release`): unoptimized code calls the standard
/// library's generic algorithms unspecialized, and those allocate their accessors' frames.
@Suite("Allocations of a search for hits")
struct SearchAllocationTests {
    #if DEBUG
    static let isCounted = false
    #else
    static let isCounted = malloc_counter_is_available()
    #endif

    /// The allocations `body` makes on this thread.
    private static func allocations(_ body: () -> Void) -> Int64 {
        malloc_counter_start()
        body()
        return malloc_counter_stop()
    }

    /// Queries as the benchmark draws them: the first 1, 2, 3 and 5 characters of names, and whole names.
    private static func querySets(_ index: Gazetteer, count: Int) -> [(label: String, queries: [String])] {
        var random = SplitMix64(seed: 0xA110C)
        var names: [String] = []
        while names.count < count {
            let name = index.place(at: random.below(index.count)).name
            if !name.isEmpty { names.append(name) }
        }
        let prefixes = [1, 2, 3, 5].map { length in
            ("prefix-\(length)", names.filter { $0.count >= length }.map { String($0.prefix(length)) })
        }
        return prefixes + [("whole name", names)]
    }

    /// The sets on which some query allocated, each with its allocations per query and its worst query.
    private static func allocatingSets(_ index: Gazetteer, count: Int) -> [String] {
        var hits: [NameHit] = []
        hits.reserveCapacity(64)
        var report: [String] = []
        for (label, queries) in querySets(index, count: count) {
            // Warm: every page the queries read is mapped in before anything is counted.
            for query in queries { index.searchHits(query, limit: 10, into: &hits) }
            var total: Int64 = 0
            var worst: (query: String, allocations: Int64) = ("", 0)
            for query in queries {
                let counted = allocations { index.searchHits(query, limit: 10, into: &hits) }
                total += counted
                if counted > worst.allocations { worst = (query, counted) }
            }
            if total > 0 {
                let perQuery = Double(total) / Double(queries.count)
                report.append("\(label): \(perQuery) allocations a query, \(worst.allocations) for \"\(worst.query)\"")
            }
        }
        return report
    }

    @Test("the counter sees an allocation on its own thread")
    func counterCounts() throws {
        try #require(malloc_counter_is_available())
        let counted = Self.allocations {
            let array = [Int](repeating: 7, count: 1_000)
            #expect(array.count == 1_000)
        }
        #expect(counted >= 1)
    }

    @Test(
        "searchHits allocates nothing on a warm small index",
        .enabled(if: isCounted, "allocations are counted in optimized builds on Linux with glibc only"))
    func smallIndex() throws {
        let built = try SmallIndex.build()
        let report = Self.allocatingSets(built.gazetteer, count: 200)
        #expect(report.isEmpty, "\(report.joined(separator: "\n"))")
    }

    @Test(
        "searchHits allocates nothing on a warm cities500 index",
        .enabled(if: isCounted, "allocations are counted in optimized builds on Linux with glibc only"),
        .enabled(if: SharedData.cities500 != nil, "shared data not found"))
    func cities500() async throws {
        let built = try #require(try await SharedIndexes.cities500())
        let report = Self.allocatingSets(built.index, count: 1_000)
        #expect(report.isEmpty, "\(report.joined(separator: "\n"))")
    }
}
