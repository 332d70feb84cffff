import Foundation
import Testing
import GazetteerImport
import GazetteerIndex
import GazetteerTestSupport

@Suite("GeoNames importer: determinism")
struct GeoNamesDeterminismTests {
    private static let earlierRows = GeoNamesSample.rows(20_000, seed: 7, padding: 300)
    private static let laterRows = GeoNamesSample.rows(300, firstID: 1, seed: 8, padding: 300)
    /// About 9 MB: three read blocks, with ids from the first block repeated in the last.
    private static let multiBlockBytes = GeoNamesRow.file(earlierRows + laterRows)

    private static func multiBlockFile(in directory: TemporaryDirectory) throws -> String {
        #expect(multiBlockBytes.count > 2 * (4 << 20), "the file should span at least three read blocks")
        return try directory.write(multiBlockBytes, named: "twenty-thousand-padded-rows.txt")
    }

    @Test("one and two parsing threads write byte-identical index files")
    func threadCountDoesNotChangeTheIndex() throws {
        let directory = try TemporaryDirectory()
        let input = try Self.multiBlockFile(in: directory)
        var files: [Data] = []
        for threads in [1, 2] {
            let output = directory.path + "/threads-\(threads).gazetteer"
            let build = BuildJob(
                inputs: [input], output: output, options: ImportOptions(threads: threads),
                indexOptions: IndexBuilder.Options(createdAt: 0))
            let result = try build.run()
            #expect(result.reports.first?.recordsAdded == 20_300)
            #expect(result.summary.duplicateCount == 300)
            files.append(try Data(contentsOf: URL(fileURLWithPath: output)))
        }
        #expect(files[0].count > 0)
        #expect(files[0] == files[1])
    }

    @Test("a geonameid repeated in a later read block keeps the later row (last row wins)")
    func duplicatesAcrossBlocksKeepTheLastRow() throws {
        let directory = try TemporaryDirectory()
        let input = try Self.multiBlockFile(in: directory)
        let (index, result) = try IndexFile.build([input], in: directory)
        #expect(index.count == 20_000)
        #expect(result.summary.duplicateCount == 300)
        #expect(Self.laterRows[0] != Self.earlierRows[0])
        func name(_ row: [UInt8]) -> String { String(decoding: row.split(separator: 0x09)[1], as: UTF8.self) }
        for id in [1, 150, 300] {
            #expect(index.place(geonameid: UInt64(id))?.name == name(Self.laterRows[id - 1]), "geonames:\(id)")
        }
        #expect(index.place(geonameid: 301)?.name == name(Self.earlierRows[300]))
    }
}
