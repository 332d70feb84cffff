import Testing
@_spi(Internals) import GazetteerImport
import GazetteerIndex
import GazetteerTestSupport

@Suite("GeoNames row parser: rejected rows")
struct GeoNamesRejectedRowTests {
    private static let row = GeoNamesRow(
        id: "42", name: "Good Place", asciiName: "Good Place", alternateNames: "Fine Place,Nice Place",
        latitude: "10", longitude: "20", countryCode: "TD", admin1: "01", population: "100")

    @Test("a row with other than 19 columns is skipped as the wrong column count", arguments: [1, 5, 18, 20, 25])
    func wrongColumnCount(columns: Int) {
        var pieces = Self.row.columns
        while pieces.count > columns { pieces.removeLast() }
        while pieces.count < columns { pieces.append("extra") }
        let line = Array(pieces.joined(separator: "\t").utf8)
        #expect(GeoNamesParsing.outcome(line) == .skipped(.wrongColumnCount, detail: "\(columns) columns, expected 19"))
        #expect(GeoNamesParsing.outcome(line + [0x0D]) == .skipped(.wrongColumnCount, detail: "\(columns) columns, expected 19"))
    }

    @Test("a NUL byte anywhere in a row skips it as a NUL byte", arguments: [1, 3, 17])
    func nulByte(column: Int) {
        let line = Self.row.bytes(replacingColumn: column, with: Array("Go".utf8) + [0] + Array("od".utf8))
        #expect(GeoNamesParsing.outcome(line) == .skipped(.nulByte, detail: "NUL byte in row"))
    }

    static let invalidUTF8: [[UInt8]] = [
        [0x47, 0xFF, 0x6F],  // a byte that never occurs in UTF-8
        [0x47, 0xC3],  // a sequence cut short at the end
        [0xC3, 0x28],  // a lead byte followed by no continuation
        [0xC0, 0xAF],  // an overlong encoding of "/"
        [0xED, 0xA0, 0x80],  // a UTF-16 surrogate
        [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
    ]

    @Test("invalid UTF-8 in the name is skipped as invalid UTF-8 and adds nothing", arguments: invalidUTF8)
    func invalidUTF8InName(bytes: [UInt8]) {
        var batch = RecordBatch()
        let line = Self.row.bytes(replacingColumn: 1, with: bytes)
        #expect(GeoNamesParsing.parse(line, into: &batch) == .skipped(.invalidUTF8, detail: "name or alternate name is not valid UTF-8"))
        #expect(batch.isEmpty)
    }

    @Test("invalid UTF-8 in one alternate name skips the whole row as invalid UTF-8", arguments: invalidUTF8)
    func invalidUTF8InAlternateName(bytes: [UInt8]) {
        var batch = RecordBatch()
        let line = Self.row.bytes(replacingColumn: 3, with: Array("Fine Place,".utf8) + bytes + Array(",Nice Place".utf8))
        #expect(GeoNamesParsing.parse(line, into: &batch) == .skipped(.invalidUTF8, detail: "name or alternate name is not valid UTF-8"))
        #expect(batch.isEmpty)
    }

    @Test("invalid UTF-8 in the ascii name skips the row as invalid UTF-8")
    func invalidUTF8InAsciiName() {
        let line = Self.row.bytes(replacingColumn: 2, with: [0x41, 0xFE])
        #expect(GeoNamesParsing.outcome(line) == .skipped(.invalidUTF8, detail: "name or alternate name is not valid UTF-8"))
    }

    @Test("a row rejected for invalid UTF-8 leaves none of its names behind for the rows around it")
    func rejectedRowLeavesNoNames() throws {
        var batch = RecordBatch()
        let before = GeoNamesRow(id: "1", name: "Alpha", alternateNames: "Alef", latitude: "1", longitude: "1")
        let rejected = GeoNamesRow(id: "2", name: "Ghost", alternateNames: "Phantom,Spook", latitude: "2", longitude: "2")
            .bytes(replacingColumn: 3, with: Array("Phantom,Spook,".utf8) + [0xFF])
        let after = GeoNamesRow(id: "3", name: "Gamma", alternateNames: "Gimel", latitude: "3", longitude: "3")
        #expect(GeoNamesParsing.parse(before.bytes, into: &batch) == .added)
        #expect(GeoNamesParsing.parse(rejected, into: &batch) != .added)
        #expect(GeoNamesParsing.parse(after.bytes, into: &batch) == .added)
        #expect(batch.count == 2)
        let directory = try TemporaryDirectory()
        let index = try IndexFile.open([batch], in: directory)
        #expect(index.count == 2)
        #expect(index.nameCount == 4)
        for ghostly in ["ghost", "phantom", "spook"] {
            #expect(index.search(ghostly).isEmpty, "query \(ghostly)")
        }
        #expect(index.search("gimel").map(\.place.name) == ["Gamma"])
        #expect(index.search("alef").map(\.place.name) == ["Alpha"])
    }

    @Test("the checks run in a fixed order: NUL byte, column count, id, name, latitude, longitude, population")
    func firstFailingCheckWins() {
        let nulAndShort = Array("1\tA\0".utf8)
        #expect(GeoNamesParsing.outcome(nulAndShort) == .skipped(.nulByte, detail: "NUL byte in row"))
        var everythingWrong = Self.row
        everythingWrong.id = "x"
        everythingWrong.name = " "
        everythingWrong.latitude = "north"
        #expect(GeoNamesParsing.outcome(everythingWrong.bytes) == .skipped(.invalidNumber, detail: "geonameid \"x\""))
        everythingWrong.id = "1"
        #expect(GeoNamesParsing.outcome(everythingWrong.bytes) == .skipped(.emptyName, detail: "empty name"))
        everythingWrong.name = "Named"
        everythingWrong.longitude = "west"
        #expect(GeoNamesParsing.outcome(everythingWrong.bytes) == .skipped(.invalidCoordinate, detail: "latitude \"north\""))
        everythingWrong.latitude = "1"
        everythingWrong.population = "lots"
        #expect(GeoNamesParsing.outcome(everythingWrong.bytes) == .skipped(.invalidCoordinate, detail: "longitude \"west\""))
    }
}
