import Foundation
import GazetteerTestSupport
import Testing
@testable import GazetteerImport

@Suite("The node location store")
struct NodeLocationStoreTests {
    private let directory = NSTemporaryDirectory()

    private func location(_ id: Int64) -> OSMLocation {
        OSMLocation(latitudeE7: id % 900_000_000, longitudeE7: -(id % 1_800_000_000))!
    }

    @Test("sparse ascending ids stay in the sorted layout and are all found")
    func sparseAscending() throws {
        var store = NodeLocationStore(directory: directory)
        var random = SplitMix64(seed: 7)
        var ids: [Int64] = []
        var id: Int64 = 1
        for _ in 0..<300_000 {
            id += 1 + Int64(random.below(40_000))
            ids.append(id)
        }
        for chunk in stride(from: 0, to: ids.count, by: 8_000) {
            let part = Array(ids[chunk..<min(ids.count, chunk + 8_000)])
            try store.append(ids: part, packedLocations: part.map { location($0).packed })
        }
        #expect(!store.isDense)
        for id in ids { #expect(store.location(of: id) == location(id)) }
        #expect(store.location(of: ids[0] - 1) == nil)
        #expect(store.location(of: ids[1] - 1) == nil)
        #expect(store.location(of: ids.last! + 1) == nil)
    }

    @Test("ids out of order move the store to the dense layout; a repeated id keeps its last location")
    func unsorted() throws {
        var store = NodeLocationStore(directory: directory)
        let a = OSMLocation(latitudeE7: 1, longitudeE7: 2)!, b = OSMLocation(latitudeE7: -3, longitudeE7: -4)!
        let c = OSMLocation(latitudeE7: 0, longitudeE7: 0)!
        try store.append(ids: [10, 30], packedLocations: [a.packed, b.packed])
        #expect(!store.isDense)
        #expect(store.location(of: 30) == b)
        try store.append(ids: [20, -5, 30, 1 << 40], packedLocations: [a.packed, b.packed, c.packed, a.packed])
        #expect(store.isDense)
        #expect(store.location(of: 10) == a)
        #expect(store.location(of: 20) == a)
        #expect(store.location(of: -5) == b)
        #expect(store.location(of: 30) == c)
        #expect(store.location(of: 1 << 40) == a)
        #expect(store.location(of: 11) == nil)
        #expect(store.location(of: 1 << 33) == nil)
        #expect(store.count == 6)
    }

    @Test("descending ids, block by block, are all found")
    func descending() throws {
        var store = NodeLocationStore(directory: directory)
        for block in stride(from: 400_000, to: 0, by: -8_000) {
            let ids = (block - 7_999...block).reversed().map { Int64($0) }
            try store.append(ids: ids, packedLocations: ids.map { location($0).packed })
        }
        #expect(store.isDense)
        for id in stride(from: Int64(1), through: 400_000, by: 997) { #expect(store.location(of: id) == location(id)) }
    }

    @Test("dense ascending ids move to the dense layout at the first check, without losing any node")
    func denseAscending() throws {
        var store = NodeLocationStore(directory: directory)
        let ids = (1...1_100_000).map { Int64($0) }
        for chunk in stride(from: 0, to: ids.count, by: 8_000) {
            let part = Array(ids[chunk..<min(ids.count, chunk + 8_000)])
            try store.append(ids: part, packedLocations: part.map { location($0).packed })
        }
        #expect(store.isDense)
        for id in stride(from: Int64(1), through: 1_100_000, by: 1_013) { #expect(store.location(of: id) == location(id)) }
    }

    @Test("letting go of the mapped pages between blocks loses no node, sorted or dense")
    func releasedPagesKeepNodes() throws {
        for dense in [false, true] {
            var store = NodeLocationStore(directory: directory)
            let ids = (1...1_100_000).map { Int64($0) * (dense ? 1 : 37) }
            for chunk in stride(from: 0, to: ids.count, by: 8_000) {
                let part = Array(ids[chunk..<min(ids.count, chunk + 8_000)])
                try store.append(ids: part, packedLocations: part.map { location($0).packed })
                store.releasePages()
                // A lookup after the release maps the page again and finds what was written before it.
                #expect(store.location(of: part[part.count / 2]) == location(part[part.count / 2]))
            }
            #expect(store.isDense == dense)
            for (index, id) in ids.enumerated() where index % 1_013 == 0 {
                #expect(store.location(of: id) == location(id))
                if index % 10_130 == 0 { store.releasePages() }
            }
        }
    }

    @Test("a directory that cannot hold the temporary files is an error naming it")
    func unwritableDirectory() {
        var store = NodeLocationStore(directory: "/nonexistent-directory")
        #expect(throws: OSMError.self) { try store.append(ids: [1], packedLocations: [0]) }
    }
}

@Suite("The node location store with huge and sparse ids")
struct NodeLocationStoreSparseTests {
    private let directory = NSTemporaryDirectory()

    private func location(_ id: Int64) -> OSMLocation {
        OSMLocation(latitudeE7: id % 900_000_000, longitudeE7: -(id % 1_800_000_000))!
    }

    @Test("unsorted ids spread over 60 bits go to sorted runs, never to an array as long as the largest id")
    func spreadIDsStaySparse() throws {
        var store = NodeLocationStore(directory: directory)
        var random = SplitMix64(seed: 11)
        var ids: [Int64] = []
        for _ in 0..<50_000 { ids.append(Int64(random.below(1 << 60))) }
        ids += [1, 2, 3, -9, 1 << 60 - 1, Int64.max, Int64.min]
        for chunk in stride(from: 0, to: ids.count, by: 999) {
            let part = Array(ids[chunk..<min(ids.count, chunk + 999)])
            try store.append(ids: part, packedLocations: part.map { location($0).packed })
            // Lookups between appends, as ways between node blocks.
            #expect(store.location(of: part[0]) == location(part[0]))
        }
        #expect(store.sparseCount > 49_000)
        for id in ids { #expect(store.location(of: id) == location(id)) }
        #expect(store.location(of: 4) == nil)
        #expect(store.location(of: -10) == nil)
    }

    @Test("a repeated id keeps its last location in every layout")
    func laterNodeWins() throws {
        var store = NodeLocationStore(directory: directory)
        let a = OSMLocation(latitudeE7: 1, longitudeE7: 1)!, b = OSMLocation(latitudeE7: 2, longitudeE7: 2)!
        let c = OSMLocation(latitudeE7: 3, longitudeE7: 3)!
        let huge: Int64 = 1 << 50
        try store.append(ids: [10, huge], packedLocations: [a.packed, a.packed])
        try store.append(ids: [10, huge, -4], packedLocations: [b.packed, b.packed, b.packed])
        #expect(store.location(of: 10) == b)
        #expect(store.location(of: huge) == b)
        try store.append(ids: [huge, -4, 10], packedLocations: [c.packed, c.packed, c.packed])
        #expect(store.location(of: 10) == c)
        #expect(store.location(of: huge) == c)
        #expect(store.location(of: -4) == c)
    }
}
