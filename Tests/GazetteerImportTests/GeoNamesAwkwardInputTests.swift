import Foundation
import Testing
import GazetteerImport
import GazetteerIndex
import GazetteerTestSupport

@Suite("GeoNames importer: awkward inputs")
struct GeoNamesAwkwardInputTests {
    @Test("a file with a UTF-8 byte order mark and CRLF line ends is read like a plain LF file")
    func byteOrderMarkAndCRLF() throws {
        let directory = try TemporaryDirectory()
        let rows = [
            GeoNamesRow(id: "3042030", name: "Vaduz", latitude: "47.14151", longitude: "9.52154", countryCode: "LI").bytes,
            GeoNamesRow(id: "3042041", name: "Schaan", latitude: "47.16498", longitude: "9.50867", countryCode: "LI").bytes,
            GeoNamesRow(id: "3042099", name: "Nowhere", latitude: "north", longitude: "9.5").bytes,
            GeoNamesRow(id: "3042036", name: "Triesen", latitude: "47.10752", longitude: "9.52815", modified: "2024-01-01").bytes,
        ]
        let crlf = try directory.write([0xEF, 0xBB, 0xBF] + GeoNamesRow.file(rows, lineEnding: [0x0D, 0x0A]), named: "bom-crlf.txt")
        let lf = try directory.write(GeoNamesRow.file(rows), named: "lf.txt")
        let fromCRLF = try IndexFile.build([crlf], in: directory, named: "crlf.gazetteer")
        let fromLF = try IndexFile.build([lf], in: directory, named: "lf.gazetteer")
        #expect(fromCRLF.index.count == 3)
        #expect(fromCRLF.index.place(geonameid: 3_042_030)?.name == "Vaduz")
        #expect(fromCRLF.index.search("vaduz").map(\.matchedName) == ["Vaduz"])
        #expect(fromCRLF.index.allPlaces == fromLF.index.allPlaces)
        let report = try #require(fromCRLF.result.reports.first)
        #expect(report.itemsRead == 4)
        #expect(report.skipped[.invalidCoordinate]?.examples == ["line 3 (latitude \"north\")"])
    }

    @Test("blank lines and lines of spaces are neither read nor skipped, but still count as lines")
    func blankLinesKeepLineNumbers() throws {
        let directory = try TemporaryDirectory()
        let text = Array("\n   \r\n".utf8) + GeoNamesRow(id: "1", name: "One", latitude: "1", longitude: "1").bytes
            + Array("\n\n".utf8) + Array("1\tshort\n".utf8)
        let path = try directory.write(text, named: "blank-lines.txt")
        let report = try GeoNamesImporter.run(path: path) { _ in }
        #expect(report.itemsRead == 2)
        #expect(report.recordsAdded == 1)
        #expect(report.skipped[.wrongColumnCount]?.examples == ["line 5 (2 columns, expected 19)"])
    }

    @Test("a last row without a line feed is read")
    func lastRowWithoutLineFeed() throws {
        let directory = try TemporaryDirectory()
        let text = GeoNamesRow(id: "1", name: "One", latitude: "1", longitude: "1").bytes + [0x0A]
            + GeoNamesRow(id: "2", name: "Two", latitude: "2", longitude: "2").bytes
        let path = try directory.write(text, named: "no-final-newline.txt")
        let (index, _) = try IndexFile.build([path], in: directory)
        #expect(index.place(geonameid: 2)?.name == "Two")
    }

