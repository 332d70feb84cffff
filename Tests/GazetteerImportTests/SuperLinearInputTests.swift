import Testing
@_spi(Internals) @testable import GazetteerImport
@testable import GazetteerIndex
import GazetteerTestSupport

/// Input paths must be linear (or n log n): each test times a 1× and a 4× input in-process and
/// requires the ratio to stay under ``GrowthRatio/bound`` (see there for how noise is kept out).
@Suite("Linear time on hostile inputs", .serialized, .enabled(if: GrowthRatio.isEnabled, Comment(rawValue: GrowthRatio.skipReason)))
struct SuperLinearInputTests {
    @Test("a GeoNames row's distinct alternate names take linear time (32,500 and 130,000 names)")
    func manyAlternateNames() throws {
        let scratch = try TemporaryDirectory()
        let small = try scratch.write(HostileCorpus.rowWithAlternateNames(32_500), named: "small.txt")
        let large = try scratch.write(HostileCorpus.rowWithAlternateNames(130_000), named: "large.txt")
        var names: [Int] = []
        func importRow(_ path: String) throws {
            _ = try GeoNamesImporter.run(path: path, options: ImportOptions(threads: 1)) { batch in
                names.append(batch.names.count)
            }
        }
        let ratio = try GrowthRatio.measure(small: { try importRow(small) }, large: { try importRow(large) })
        #expect(names.prefix(2) == [32_501, 130_001], "every distinct name is kept (the name and its equal ASCII name once)")
        #expect(ratio < GrowthRatio.bound, "4× the names took \(ratio)× the time")
    }

    @Test("PBF nodes in descending id order, with ways in every block, take n log n time (100,000 and 400,000 nodes)")
    func descendingNodeIDs() throws {
        let scratch = try TemporaryDirectory()
        let small = try scratch.write(PBFBuilder.descendingNodes(count: 100_000), named: "small.osm.pbf")
        let large = try scratch.write(PBFBuilder.descendingNodes(count: 400_000), named: "large.osm.pbf")
        var records = 0
        func importFile(_ path: String) throws {
            _ = try OSMImporter.run(path: path, options: ImportOptions(threads: 1)) { records += $0.count }
        }
        let ratio = try GrowthRatio.measure(small: { try importFile(small) }, large: { try importFile(large) })
        #expect(records > 0 && records % (13 + 50) == 0, "every block's way is placed in every run")
        #expect(ratio < GrowthRatio.bound, "4× the nodes took \(ratio)× the time")
    }

    @Test("admin1 and country side files load in linear time (50,000 and 200,000 lines)")
    func largeSideFiles() throws {
        let scratch = try TemporaryDirectory()
        func side(_ lines: Int) -> String {
            (0..<lines).map { "C\($0 % 100).\($0)\tName \($0)\tName \($0)\t\($0)\n" }.joined()
        }
        let small = try scratch.write(side(50_000), named: "small.txt")
        let large = try scratch.write(side(200_000), named: "large.txt")
        var counts: [Int] = []
        let ratio = try GrowthRatio.measure(
            small: { counts.append(try AdminNamesLoader.admin1Names(path: small).count) },
            large: { counts.append(try AdminNamesLoader.admin1Names(path: large).count) })
        #expect(counts.prefix(2) == [50_000, 200_000])
        #expect(ratio < GrowthRatio.bound, "4× the lines took \(ratio)× the time")
    }
}
