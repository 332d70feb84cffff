import Foundation
import GazetteerImport
import GazetteerIndex
import Testing
import GazetteerTestSupport

/// `Data/osm/n28-w9-r4-boundaries.osm`: Testland (admin level 2, ISO XT; outer ring of four ways,
/// a hole), North Region (level 4; shares two of Testland's ways and its hole), Crescent (level 8,
/// U-shaped) and Donut (level 8, with a hole).
@Suite("The boundary fixture")
struct BoundaryFixtureTests {
    static let fixture = OSMTestSupport.fixture("n28-w9-r4-boundaries.osm")

    /// Points and the areas that contain them, written down from the drawing of the fixture.
    static let expected: [(latitude: Double, longitude: Double, areas: [String])] = [
        (0.15, 0.25, ["Testland", "Crescent"]),
        (0.30, 0.25, ["Testland"]),                   // in the notch of the U
        (0.35, 0.15, ["Testland", "Crescent"]),       // in its west arm
        (0.35, 0.35, ["Testland", "Crescent"]),       // in its east arm
        (0.60, 0.20, ["Testland", "North Region"]),
        (0.75, 0.75, []),                             // in the hole of Testland and of the region
        (0.65, 0.75, ["Testland", "North Region"]),
        (0.15, 0.75, ["Testland", "Donut"]),
        (0.25, 0.75, ["Testland"]),                   // in Donut's hole
        (0.45, 0.95, ["Testland"]),
        (1.50, 0.50, []),
        (-0.01, 0.50, []),
    ]

    /// Whether the OpenStreetMap importer hands boundaries to the index writer.
    static let importerReadsBoundaries: Bool = {
        var found = false
        _ = try? OSMImporter.run(path: fixture, options: ImportOptions(threads: 1)) { batch in
            found = found || !batch.boundaries.isEmpty
        }
        return found
    }()

    @Test("osmium's assembly of the fixture gives each point its areas", .enabled(if: OsmiumBoundaries.executable != nil))
    func osmiumAssembly() throws {
        let boundaries = try #require(try OsmiumBoundaries.load(Self.fixture))
        #expect(boundaries.count == 4)
        let bytes = AreaSectionBuilder.build(boundaries).bytes
        try AreaSection.reading(bytes) { section in
            var found: [Int] = []
            for point in Self.expected {
                found.removeAll()
                section.containing(latitudeE7: FixedPoint.e7(point.latitude), longitudeE7: FixedPoint.e7(point.longitude), into: &found)
                #expect(found.map(section.name) == point.areas, "\(point)")
            }
        }
    }

    @Test("a build of the fixture gives each point its areas", .enabled(if: importerReadsBoundaries))
    func importedBoundaries() throws {
        let directory = try TemporaryDirectory()
        let (index, _) = try IndexFile.build([Self.fixture], in: directory)
        for point in Self.expected {
            #expect(index.areas(containing: Coordinate(latitude: point.latitude, longitude: point.longitude)).map(\.name) == point.areas)
        }
        #expect(index.areas(containing: Coordinate(latitude: 0.1, longitude: 0.1)).first?.countryCode == "XT")
    }
}
