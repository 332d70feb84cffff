import GazetteerIndex
import Testing

@Suite("Records by source id")
struct RecordLookupTests {
    @Test("records(withIDs:) finds each record by its id, in the order asked, nil for ids not held")
    func findsByID() throws {
        let places = (1...40).map { number in
            populatedPlace(UInt64(number * 7), "Place \(number)", latitude: Double(number), longitude: Double(-number))
        }
        let index = try BuiltIndex(places)
        let asked = [SourceID(kind: .geonames, value: 70), SourceID(kind: .geonames, value: 71),
                     SourceID(kind: .osmNode, value: 7), SourceID(kind: .geonames, value: 7), SourceID(kind: .geonames, value: 70)]
        let found = index.gazetteer.records(withIDs: asked)
        #expect(found.count == asked.count)
        #expect(found[1] == nil && found[2] == nil)
        for position in [0, 3, 4] {
            let number = try #require(found[position])
            #expect(index.gazetteer.sourceID(at: number) == asked[position])
            #expect(index.gazetteer.place(at: number).id == asked[position])
        }
        #expect(index.gazetteer.records(withIDs: []).isEmpty)
    }
}
