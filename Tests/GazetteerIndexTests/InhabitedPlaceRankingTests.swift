import GazetteerIndex
import Testing

@Suite("Inhabited places before the features named like them")
struct InhabitedPlaceRankingTests {
    static func feature(_ id: UInt64, _ name: String, featureClass: Character, code: String, latitude: Double) -> TestRecord {
        TestRecord(
            fields: RecordFields(
                id: SourceID(kind: .geonames, value: id), latitudeE7: latitudeE7(latitude), longitudeE7: longitudeE7(106.8),
                featureClass: UInt8(ascii: featureClass.unicodeScalars.first!), featureCode: code, countryCode: "AQ"),
            name: name)
    }

    @Test("a research station comes before the lake, island, cape and mountain of its name")
    func researchStationFirst() throws {
        let index = try BuiltIndex([
            Self.feature(1, "Vostok Lake", featureClass: "H", code: "LK", latitude: -77.5),
            Self.feature(2, "Vostok Island", featureClass: "T", code: "ISL", latitude: -76.0),
            Self.feature(3, "Cape Vostok", featureClass: "T", code: "CAPE", latitude: -75.0),
            Self.feature(4, "Mount Vostok", featureClass: "T", code: "MT", latitude: -74.0),
            Self.feature(5, "Vostok Station", featureClass: "S", code: "STNB", latitude: -78.46),
        ])
        #expect(index.gazetteer.search("vostok", limit: 5).first?.place.id.value == 5)
    }

    @Test("a populated place without a population comes before a mountain and a stream of the same name")
    func populatedPlaceFirst() throws {
        let index = try BuiltIndex([
            Self.feature(1, "Kingston", featureClass: "T", code: "MT", latitude: 10),
            Self.feature(2, "Kingston", featureClass: "H", code: "STM", latitude: 11),
            Self.feature(3, "Kingston", featureClass: "P", code: "PPL", latitude: 12),
        ])
        #expect(index.gazetteer.search("kingston", limit: 3).first?.place.id.value == 3)
    }
}