    @Test("a repeated geonameid keeps the row that comes last in the file (last row wins)")
    func duplicateIdLastRowWins() throws {
        let directory = try TemporaryDirectory()
        let rows = [
            GeoNamesRow(id: "7", name: "Firstville", latitude: "1", longitude: "1", population: "10").bytes,
            GeoNamesRow(id: "8", name: "Bystander", latitude: "5", longitude: "5").bytes,
            GeoNamesRow(id: "7", name: "Secondville", latitude: "2", longitude: "2", population: "20").bytes,
        ]
        let path = try directory.write(GeoNamesRow.file(rows), named: "duplicate-ids.txt")
        let (index, result) = try IndexFile.build([path], in: directory)
        #expect(result.reports.first?.recordsAdded == 3)
        #expect(result.summary.duplicateCount == 1)
        #expect(result.summary.recordCount == 2)
        #expect(index.count == 2)
        let kept = try #require(index.place(geonameid: 7))
        #expect(kept.name == "Secondville")
        #expect(kept.coordinate == Coordinate(latitude: 2, longitude: 2))
        #expect(kept.population == 20)
        #expect(index.search("firstville").isEmpty)
        #expect(index.search("secondville").map(\.place.id) == [SourceID(kind: .geonames, value: 7)])
        #expect(index.nearby(Coordinate(latitude: 1, longitude: 1), radiusMeters: 1_000).isEmpty)
    }

    @Test("a file without records makes the build fail, saying what was read and skipped, and write nothing", arguments: [
        (Array("\n\n\r\n".utf8), ": no rows, only blank lines"),
        (Array("1\ttoo short\n".utf8), ": 1 row read, skipped: 1 for wrong column count (line 1"),
    ])
    func emptyInputWritesNothing(contents: [UInt8], explanation: String) throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(contents, named: "empty.txt")
        let output = directory.path + "/empty.gazetteer"
        let error = #expect(throws: ImportError.self) {
            try BuildJob(inputs: [path], output: output).run()
        }
        guard case .noRecords(let reports) = error else {
            Issue.record("expected noRecords, got \(String(describing: error))")
            return
        }
        #expect(reports.map(\.input) == [path])
        #expect(try IndexFile.contents(of: directory) == ["empty.txt"])
        #expect(error?.description.hasPrefix("no records found in \(path)\(explanation)") == true, "\(String(describing: error))")
    }

    @Test("an empty file makes the build fail saying it is empty, and write nothing")
    func emptyFileWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write([UInt8](), named: "empty.txt")
        #expect(throws: InputError.emptyFile(path: path)) {
            try BuildJob(inputs: [path], output: directory.path + "/empty.gazetteer").run()
        }
        #expect(try IndexFile.contents(of: directory) == ["empty.txt"])
    }

    @Test("a directory as input is an error that says it is a directory")
    func directoryInputIsAnError() throws {
        let directory = try TemporaryDirectory()
        let output = directory.path + "/directory.gazetteer"
        #expect(throws: InputError.isDirectory(path: directory.path)) {
            try BuildJob(inputs: [directory.path], output: output).run()
        }
        #expect(throws: InputError.isDirectory(path: directory.path)) {
            try GeoNamesImporter.run(path: directory.path) { _ in }
        }
        #expect(InputError.isDirectory(path: directory.path).description == "\(directory.path): is a directory, not a file")
        #expect(try IndexFile.contents(of: directory) == [])
    }

    @Test("a missing input is an error that names the file")
    func missingInputIsAnError() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.path + "/missing.txt"
        #expect(throws: InputError.fileNotFound(path: missing)) {
            try BuildJob(inputs: [missing], output: directory.path + "/missing.gazetteer").run()
        }
        #expect(try IndexFile.contents(of: directory) == [])
    }

    @Test("a truncated gzip input fails the build and leaves an existing index untouched")
    func truncatedGzipKeepsExistingIndex() throws {
        let directory = try TemporaryDirectory()
        let output = directory.path + "/kept.gazetteer"
        _ = try BuildJob(inputs: [GeoNamesFixture.awkwardPlacesText], output: output).run()
        let before = try Data(contentsOf: URL(fileURLWithPath: output))
        let compressed = try Data(contentsOf: URL(fileURLWithPath: GeoNamesFixture.awkwardPlacesGzip))
        let truncated = try directory.write(Array(compressed.prefix(compressed.count / 2)), named: "truncated.txt.gz")
        #expect(throws: InputError.unexpectedEndOfGzip(path: truncated, offset: UInt64(compressed.count / 2))) {
            try BuildJob(inputs: [truncated], output: output).run()
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == before)
        #expect(try IndexFile.contents(of: directory) == ["kept.gazetteer", "truncated.txt.gz"])
    }
}
