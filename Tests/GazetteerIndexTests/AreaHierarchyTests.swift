import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("Records carry the areas that contain them")
struct AreaHierarchyTests {
    /// Places in and around ``AreaContainmentTests/nested``: OpenStreetMap records without a
    /// country, GeoNames records with one.
    static func records() -> [TestRecord] {
        func osm(_ id: UInt64, _ name: String, _ latitude: Double, _ longitude: Double, place: String = "village") -> TestRecord {
            TestRecord(
                fields: RecordFields(
                    id: SourceID(kind: .osmNode, value: id), latitudeE7: latitudeE7(latitude), longitudeE7: longitudeE7(longitude),
                    featureClass: UInt8(ascii: "P"), featureCode: "PPL", category: "place=\(place)"),
                name: name)
        }
        return [
            osm(1, "Arm West", 7, 2), osm(2, "Notch", 8, 5), osm(3, "Ring Town", 1.5, 1.5), osm(4, "Hole Farm", 2.1, 2.1, place: "locality"),
            osm(5, "Enclave Town", 2.5, 2.5), osm(6, "Abroad", 20, 20),
            populatedPlace(7, "Old Capital", latitude: 5.5, longitude: 5, country: "XX"),
        ]
    }

    @Test("a record's hierarchy lists the areas around it, country first, and an OpenStreetMap record takes the country's code")
    func hierarchyAndCountry() throws {
        let index = try BuiltIndex(Self.records(), boundaries: AreaContainmentTests.nested)
        let gazetteer = index.gazetteer
        #expect(gazetteer.areaCount == 6)
        func place(_ name: String) throws -> Place {
            try #require((0..<gazetteer.count).map(gazetteer.place(at:)).first { $0.name == name })
        }
        #expect(try place("Arm West").hierarchy.map(\.name) == ["Freedonia", "Upper Region", "Horseshoe"])
        #expect(try place("Arm West").hierarchy.map(\.level) == [2, 4, 8])
        #expect(try place("Arm West").hierarchy.first?.countryCode == "FD")
        #expect(try place("Arm West").hierarchy.first?.id == SourceID(kind: .osmRelation, value: 1))
        #expect(try place("Notch").hierarchy.map(\.name) == ["Freedonia", "Upper Region"])
        #expect(try place("Hole Farm").hierarchy.map(\.name) == ["Freedonia"])
        #expect(try place("Enclave Town").hierarchy.map(\.name) == ["Freedonia", "Middlemarch"])
        #expect(try place("Abroad").hierarchy.isEmpty)
        // Country codes: from the boundary where the record has none; a source's own code is kept.
        #expect(try place("Ring Town").countryCode == "FD")
        #expect(try place("Ring Town").countryName == "Freedonia")
        #expect(try place("Abroad").countryCode == "")
        #expect(try place("Old Capital").countryCode == "XX")
        #expect(try place("Old Capital").hierarchy.map(\.name) == ["Freedonia", "Upper Region", "Horseshoe"])
        // The country filter of a search now finds OpenStreetMap records.
        #expect(gazetteer.search("ring", countryCode: "FD").map(\.place.name) == ["Ring Town"])
        try gazetteer.verify()
    }

    @Test("reverse geocoding names the areas around a point and the nearest settlement")
    func reverseWithAreas() throws {
        let index = try BuiltIndex(Self.records(), boundaries: AreaContainmentTests.nested)
        let answer = index.gazetteer.reverseGeocode(Coordinate(latitude: 2.15, longitude: 2.15))
        #expect(answer.areas.map(\.name) == ["Freedonia"])
        #expect(answer.settlement?.place.name == "Enclave Town", "the locality in the hole is not a settlement")
        #expect(answer.settlement.map { $0.distanceMeters > 0 } == true)
        #expect(index.gazetteer.areas(containing: Coordinate(latitude: 7, longitude: 8)).map(\.name) == ["Freedonia", "Upper Region", "Horseshoe"])
        #expect(index.gazetteer.reverseGeocode(Coordinate(latitude: 30, longitude: 30), maximumDistanceMeters: 1_000).settlement == nil)
    }

    @Test("an index without boundaries has no areas and empty hierarchies")
    func withoutBoundaries() throws {
        let index = try BuiltIndex(Self.records())
        #expect(index.gazetteer.areaCount == 0)
        #expect(index.gazetteer.areas(containing: Coordinate(latitude: 7, longitude: 2)).isEmpty)
        #expect((0..<index.gazetteer.count).allSatisfy { index.gazetteer.place(at: $0).hierarchy.isEmpty })
    }
}
