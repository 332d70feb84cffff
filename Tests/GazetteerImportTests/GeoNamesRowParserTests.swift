import Foundation
import Testing
@_spi(Internals) import GazetteerImport
import GazetteerIndex
import GazetteerTestSupport

@Suite("GeoNames row parser: columns")
struct GeoNamesRowParserTests {
    private static let vaduz = GeoNamesRow(
        id: "3042030", name: "Vaduz", asciiName: "Vaduz Town", alternateNames: "Vaduts,Вадуц,ファドゥーツ",
        latitude: "47.14151", longitude: "9.52154", featureClass: "P", featureCode: "PPLC", countryCode: "LI",
        cc2: "CH", admin1: "11", admin2: "A2", admin3: "A3", admin4: "A4", population: "5197", elevation: "455",
        dem: "460", timezone: "Europe/Vaduz", modified: "2024-01-01")

    @Test("a row with all 19 columns keeps id, name, coordinates, feature, country, admin1 and population")
    func fullRowKeepsEveryStoredField() throws {
        let directory = try TemporaryDirectory()
        #expect(Self.vaduz.columns.count == GeoNamesRowParser.columnCount)
        let place = try #require(try GeoNamesParsing.place(Self.vaduz.bytes, in: directory))
        #expect(place.id == SourceID(kind: .geonames, value: 3_042_030))
        #expect(place.name == "Vaduz")
        #expect(place.coordinate == Coordinate(latitude: 47.14151, longitude: 9.52154))
        #expect(place.featureClass == "P")
        #expect(place.featureCode == "PPLC")
        #expect(place.countryCode == "LI")
        #expect(place.admin1Code == "11")
        #expect(place.population == 5197)
        #expect(place.category.isEmpty)
    }

    @Test("the ascii name and every alternate name of a row can be searched, each matching under its own spelling")
    func asciiAndAlternateNamesAreSearchable() throws {
        let directory = try TemporaryDirectory()
        var batch = RecordBatch()
        #expect(GeoNamesParsing.parse(Self.vaduz.bytes, into: &batch) == .added)
        let index = try IndexFile.open([batch], in: directory)
        for (query, matched) in [("vaduz t", "Vaduz Town"), ("vaduts", "Vaduts"), ("вадуц", "Вадуц"), ("ファドゥ", "ファドゥーツ")] {
            let results = index.search(query)
            #expect(results.map(\.place.name) == ["Vaduz"], "query \(query)")
            #expect(results.first?.matchedName == matched, "query \(query)")
        }
    }

    @Test("a row with only id, name and coordinates gives an unclassified place with no country and population 0")
    func emptyOptionalColumnsGiveEmptyFields() throws {
        let directory = try TemporaryDirectory()
        let row = GeoNamesRow(id: "9990003", name: "Middle Of Nowhere", latitude: "10.5", longitude: "20.25", featureClass: "", featureCode: "")
        let place = try #require(try GeoNamesParsing.place(row.bytes, in: directory))
        #expect(place.name == "Middle Of Nowhere")
        #expect(place.coordinate == Coordinate(latitude: 10.5, longitude: 20.25))
        #expect(place.featureClass.isEmpty)
        #expect(place.featureCode.isEmpty)
        #expect(place.countryCode.isEmpty)
        #expect(place.admin1Code.isEmpty)
        #expect(place.population == 0)
        #expect(place.displayName == "Middle Of Nowhere")
    }

    @Test("a carriage return before the line feed is not part of the last column")
    func crlfRowEqualsLfRow() throws {
        let directory = try TemporaryDirectory()
        let lf = try #require(try GeoNamesParsing.place(Self.vaduz.bytes, in: directory))
        let crlf = try #require(try GeoNamesParsing.place(Self.vaduz.bytes + [0x0D], in: directory))
        #expect(crlf == lf)
        var emptyLast = Self.vaduz
        emptyLast.modified = ""
        #expect(GeoNamesParsing.outcome(emptyLast.bytes + [0x0D]) == .added)
    }

    @Test("double quotes in names are kept literally and do not start a quoted field")
    func quotesAreLiteral() throws {
        let directory = try TemporaryDirectory()
        let row = GeoNamesRow(id: "9990001", name: "Chemin du \"Bout\"", alternateNames: "Le \"Bout\",Bout", latitude: "46.2", longitude: "6.15")
        var batch = RecordBatch()
        #expect(GeoNamesParsing.parse(row.bytes, into: &batch) == .added)
        let opening = GeoNamesRow(id: "9990006", name: "\"Open", asciiName: "quote\"", latitude: "1", longitude: "1")
        #expect(GeoNamesParsing.parse(opening.bytes, into: &batch) == .added)
        let index = try IndexFile.open([batch], in: directory)
        #expect(index.place(geonameid: 9_990_001)?.name == "Chemin du \"Bout\"")
        #expect(index.place(geonameid: 9_990_006)?.name == "\"Open")
        #expect(index.search("le \"bout").first?.matchedName == "Le \"Bout\"")
    }

    @Test("a name of spaces only, or no name at all, is skipped as an empty name", arguments: ["", " ", "     "])
    func blankNameIsEmptyName(name: String) {
        let row = GeoNamesRow(id: "5", name: name, asciiName: "Fallback", latitude: "1", longitude: "2")
        #expect(GeoNamesParsing.outcome(row.bytes) == .skipped(.emptyName, detail: "empty name"))
    }

    @Test("a geonameid that is not a plain non-negative integer is skipped as an invalid number", arguments: ["", "abc", "-5", "+5", "12a", " 12", "1.0", "99999999999999999999999"])
    func badGeonameidIsInvalidNumber(id: String) {
        let row = GeoNamesRow(id: id, name: "Somewhere", latitude: "1", longitude: "2")
        #expect(GeoNamesParsing.outcome(row.bytes) == .skipped(.invalidNumber, detail: "geonameid \"\(id)\""))
    }

    @Test("a population that is not digits is skipped as an invalid number; an empty one is 0")
    func populationMustBeDigits() throws {
        let many = GeoNamesRow(id: "5", name: "Somewhere", latitude: "1", longitude: "2", population: "many")
        #expect(GeoNamesParsing.outcome(many.bytes) == .skipped(.invalidNumber, detail: "population \"many\""))
        let negative = GeoNamesRow(id: "5", name: "Somewhere", latitude: "1", longitude: "2", population: "-3")
        #expect(GeoNamesParsing.outcome(negative.bytes) == .skipped(.invalidNumber, detail: "population \"-3\""))
        let directory = try TemporaryDirectory()
        let empty = GeoNamesRow(id: "5", name: "Somewhere", latitude: "1", longitude: "2", population: "")
        #expect(try GeoNamesParsing.place(empty.bytes, in: directory)?.population == 0)
    }

    @Test("a population above 4,294,967,295 is kept as 4,294,967,295")
    func hugePopulationIsClamped() throws {
        let directory = try TemporaryDirectory()
        let row = GeoNamesRow(id: "5", name: "Crowded", latitude: "1", longitude: "2", population: "12345678901")
        #expect(try GeoNamesParsing.place(row.bytes, in: directory)?.population == Int(UInt32.max))
    }
}
