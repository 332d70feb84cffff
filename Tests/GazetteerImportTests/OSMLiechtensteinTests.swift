import Foundation
import GazetteerIndex
import Testing
@testable import GazetteerImport

/// Checks on the Liechtenstein extract of 2013-08-03, skipped when the files are absent.
@Suite("The Liechtenstein extract", .enabled(if: FileManager.default.fileExists(atPath: OSMTestSupport.liechtensteinPBF)
    && FileManager.default.fileExists(atPath: OSMTestSupport.liechtensteinXML)))
struct OSMLiechtensteinTests {
    /// Nodes tagged amenity=toilets, counted with osmium-tool 1.15:
    /// `osmium tags-filter -o t.pbf liechtenstein-2013-08-03.osm.pbf n/amenity=toilets && osmium fileinfo -e t.pbf`
    /// ("Number of nodes: 7").
    static let toiletNodes = 7
    /// Nodes with place=* and a non-empty name:
    /// `osmium tags-filter -o p.pbf liechtenstein-2013-08-03.osm.pbf n/place`, then
    /// `osmium cat -f opl p.pbf | grep -c -E '^n[0-9]+ .*T(.*,)?name=[^,]'` (20; all 20 place nodes are named).
    static let namedPlaceNodes = 20
    /// `osmium fileinfo -e`: 65 733 nodes, 7 121 ways, 113 relations.
    static let objects = 65_733 + 7_121 + 113

    @Test("PBF and gzip'd XML give the same records and boundaries, and the counts match osmium")
    func pbfMatchesXML() throws {
        let pbf = try OSMTestSupport.importAll(OSMTestSupport.liechtensteinPBF, threads: 2)
        let xml = try OSMTestSupport.importAll(OSMTestSupport.liechtensteinXML)
        #expect(pbf.records.count > 1_000)
        #expect(pbf.records == xml.records)
        #expect(pbf.boundaries == xml.boundaries)
        // The 15 administrative relations whose rings close (Liechtenstein, its 11 municipalities and 2
        // districts, and Fläsch) and 4 unnamed closed boundary ways, all with an outer ring.
        #expect(pbf.boundaries.count == 19)
        #expect(pbf.boundaries.allSatisfy { !$0.rings.isEmpty && $0.rings.contains(where: \.isOuter) })
        let country = try pbf.boundary(.osmRelation, 47)
        #expect(country.countryCode == "LI" && country.adminLevel == 2)
        #expect(pbf.report.itemsRead == Self.objects)
        #expect(xml.report.itemsRead == Self.objects)
        #expect(pbf.report.skipped == xml.report.skipped)

        let nodes = pbf.records.filter { $0.fields.id.kind == .osmNode }
        #expect(nodes.count { $0.fields.category == "amenity=toilets" } == Self.toiletNodes)
        #expect(nodes.count { $0.fields.featureClass == UInt8(ascii: "P") } == Self.namedPlaceNodes)
    }

    @Test("one and two threads deliver identical batches")
    func deterministic() throws {
        let one = try OSMTestSupport.importRecords(OSMTestSupport.liechtensteinPBF, threads: 1)
        let two = try OSMTestSupport.importRecords(OSMTestSupport.liechtensteinPBF, threads: 2)
        #expect(one.records == two.records)
        #expect(one.batches == two.batches)
    }

    @Test("every way record lies within the extract's data bounding box")
    func wayRecordsInsideBounds() throws {
        let records = try OSMTestSupport.importRecords(OSMTestSupport.liechtensteinPBF).records
        // osmium fileinfo -e: data bounding box (9.3977818,46.7862853,9.6714552,47.525823).
        for record in records where record.fields.id.kind == .osmWay {
            #expect((467_862_853...475_258_230).contains(record.fields.latitudeE7))
            #expect((93_977_818...96_714_552).contains(record.fields.longitudeE7))
        }
    }
}
