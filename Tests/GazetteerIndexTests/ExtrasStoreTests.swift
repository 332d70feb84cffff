@testable import GazetteerIndex
import Foundation
import Testing
import GazetteerTestSupport

@Suite("The records' optional fields, stored flat")
struct ExtrasStoreTests {
    static func extra(categories: [UInt16], address: [UInt32], extent: BoundingBox?) -> IndexBuilder.Extras {
        var extra = IndexBuilder.Extras()
        extra.otherCategories = categories
        extra.address = address
        extra.extent = extent
        return extra
    }

    @Test("entries read back as appended and as set, in memory and spilled", arguments: [false, true])
    func readsBack(spills: Bool) throws {
        let directory = try TemporaryDirectory()
        var store = ExtrasStore(budget: spills ? SpillableArrayTests.spillingBudget(directory) : nil)
        let box = BoundingBox(minLatitude: 47.04, minLongitude: 9.47, maxLatitude: 47.27, maxLongitude: 9.64)
        let values = [
            Self.extra(categories: [3, 7], address: [], extent: nil),
            Self.extra(categories: [], address: [11, 12, 13, 14], extent: box),
            Self.extra(categories: [5], address: [1, 2, 3, 4], extent: nil),
        ]
        for value in values { store.append(value) }
        #expect(store.count == 3)
        for (index, value) in values.enumerated() {
            let stored = store[index]
            #expect(stored.otherCategories == value.otherCategories && stored.address == value.address)
            #expect(stored.extent == value.extent && store.extent(at: index) == value.extent)
            #expect(store.hasAddress(at: index) == (value.address.count == 4))
        }
        // An address rewritten in place, categories kept; then new categories.
        var changed = store[1]
        changed.address = [21, 22, 23, 24]
        store[1] = changed
        #expect(store[1].address == [21, 22, 23, 24] && store[1].extent == box)
        changed.otherCategories = [9, 8, 7]
        store[1] = changed
        #expect(store[1].otherCategories == [9, 8, 7])
        #expect(store[0].otherCategories == [3, 7] && store[2].otherCategories == [5])
    }
}
