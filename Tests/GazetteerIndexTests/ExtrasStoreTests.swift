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

    @Test("entries appended from their parts read back as the same entries as values, categories in order")
    func appendsParts() {
        var fromValues = ExtrasStore()
        var fromParts = ExtrasStore()
        let box = BoundingBox(minLatitude: -33.9, minLongitude: 18.4, maxLatitude: -33.8, maxLongitude: 18.5)
        let cases: [(categories: [UInt16], address: (UInt32, UInt32, UInt32, UInt32)?, extent: BoundingBox?)] = [
            ([4, 2, 9], nil, nil), ([], (5, 6, 0, 7), nil), ([1], nil, box), ([], nil, box), ([8, 3], (1, 2, 3, 4), box),
        ]
        for (categories, address, extent) in cases {
            fromValues.append(Self.extra(
                categories: categories, address: address.map { [$0.0, $0.1, $0.2, $0.3] } ?? [], extent: extent))
            fromParts.append(otherCategories: categories, address: address, extent: extent)
        }
        for (index, expected) in cases.enumerated() {
            let (value, parts) = (fromValues[index], fromParts[index])
            #expect(parts.otherCategories == value.otherCategories && parts.address == value.address && parts.extent == value.extent)
            var seen: [UInt16] = []
            fromParts.forEachCategory(at: index) { seen.append($0) }
            #expect(seen == expected.categories)
            #expect(fromParts.address(at: index).map { [$0.0, $0.1, $0.2, $0.3] } == expected.address.map { [$0.0, $0.1, $0.2, $0.3] })
        }
    }
}
