import Testing
@_spi(Internals) import GazetteerImport
import GazetteerIndex
import GazetteerTestSupport

@Suite("GeoNames row parser: coordinates")
struct GeoNamesCoordinateTests {
    private static func row(latitude: String = "0", longitude: String = "0") -> [UInt8] {
        GeoNamesRow(id: "7", name: "Point", latitude: latitude, longitude: longitude).bytes
    }

    @Test("a latitude that is not a plain decimal within ±90 is skipped as an invalid coordinate", arguments: [
        "NaN", "nan", "1e5", "4.7e1", "inf", "91", "-91", "90.0000001", "-90.00000005", "north", "", " 47.1", "47.1 ",
        "47,1", "0x10", "+", "-", ".", "-.", "1.2.3", "--1", "+-1", "٤٧", "4 7", "1000000", "99999999999999999999",
    ])
    func invalidLatitude(text: String) {
        #expect(GeoNamesParsing.outcome(Self.row(latitude: text)) == .skipped(.invalidCoordinate, detail: "latitude \"\(text)\""))
    }

    @Test("a longitude that is not a plain decimal within ±180 is skipped as an invalid coordinate", arguments: [
        "NaN", "1e2", "181", "-180.0000001", "180.00000005", "east", "", "9,52", "Infinity",
    ])
    func invalidLongitude(text: String) {
        #expect(GeoNamesParsing.outcome(Self.row(longitude: text)) == .skipped(.invalidCoordinate, detail: "longitude \"\(text)\""))
    }

    @Test("latitudes of exactly ±90 and longitudes of exactly ±180 are accepted, also after rounding", arguments: [
        ("90", "180"), ("-90", "-180"), ("90.00000004", "180.00000004"), ("-90.000000049", "-180.0000000499"),
        ("+90.0", "+180.000000000000"),
    ])
    func boundaryCoordinatesAreAccepted(latitude: String, longitude: String) {
        #expect(GeoNamesParsing.outcome(Self.row(latitude: latitude, longitude: longitude)) == .added)
    }

    /// Decimal text and its exact value in 10^-7 degrees, rounded half away from zero.
    static let exactValues: [(String, Int32)] = [
        ("47.14151", 471_415_100),
        ("-23.5475", -235_475_000),
        ("+9", 90_000_000),
        ("9.", 90_000_000),
        (".5", 5_000_000),
        ("-.5", -5_000_000),
        ("0", 0),
        ("-0", 0),
        ("000047.5", 475_000_000),
        ("0.1234567", 1_234_567),
        ("0.12345674", 1_234_567),
        ("0.123456749999999", 1_234_567),
        ("0.12345675", 1_234_568),
        ("-0.12345675", -1_234_568),
        ("0.00000005", 1),
        ("-0.00000005", -1),
        ("0.00000004", 0),
        ("1.00000005", 10_000_001),  // binary floating point gives 10_000_000
        ("2.00000005", 20_000_001),  // binary floating point gives 20_000_000
        ("1.23456785", 12_345_679),  // binary floating point gives 12_345_678
        ("89.99999995", 900_000_000),
        ("179.99999995", 1_800_000_000),
        ("-179.99999999", -1_800_000_000),
        ("47.50000000000000000000000001", 475_000_000),
    ]

    @Test("coordinates are parsed exactly to 10^-7 degrees, rounding half away from zero", arguments: exactValues)
    func exactFixedPoint(text: String, e7: Int32) throws {
        let directory = try TemporaryDirectory()
        let fitsLatitude = abs(Int64(e7)) <= 900_000_000
        let line = Self.row(latitude: fitsLatitude ? text : "1", longitude: text)
        let place = try #require(try GeoNamesParsing.place(line, in: directory))
        #expect(FixedPoint.e7(place.coordinate.longitude) == e7)
        if fitsLatitude {
            #expect(FixedPoint.e7(place.coordinate.latitude) == e7)
        }
    }

    @Test("the near-pole and antimeridian rows of the fixture keep their coordinates exactly")
    func extremeFixtureCoordinates() throws {
        let directory = try TemporaryDirectory()
        let (index, _) = try IndexFile.build([GeoNamesFixture.awkwardPlacesText], in: directory)
        let expected: [(UInt64, Int32, Int32)] = [
            (2_194_370, -167_893_000, 1_799_884_000),  // Waiyevo, just west of the antimeridian
            (9_990_002, -169_000_000, -1_796_000_000),  // Lomaloma East, just east of it
            (6_695_827, -899_975_000, 1_392_700_000),  // South Pole station
            (6_170_132, 825_010_600, -623_481_500),  // Alert
        ]
        for (id, latitude, longitude) in expected {
            let place = try #require(index.place(geonameid: id))
            #expect(FixedPoint.e7(place.coordinate.latitude) == latitude, "geonames:\(id)")
            #expect(FixedPoint.e7(place.coordinate.longitude) == longitude, "geonames:\(id)")
        }
    }
}
