import Foundation
import Testing
import GazetteerImport
import GazetteerIndex
import GazetteerTestSupport

@Suite("GeoNames importer: fixture files")
struct GeoNamesImporterTests {
    static let fixtures = [GeoNamesFixture.awkwardPlacesText, GeoNamesFixture.awkwardPlacesGzip, GeoNamesFixture.awkwardPlacesZip]

    @Test("the awkward-places fixture as .txt, .txt.gz and .zip gives the same records and names")
    func containerFormatsGiveTheSameIndex() throws {
        let directory = try TemporaryDirectory()
        let built = try Self.fixtures.enumerated().map { number, path in
            try IndexFile.build([path], in: directory, named: "\(number).gazetteer").index
        }
        let reference = built[0].allPlaces
        #expect(reference.count == 29)
        for (path, index) in zip(Self.fixtures, built).dropFirst() {
            #expect(index.allPlaces == reference, "\(path)")
            #expect(index.nameCount == built[0].nameCount, "\(path)")
            #expect(index.distinctKeyCount == built[0].distinctKeyCount, "\(path)")
            for query in ["vadu", "springfield", "sao", "Łódź", "constantinople", "le \"bout"] {
                #expect(index.search(query) == built[0].search(query), "\(path): \(query)")
            }
        }
    }

    @Test("each container format hands the importer 29 records in file order", arguments: fixtures)
    func batchesHoldEveryGoodRow(path: String) throws {
        var delivered = 0
        let report = try GeoNamesImporter.run(path: path, options: ImportOptions(threads: 2)) { batch in
            delivered += batch.count
        }
        #expect(delivered == 29)
        #expect(report.recordsAdded == 29)
    }

    @Test("the report counts 31 rows read, 29 indexed and names line 30 (invalid coordinate) and line 31 (wrong column count)", arguments: fixtures)
    func reportNamesBadLines(path: String) throws {
        let report = try GeoNamesImporter.run(path: path, options: ImportOptions(threads: 2)) { _ in }
        #expect(report.format == "geonames")
        #expect(report.itemsRead == 31)
        #expect(report.recordsAdded == 29)
        #expect(report.skippedCount == 2)
        #expect(report.skipped[.invalidCoordinate]?.count == 1)
        #expect(report.skipped[.invalidCoordinate]?.examples == ["line 30 (latitude \"north\")"])
        #expect(report.skipped[.wrongColumnCount]?.count == 1)
        #expect(report.skipped[.wrongColumnCount]?.examples == ["line 31 (5 columns, expected 19)"])
        #expect(Set(report.skipped.keys) == [.invalidCoordinate, .wrongColumnCount])
    }

    @Test("with strict, the first bad row is an error naming the file and line 30", arguments: zip(fixtures, [
        GeoNamesFixture.awkwardPlacesText, GeoNamesFixture.awkwardPlacesGzip, GeoNamesFixture.awkwardPlacesZip + ":awkward-places.txt",
    ]))
    func strictRejectsLine30(path: String, name: String) throws {
        let expected = ImportError.rowRejected(input: name, line: 30, reason: .invalidCoordinate, detail: "latitude \"north\"")
        #expect(throws: expected) {
            try GeoNamesImporter.run(path: path, options: ImportOptions(threads: 2, strict: true)) { _ in }
        }
        #expect(expected.description.hasPrefix("\(name): line 30: invalid coordinate"))
    }

    @Test("a strict build that fails on a bad row writes no index and no temporary file")
    func strictBuildWritesNothing() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: ImportError.self) {
            try IndexFile.build([GeoNamesFixture.awkwardPlacesText], in: directory, options: ImportOptions(threads: 2, strict: true))
        }
        #expect(try IndexFile.contents(of: directory) == [])
    }

    @Test("admin1 and country names from the side files are attached: Vaduz is \"Vaduz, Liechtenstein\", its admin1 of the same name said once")
    func adminNamesAreAttached() throws {
        let directory = try TemporaryDirectory()
        let (index, result) = try IndexFile.build([GeoNamesFixture.awkwardPlacesText], in: directory)
        #expect(result.admin1Source == GeoNamesFixture.admin1Names)
        #expect(result.countriesSource == GeoNamesFixture.countryNames)
        let expected: [(UInt64, String)] = [
            (3_042_030, "Vaduz, Liechtenstein"),
            (2_657_896, "Zürich, Switzerland"),
            (3_093_133, "Łódź, Łódź Voivodeship, Poland"),
            (264_371, "Αθήνα, Attica, Greece"),
            (4_250_542, "Springfield, Illinois, United States"),
            (6_696_480, "McMurdo Station, Antarctica"),
            (9_990_003, "Middle Of Nowhere, Chad"),
        ]
        for (id, displayName) in expected {
            #expect(index.place(geonameid: id)?.displayName == displayName)
        }
        let vaduz = try #require(index.place(geonameid: 3_042_030))
        #expect(vaduz.admin1Code == "11")
        #expect(vaduz.admin1Name == "Vaduz")
        #expect(vaduz.countryName == "Liechtenstein")
    }

    @Test("side files given explicitly win over the ones next to the input")
    func explicitSideFilesWin() throws {
        let directory = try TemporaryDirectory()
        let admin1 = try directory.write(Array("LI.11\tVaduz Municipality\tVaduz Municipality\t0\n".utf8), named: "admin1.txt")
        let countries = try directory.write(Array("#ISO\tISO3\tNum\tfips\tCountry\nLI\tLIE\t438\tLS\tPrincipality of Liechtenstein\n".utf8), named: "countries.txt")
        let path = directory.path + "/explicit.gazetteer"
        let build = BuildJob(
            inputs: [GeoNamesFixture.awkwardPlacesText], output: path, admin1Path: admin1, countriesPath: countries,
            indexOptions: IndexBuilder.Options(createdAt: 0))
        let result = try build.run()
        #expect(result.admin1Source == admin1)
        let index = try Gazetteer(path: path)
        #expect(index.place(geonameid: 3_042_030)?.displayName == "Vaduz, Vaduz Municipality, Principality of Liechtenstein")
        #expect(index.place(geonameid: 2_657_896)?.displayName == "Zürich, CH")
    }

    @Test("without side files, places show their country code and no admin1 name")
    func missingSideFilesLeaveCodes() throws {
        let directory = try TemporaryDirectory()
        let copy = try directory.write(Array(try Data(contentsOf: URL(fileURLWithPath: GeoNamesFixture.awkwardPlacesText))), named: "alone.txt")
        let (index, result) = try IndexFile.build([copy], in: directory)
        #expect(result.admin1Source == nil)
        #expect(result.countriesSource == nil)
        let vaduz = try #require(index.place(geonameid: 3_042_030))
        #expect(vaduz.displayName == "Vaduz, LI")
        #expect(vaduz.admin1Code == "11")
    }
}
