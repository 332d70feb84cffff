import GazetteerIndex
import Testing

@Suite("Index builder limits")
struct IndexBuilderLimitTests {
    @Test("a 65,535th distinct category is an error, never silently stored as none")
    func tooManyCategories() throws {
        let builder = IndexBuilder()
        var batch = RecordBatch()
        for number in 0..<65_533 {
            batch.append(RecordFields(id: SourceID(kind: .osmNode, value: UInt64(number)), latitudeE7: 0, longitudeE7: 0,
                                      category: "shop=kind\(number)"), name: "")
        }
        try builder.add(batch)
        var more = RecordBatch()
        for number in 65_533..<65_536 {
            more.append(RecordFields(id: SourceID(kind: .osmNode, value: UInt64(number)), latitudeE7: 0, longitudeE7: 0,
                                     category: "shop=kind\(number)"), name: "")
        }
        #expect(throws: IndexError.tooLarge(reason: "more than 65,534 distinct feature codes and categories")) {
            try builder.add(more)
        }
    }
}
