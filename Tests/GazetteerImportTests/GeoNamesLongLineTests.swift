import Foundation
import Testing
@_spi(Internals) @testable import GazetteerImport
import GazetteerIndex
import GazetteerTestSupport

@Suite("GeoNames importer: lines too long")
struct GeoNamesLongLineTests {
    /// 1,000 rows, a 10 MB line (line 1,001), then 1,000 more rows.
    private static let tenMegabyteLineInTheMiddle: [UInt8] = {
        var bytes = GeoNamesRow.file(GeoNamesSample.rows(1_000, seed: 3))
        bytes += Array("2000001\tHuge\t".utf8) + [UInt8](repeating: 0x61, count: 10_000_000) + [0x0A]
        bytes += GeoNamesRow.file(GeoNamesSample.rows(1_000, firstID: 1_001, seed: 4))
        return bytes
    }()

    @Test("a 10 MB line in the middle is skipped as too long with its line number, and the rows after it are indexed", arguments: [false, true])
    func tenMegabyteLineIsSkipped(compressed: Bool) throws {
        let directory = try TemporaryDirectory()
        let bytes = compressed ? Compression.gzip(Self.tenMegabyteLineInTheMiddle) : Self.tenMegabyteLineInTheMiddle
        let path = try directory.write(bytes, named: compressed ? "ten-megabyte-line.txt.gz" : "ten-megabyte-line.txt")
        let (index, result) = try IndexFile.build([path], in: directory)
        let report = try #require(result.reports.first)
        #expect(report.itemsRead == 2_001)
        #expect(report.recordsAdded == 2_000)
        #expect(report.skipped[.lineTooLong] == {
            var tally = SkipTally()
            tally.count = 1
            tally.examples = ["line 1001"]
            return tally
        }())
        #expect(report.skippedCount == 1)
        #expect(index.count == 2_000)
        #expect(index.place(geonameid: 1_001) != nil)
        #expect(index.place(geonameid: 2_000) != nil)
        #expect(index.place(geonameid: 2_000_001) == nil)
    }

    @Test("with strict, a line too long is an error naming its line")
    func strictRejectsLongLine() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(Self.tenMegabyteLineInTheMiddle, named: "ten-megabyte-line.txt")
        #expect(throws: ImportError.rowRejected(input: path, line: 1_001, reason: .lineTooLong, detail: "longer than 1 MiB")) {
            try GeoNamesImporter.run(path: path, options: ImportOptions(threads: 2, strict: true)) { _ in }
        }
    }

    @Test("with strict, a bad row before a long line in the same block is the one reported")
    func strictReportsTheEarlierProblem() throws {
        let directory = try TemporaryDirectory()
        let bytes = GeoNamesRow.file([
            GeoNamesRow(id: "1", name: "Fine", latitude: "1", longitude: "1").bytes,
            GeoNamesRow(id: "2", name: "Lost", latitude: "north", longitude: "1").bytes,
            [UInt8](repeating: 0x62, count: 2_000_000),
            GeoNamesRow(id: "4", name: "Also Fine", latitude: "4", longitude: "4").bytes,
        ])
        let path = try directory.write(bytes, named: "bad-row-then-long-line.txt")
        #expect(throws: ImportError.rowRejected(input: path, line: 2, reason: .invalidCoordinate, detail: "latitude \"north\"")) {
            try GeoNamesImporter.run(path: path, options: ImportOptions(threads: 1, strict: true)) { _ in }
        }
    }

    @Test("a row of exactly 1 MiB is indexed and a row one byte longer is skipped as too long")
    func oneMebibyteIsTheLimit() throws {
        func row(id: String, length: Int) -> [UInt8] {
            let base = GeoNamesRow(id: id, name: "Padded \(id)", latitude: "1", longitude: "1").bytes
            return GeoNamesRow(id: id, name: "Padded \(id)", latitude: "1", longitude: "1", admin4: String(repeating: "x", count: length - base.count)).bytes
        }
        let fits = row(id: "1", length: 1 << 20)
        let tooLong = row(id: "2", length: (1 << 20) + 1)
        #expect(fits.count == 1 << 20)
        let directory = try TemporaryDirectory()
        let path = try directory.write(GeoNamesRow.file([fits, tooLong, row(id: "3", length: 100)]), named: "one-mebibyte-rows.txt")
        let (index, result) = try IndexFile.build([path], in: directory)
        #expect(index.allPlaces.map(\.name).sorted() == ["Padded 1", "Padded 3"])
        #expect(result.reports.first?.skipped[.lineTooLong]?.examples == ["line 2"])
    }

    @Test("no block of lines handed to the parsers is larger than one read plus one maximum line")
    func blocksStayBounded() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(Self.tenMegabyteLineInTheMiddle, named: "ten-megabyte-line.txt")
        let stream = try #require(try InputOpener.openStreams(path: path).first)
        var reader = LineBlockReader(stream: stream)
        var largest = 0
        var dropped: [Int] = []
        while let block = try reader.next() {
            largest = max(largest, block.bytes.count)
            dropped += block.droppedLongLines
        }
        #expect(largest <= reader.blockSize + reader.maximumLineLength)
        #expect(dropped == [1_001])
    }

    @Test("seeded lines of every length come out whole and numbered, with exactly the long ones dropped", arguments: [1, 2, 3])
    func blocksMatchALineByLineOracle(seed: UInt64) throws {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let maximum = 100
        var lines: [[UInt8]] = []
        for number in 0..<3_000 {
            let length = next(10) == 0 ? next(1_000) : next(maximum + 2)
            lines.append((0..<length).map { UInt8(0x41 + ($0 + number) % 26) })
        }
        var bytes = Array(lines.joined(separator: [0x0A]))
        if next(2) == 0 { bytes.append(0x0A) }
        let directory = try TemporaryDirectory()
        let path = try directory.write(bytes, named: "seeded-lines.txt")
        let stream = try #require(try InputOpener.openStreams(path: path).first)
        var reader = LineBlockReader(stream: stream, blockSize: 256, maximumLineLength: maximum)

        var seen: [Int: [UInt8]] = [:]
        var dropped: [Int] = []
        while let block = try reader.next() {
            #expect(block.bytes.count <= 256 + maximum)
            dropped += block.droppedLongLines
            var number = block.firstLine
            for line in block.bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
                if !line.isEmpty {
                    #expect(seen[number] == nil, "line \(number) delivered twice")
                    seen[number] = Array(line)
                }
                number += 1
            }
        }
        let expectedKept = Dictionary(uniqueKeysWithValues: lines.enumerated().compactMap { offset, line in
            line.isEmpty || line.count > maximum ? nil : (offset + 1, line)
        })
        let expectedDropped = lines.enumerated().compactMap { offset, line in line.count > maximum ? offset + 1 : nil }
        #expect(seen == expectedKept)
        #expect(dropped == expectedDropped)
    }
}
