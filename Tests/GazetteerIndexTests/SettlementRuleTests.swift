import GazetteerIndex
import Testing

@Suite("Which records are settlements")
struct SettlementRuleTests {
    private static func fields(_ featureClass: Character, code: String = "", category: String = "", population: UInt64 = 0) -> RecordFields {
        RecordFields(
            id: SourceID(kind: .geonames, value: 1), latitudeE7: 0, longitudeE7: 0, featureClass: featureClass.asciiValue!,
            featureCode: code, category: category, population: population)
    }

    @Test("GeoNames populated places are settlements unless abandoned, destroyed or historical")
    func geoNamesPlaces() {
        for code in ["PPL", "PPLC", "PPLA", "PPLA2", "PPLX", "PPLS", "STLMT", ""] {
            #expect(SettlementRule.isSettlement(Self.fields("P", code: code)), "\(code)")
        }
        for code in ["PPLQ", "PPLW", "PPLH"] {
            #expect(!SettlementRule.isSettlement(Self.fields("P", code: code, population: 500)), "\(code)")
        }
    }

    @Test("OpenStreetMap settlements are towns and their parts, never localities, islands, counties or countries")
    func openStreetMapPlaces() {
        for value in ["city", "town", "village", "hamlet", "suburb", "quarter", "neighbourhood", "isolated_dwelling"] {
            #expect(SettlementRule.isSettlement(Self.fields("P", code: "PPL", category: "place=\(value)")), "\(value)")
        }
        for value in ["locality", "island", "islet", "county", "state", "country", "region", "square", "farm", ""] {
            #expect(!SettlementRule.isSettlement(Self.fields("P", category: "place=\(value)", population: 100)), "\(value)")
        }
    }

    @Test("research stations are settlements; other stations and camps only with people")
    func stations() {
        #expect(SettlementRule.isSettlement(Self.fields("S", code: "STNB")))
        #expect(SettlementRule.isSettlement(Self.fields("S", code: "STNM", population: 12)))
        #expect(!SettlementRule.isSettlement(Self.fields("S", code: "STNM")))
        #expect(SettlementRule.isSettlement(Self.fields("S", code: "CMPMN", population: 40)))
        #expect(!SettlementRule.isSettlement(Self.fields("S", code: "HTL", population: 40)))
        #expect(!SettlementRule.isSettlement(Self.fields("S", category: "amenity=toilets")))
        #expect(!SettlementRule.isSettlement(Self.fields("A", code: "ADM1", population: 1_000_000)))
        #expect(!SettlementRule.isSettlement(Self.fields("H", code: "LK")))
    }
}
