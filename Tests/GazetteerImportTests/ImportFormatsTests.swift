import Foundation
import GazetteerIndex
import GazetteerTestSupport
import Testing
@testable import GazetteerImport

@Suite("One importer seam: formats, options and progress")
struct ImportFormatsTests {
    private func name(_ format: any RecordImporter.Type) -> String { format.formatName }

    @Test("OpenStreetMap is recognised by its bytes, GeoNames by its name or as the fallback")
    func detection() throws {
        let directory = try TemporaryDirectory()
        #expect(name(try ImportFormats.importer(for: OSMTestSupport.fixture("n14-w4-r1-places-amenities.osm.pbf"))) == "osm")
        #expect(name(try ImportFormats.importer(for: OSMTestSupport.fixture("n14-w4-r1-places-amenities.osm.gz"))) == "osm")
        // PBF bytes under a GeoNames name are still OpenStreetMap.
        let disguised = try directory.write(
            try readBytes(OSMTestSupport.fixture("n17-w2-addresses-categories.osm.pbf")), named: "cities.txt")
        #expect(name(try ImportFormats.importer(for: disguised)) == "osm")
        #expect(name(try ImportFormats.importer(for: GeoNamesFixture.awkwardPlacesGzip)) == "geonames")
        let unnamed = try directory.write(Array("1\tVaduz\n".utf8), named: "places.dat")
        #expect(name(try ImportFormats.importer(for: unnamed)) == "geonames")
        #expect(ImportFormats.all.last.map(name) == "geonames")
    }

    @Test("a build of GeoNames and OpenStreetMap inputs reads both through the seam, in order")
    func mixedBuild() throws {
        let directory = try TemporaryDirectory()
        let output = directory.file("mixed.gazetteer")
        let job = BuildJob(
            inputs: [GeoNamesFixture.awkwardPlacesText, OSMTestSupport.fixture("n28-w8-r3-concave-boundaries.osm.pbf")],
            output: output, options: ImportOptions(threads: 2))
        let result = try job.run()
        #expect(result.reports.map(\.format) == ["geonames", "osm-pbf"])
        #expect(result.reports[1].recordsAdded == 4)
        #expect(FileManager.default.fileExists(atPath: output))
        // The node store's temporary files went beside the output, and are gone.
        #expect(try directory.entries().filter { $0.hasPrefix(".gazetteer-scratch") }.isEmpty)
    }

    @Test("an OpenStreetMap import reports progress through both passes, ending at the file's size")
    func progress() throws {
        var updates: [ImportProgress] = []
        let path = OSMTestSupport.fixture("n37-w13-r6-multipolygons.osm.pbf")
        _ = try OSMImporter.run(path: path, options: ImportOptions(threads: 2), progress: { updates.append($0) }) { _ in }
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        let relations = updates.filter { $0.input.hasSuffix("(relations)") }
        let objects = updates.filter { !$0.input.hasSuffix("(relations)") }
        #expect(!relations.isEmpty && !objects.isEmpty)
        #expect(objects.last?.sourceBytesRead == UInt64(size))
        #expect(objects.last?.itemsRead == 37 + 13 + 6)
        #expect(objects.map(\.sourceBytesRead) == objects.map(\.sourceBytesRead).sorted())
    }
}
