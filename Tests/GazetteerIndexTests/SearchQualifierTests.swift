import GazetteerIndex
import Testing

@Suite("Search qualifiers after a comma")
struct SearchQualifierTests {
    static let countryNames = ["LI": "Liechtenstein", "US": "United States", "AU": "Australia"]
    static let admin1Names = [
        "LI.11": "Vaduz", "LI.07": "Schaan", "US.IL": "Illinois", "US.MO": "Missouri", "US.MA": "Massachusetts",
        "US.OH": "Ohio", "US.TX": "Texas", "AU.QLD": "Queensland",
    ]

    static func places() -> [TestRecord] {
        [
            populatedPlace(1, "Vaduz", latitude: 47.1410, longitude: 9.5209, country: "LI", admin1: "11", population: 5_197, featureCode: "PPLC"),
            populatedPlace(2, "Vaduz", latitude: 31.0, longitude: -97.0, country: "US", admin1: "TX", population: 40),
            populatedPlace(3, "Springfield", latitude: 39.8017, longitude: -89.6436, country: "US", admin1: "IL", population: 114_394),
            populatedPlace(4, "Springfield", latitude: 37.2153, longitude: -93.2982, country: "US", admin1: "MO", population: 169_176),
            populatedPlace(5, "Springfield", latitude: 42.1015, longitude: -72.5898, country: "US", admin1: "MA", population: 155_929),
            populatedPlace(6, "Springfield", latitude: 39.9242, longitude: -83.8088, country: "US", admin1: "OH", population: 58_662),
            populatedPlace(7, "Springfield", latitude: -27.6537, longitude: 152.9166, country: "AU", admin1: "QLD", population: 3_000),
            populatedPlace(8, "Schaan", latitude: 47.1650, longitude: 9.5097, country: "LI", admin1: "07", population: 5_800),
        ]
    }

    static func build() throws -> BuiltIndex {
        try BuiltIndex(places(), countryNames: countryNames, admin1Names: admin1Names)
    }

    /// The ids (GeoNames numbers) of a search's results, in order.
    static func ids(_ index: BuiltIndex, _ query: String, countryCode: String? = nil) -> [UInt64] {
        index.gazetteer.search(query, limit: 20, countryCode: countryCode).map(\.place.id.value)
    }

    @Test("a country name after the comma keeps only places in that country")
    func countryNameQualifier() throws {
        let index = try Self.build()
        #expect(Self.ids(index, "Vaduz, Liechtenstein") == [1])
        #expect(Self.ids(index, "Vaduz, liecht") == [1])
        #expect(Self.ids(index, "Vaduz, LI") == [1])
        #expect(Self.ids(index, "Vaduz,Liechtenstein") == [1])
        #expect(Self.ids(index, "Vaduz, United States") == [2])
        #expect(Self.ids(index, "Springfield, Australia") == [7])
    }

    @Test("an admin1 code or name after the comma keeps only places in that division")
    func admin1Qualifier() throws {
        let index = try Self.build()
        #expect(Self.ids(index, "Springfield, IL") == [3])
        #expect(Self.ids(index, "Springfield, il") == [3])
        #expect(Self.ids(index, "Springfield, Illinois") == [3])
        #expect(Self.ids(index, "Springf, IL") == [3])
        #expect(Self.ids(index, "Springfield, Mass") == [5])
        #expect(Self.ids(index, "Springfield, M") == [4, 5])
        #expect(Self.ids(index, "Springfield, Queensland") == [7])
        #expect(Self.ids(index, "Vaduz, Vaduz") == [1])
    }

    @Test("every qualifier must match")
    func everyQualifierMustMatch() throws {
        let index = try Self.build()
        #expect(Self.ids(index, "Springfield, Illinois, United States") == [3])
        #expect(Self.ids(index, "Springfield, US") == [4, 5, 3, 6])
        #expect(Self.ids(index, "Springfield, Illinois, Australia") == [])
        #expect(Self.ids(index, "Springfield, Atlantis") == [])
    }

    @Test("an empty qualifier is ignored and the country code still applies")
    func emptyQualifierAndCountryCode() throws {
        let index = try Self.build()
        #expect(Self.ids(index, "Springfield,") == [4, 5, 3, 6, 7])
        #expect(Self.ids(index, "Springfield, ") == [4, 5, 3, 6, 7])
        #expect(Self.ids(index, "Springfield", countryCode: "au") == [7])
        #expect(Self.ids(index, "Springfield, Illinois", countryCode: "AU") == [])
        #expect(Self.ids(index, ", Illinois") == [])
    }

    @Test("results carry the country and admin1 names")
    func resultsCarryNames() throws {
        let index = try Self.build()
        let result = try #require(index.gazetteer.search("Vaduz, Liechtenstein").first)
        #expect(result.place.countryName == "Liechtenstein")
        #expect(result.place.admin1Name == "Vaduz")
        #expect(result.place.displayName == "Vaduz, Liechtenstein")
        #expect(result.matchedName == "Vaduz")
        #expect(result.isExactMatch)
        #expect(result.distanceMeters == nil)
    }
}
