import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("Writing and reading records")
struct RoundTripTests {
    static let countryNames = ["LI": "Liechtenstein", "CH": "Switzerland", "US": "United States", "JP": "日本"]
    static let admin1Names = ["LI.11": "Vaduz", "CH.ZH": "Zürich", "US.IL": "Illinois", "JP.40": "Tōkyō"]

    static func randomRecords(count: Int, seed: UInt64) -> [TestRecord] {
        var random = SplitMix64(seed: seed)
        let tagChoices = [
            RecordTag(key: "wheelchair", value: "yes"), RecordTag(key: "fee", value: "no"),
            RecordTag(key: "opening_hours", value: "Mo-Fr 08:00-18:00; Sa 09:00-12:00"), RecordTag(key: "access", value: "a=b"),
        ]
        return (0..<count).map { number in
            let country = random.pick(["LI", "CH", "US", "JP", "", "FR"])
            let fields = RecordFields(
                id: SourceID(kind: random.pick(SourceID.Kind.allCases), value: random.next() & SourceID.maximumValue),
                latitudeE7: Int32(random.below(1_800_000_001) - 900_000_000),
                longitudeE7: Int32(random.below(3_600_000_001) - 1_800_000_000),
                featureClass: random.pick([0, UInt8(ascii: "P"), UInt8(ascii: "A"), UInt8(ascii: "S"), UInt8(ascii: "H")]),
                featureCode: random.pick(["", "PPL", "PPLC", "ADM1", "HTL"]),
                category: random.pick(["", "amenity=toilets", "tourism=hotel", "place=city"]),
                countryCode: country, admin1Code: random.pick(["", "11", "ZH", "IL", "40", "99"]),
                population: random.chance(0.5) ? 0 : UInt64(random.below(40_000_000)),
                tags: tagChoices.filter { _ in random.chance(0.3) })
            let name = random.chance(0.1) ? "" : randomPlaceName(&random) + " \(number)"
            return TestRecord(fields: fields, name: name, alternateNames: random.chance(0.3) ? ["Alt \(number)"] : [])
        }
    }

    @Test("every field added comes back from place(at:)", arguments: [0, 1, 2, 500])
    func everyFieldRoundTrips(count: Int) throws {
        let records = Self.randomRecords(count: count, seed: 0x2021 + UInt64(count))
        let index = try BuiltIndex(records, countryNames: Self.countryNames, admin1Names: Self.admin1Names)
        #expect(index.gazetteer.count == count)
        #expect(index.summary.recordCount == count)
        #expect(index.summary.duplicateCount == 0)
        #expect(Set(index.records.map(\.fields.id)) == Set(records.map(\.fields.id)))
        for (number, record) in index.records.enumerated() {
            let place = index.gazetteer.place(at: number)
            let fields = record.fields
            #expect(place.recordNumber == number)
            #expect(place.id == fields.id)
            #expect(place.name == record.name)
            #expect(abs(place.coordinate.latitude - Double(fields.latitudeE7) / 1e7) <= 1e-7)
            #expect(abs(place.coordinate.longitude - Double(fields.longitudeE7) / 1e7) <= 1e-7)
            #expect(FixedPoint.e7(place.coordinate.latitude) == fields.latitudeE7)
            #expect(FixedPoint.e7(place.coordinate.longitude) == fields.longitudeE7)
            #expect(place.featureClass == record.featureClassLetter)
            #expect(place.featureCode == fields.featureCode)
            #expect(place.category == fields.category)
            #expect(place.countryCode == fields.countryCode)
            #expect(place.countryName == (Self.countryNames[fields.countryCode] ?? ""))
            #expect(place.admin1Code == fields.admin1Code)
            #expect(place.admin1Name == (Self.admin1Names["\(fields.countryCode).\(fields.admin1Code)"] ?? ""))
            #expect(place.population == Int(fields.population))
            #expect(place.importance == record.importance)
            #expect(place.tags == fields.tags.sorted { $0.key < $1.key })
        }
        try index.gazetteer.verify()
    }

    @Test("records with the same id keep the last one added, across batches")
    func lastDuplicateWins() throws {
        func record(_ id: UInt64, _ name: String, _ latitude: Double) -> TestRecord {
            populatedPlace(id, name, latitude: latitude, longitude: 8, population: UInt64(latitude * 100))
        }
        let input = [
            record(1, "First one", 1), record(2, "First two", 2), record(1, "Second one", 3),
            record(3, "Only three", 4), record(2, "Second two", 5), record(1, "Third one", 6),
        ]
        let index = try BuiltIndex(input, batchSize: 2)
        #expect(index.summary.recordCount == 3)
        #expect(index.summary.duplicateCount == 3)
        #expect(index.gazetteer.count == 3)
        let names = Dictionary(uniqueKeysWithValues: (0..<3).map { number in
            let place = index.gazetteer.place(at: number)
            return (place.id.value, place.name)
        })
        #expect(names == [1: "Third one", 2: "Second two", 3: "Only three"])
        #expect(index.gazetteer.search("first").isEmpty)
        #expect(index.gazetteer.search("second").map(\.place.name) == ["Second two"])
        #expect(index.gazetteer.search("third").map(\.place.coordinate.latitude) == [6])
        #expect(index.gazetteer.nearby(Coordinate(latitude: 1, longitude: 8), radiusMeters: 1_000).isEmpty)
        #expect(index.summary.nameCount == 3)
    }

    @Test("the builder reports duplicates after writing")
    func builderReportsDuplicates() throws {
        let directory = try TemporaryDirectory()
        let builder = IndexBuilder()
        var batch = RecordBatch()
        for id: UInt64 in [5, 5, 5, 6] {
            batch.append(populatedPlace(id, "Twin", latitude: 0, longitude: 0).fields, name: "Twin")
        }
        try builder.add(batch)
        #expect(builder.recordCount == 4)
        let summary = try builder.write(to: directory.file("twins.gaz"))
        #expect(summary.duplicateCount == 2)
        #expect(builder.duplicateCount == 2)
        #expect(summary.recordCount == 2)
    }

    @Test("names whose keys repeat within a record are stored once")
    func repeatedKeysStoredOnce() throws {
        let index = try BuiltIndex([
            populatedPlace(1, "Bern", latitude: 46.95, longitude: 7.45, alternateNames: ["BERN", "bern", "Berne", "", "?!", "Bärn"]),
        ])
        #expect(index.summary.nameCount == 3)
        #expect(index.gazetteer.search("bern").map(\.matchedName) == ["Bern"])
    }

    @Test("the grid level, build time and counts come back", arguments: [nil, 0, 1, 3, 8] as [Int?])
    func optionsRoundTrip(gridLevel: Int?) throws {
        let records = Self.randomRecords(count: 300, seed: 0x6121)
        let index = try BuiltIndex(records, options: IndexBuilder.Options(gridLevel: gridLevel, createdAt: 1_234_567_890))
        let expectedLevel = gridLevel.map { min(max($0, 1), 13) } ?? index.summary.gridLevel
        #expect(index.summary.gridLevel == expectedLevel)
        #expect(index.gazetteer.gridLevel == expectedLevel)
        #expect(index.gazetteer.createdAt == 1_234_567_890)
        #expect(index.gazetteer.fileSize == index.summary.fileSize)
        #expect(index.gazetteer.nameCount == index.summary.nameCount)
        #expect(index.gazetteer.distinctKeyCount == index.summary.keyCount)
        try index.gazetteer.verify()
    }
}
