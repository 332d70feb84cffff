import Foundation
import GazetteerIndex
import Testing
@testable import GazetteerImport

@Suite("Importing the hand-written OSM fixture")
struct OSMFixtureImportTests {
    static let base = "n14-w4-r1-places-amenities"
    static let variants = [".osm", ".osm.gz", ".osm.pbf", "-nondense.osm.pbf"]

    private func records(_ suffix: String = ".osm", threads: Int = 2) throws -> [OSMRecord] {
        try OSMTestSupport.importRecords(OSMTestSupport.fixture(Self.base + suffix), threads: threads).records
    }

    private func record(_ kind: SourceID.Kind, _ id: UInt64) throws -> OSMRecord {
        try #require(try records().first { $0.fields.id == SourceID(kind: kind, value: id) })
    }

    @Test("XML, gzip'd XML, dense PBF and non-dense PBF give identical records")
    func formatsAgree() throws {
        let expected = try records(".osm")
        #expect(expected.count == 7)
        for suffix in Self.variants.dropFirst() {
            #expect(try records(suffix) == expected, "\(suffix)")
        }
    }

    @Test("the format is detected from the bytes and reported")
    func formatDetection() throws {
        for suffix in Self.variants {
            let path = OSMTestSupport.fixture(Self.base + suffix)
            let report = try OSMTestSupport.importRecords(path).report
            let isPBF = suffix.hasSuffix(".pbf")
            #expect(report.format == (isPBF ? "osm-pbf" : "osm-xml"))
            #expect(OSMImporter.looksLikePBF(path: path) == isPBF)
            #expect(report.itemsRead == 14 + 4 + 1)
            #expect(report.recordsAdded == 7)
            #expect(report.skipped[.wayWithoutLocatedNodes]?.examples == ["way 23"])
        }
    }

    @Test("a named place keeps its population, capital code and alternate names")
    func place() throws {
        let vaduz = try record(.osmNode, 1)
        #expect(vaduz.name == "Vaduz")
        #expect(vaduz.fields.featureClass == UInt8(ascii: "P"))
        #expect(vaduz.fields.featureCode == "PPLC")
        #expect(vaduz.fields.category == "place=town")
        #expect(vaduz.fields.population == 5_450)
        #expect((vaduz.fields.latitudeE7, vaduz.fields.longitudeE7) == (471_410_000, 95_209_000))
        #expect(vaduz.alternateNames == ["Faduz", "Vadutz", "Vaduz", "Vaduz (Liechtenstein)"])
    }

    @Test("an unnamed toilet is a record with its wheelchair and fee tags")
    func unnamedToilet() throws {
        let toilet = try record(.osmNode, 2)
        #expect(toilet.name.isEmpty)
        #expect(toilet.fields.featureClass == UInt8(ascii: "S"))
        #expect(toilet.fields.category == "amenity=toilets")
        #expect(toilet.fields.tags == [RecordTag(key: "fee", value: "no"), RecordTag(key: "wheelchair", value: "yes")])
    }

    @Test("entities in single- and double-quoted values decode, and an eighth decimal rounds")
    func cafe() throws {
        let cafe = try record(.osmNode, 3)
        #expect(cafe.name == "Café \"Am Platz\" & Bar")
        #expect(cafe.alternateNames == ["Kaffeehaus am Platz"])
        #expect(cafe.fields.tags == [RecordTag(key: "opening_hours", value: "Mo-Fr 08:00-18:00; Sa 09:00-12:00")])
        #expect(cafe.fields.latitudeE7 == 471_410_568)
        #expect(try record(.osmWay, 22).name == "Linde <Gasthaus>")
    }

    @Test("nodes without indexed tags, and relations that are not areas, are not records; a named peak is")
    func leftOut() throws {
        let ids = try records().map(\.fields.id)
        #expect(ids.contains(SourceID(kind: .osmNode, value: 14)))
        #expect(!ids.contains(SourceID(kind: .osmNode, value: 5)))
        #expect(!ids.contains { $0.kind == .osmRelation })
    }

    @Test("the street lies half-way along its located nodes, on the line")
    func streetMidpoint() throws {
        let street = try record(.osmWay, 20)
        #expect(street.fields.featureClass == UInt8(ascii: "R"))
        #expect(street.fields.category == "highway=residential")
        #expect(street.name == "Städtle")
        #expect(street.alternateNames == ["Hauptstrasse"])
        // Node 97 is missing: the line runs 4 → 5 → 6.
        let line = [(471_400_000, 95_200_000), (471_405_000, 95_210_000), (471_415_000, 95_215_000)]
        let point = (Double(street.fields.latitudeE7), Double(street.fields.longitudeE7))
        let scale = cos(47.1407 * .pi / 180)
        func length(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
            ((b.0 - a.0) * (b.0 - a.0) + (b.1 - a.1) * scale * (b.1 - a.1) * scale).squareRoot()
        }
        let vertices = line.map { (Double($0.0), Double($0.1)) }
        let total = length(vertices[0], vertices[1]) + length(vertices[1], vertices[2])
        var onLine = false
        var walked = 0.0
        for index in 0..<2 {
            let (a, b) = (vertices[index], vertices[index + 1])
            let t = ((point.0 - a.0) * (b.0 - a.0) + (point.1 - a.1) * (b.1 - a.1)) / ((b.0 - a.0) * (b.0 - a.0) + (b.1 - a.1) * (b.1 - a.1))
            let nearest = (a.0 + t * (b.0 - a.0), a.1 + t * (b.1 - a.1))
            let offLine = ((point.0 - nearest.0) * (point.0 - nearest.0) + (point.1 - nearest.1) * (point.1 - nearest.1)).squareRoot()
            if (0...1).contains(t) && offLine <= 1 {
                onLine = true
                #expect(abs(walked + length(a, point) - total / 2) <= 1)
            }
            walked += length(a, b)
        }
        #expect(onLine, "\(point) is not on the street")
    }

    @Test("a closed way with an amenity sits at its centroid")
    func restaurantCentroid() throws {
        let restaurant = try record(.osmWay, 22)
        #expect(restaurant.fields.category == "amenity=restaurant")
        #expect((restaurant.fields.latitudeE7, restaurant.fields.longitudeE7) == (471_422_000, 95_223_000))
        #expect(restaurant.fields.tags == [RecordTag(key: "access", value: "customers"), RecordTag(key: "wheelchair", value: "limited")])
    }

    @Test("a named river is a hydrographic record with its alternate names")
    func river() throws {
        let river = try record(.osmWay, 21)
        #expect(river.fields.featureClass == UInt8(ascii: "H"))
        #expect(river.fields.category == "waterway=river")
        #expect(river.alternateNames == ["Rhine", "Rhin", "Rhine"])
    }

    @Test("one, two and four threads deliver the same batches")
    func deterministic() throws {
        for suffix in Self.variants {
            let path = OSMTestSupport.fixture(Self.base + suffix)
            let one = try OSMTestSupport.importRecords(path, threads: 1)
            for threads in [2, 4] {
                let other = try OSMTestSupport.importRecords(path, threads: threads)
                #expect(other.records == one.records)
                #expect(other.batches == one.batches)
            }
        }
    }

    @Test("the public entry point delivers RecordBatch values")
    func publicEntryPoint() throws {
        var total = 0
        let report = try OSMImporter.run(path: OSMTestSupport.fixture(Self.base + ".osm.pbf"), options: ImportOptions()) {
            total += $0.count
        }
        #expect(total == 7)
        #expect(report.recordsAdded == 7)
    }
}

@Suite("Records of one block keep file order")
struct OSMBlockOrderTests {
    @Test("a node mapped after a way in the same block comes after the way's record, as in the file")
    func nodeAfterWayKeepsOrder() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <osm version="0.6">
          <node id="1" lat="47.10" lon="9.50"><tag k="amenity" v="cafe"/><tag k="name" v="First Cafe"/></node>
          <node id="2" lat="47.10" lon="9.51"/>
          <node id="3" lat="47.11" lon="9.51"/>
          <node id="4" lat="47.11" lon="9.50"/>
          <way id="10"><nd ref="2"/><nd ref="3"/><nd ref="4"/><nd ref="2"/><tag k="amenity" v="parking"/><tag k="name" v="Middle Parking"/></way>
          <node id="5" lat="47.12" lon="9.52"><tag k="amenity" v="cafe"/><tag k="name" v="Last Cafe"/></node>
        </osm>
        """
        let path = try OSMTestSupport.temporaryFile(Array(xml.utf8), name: "node-after-way.osm")
        let records = try OSMTestSupport.importRecords(path).records
        #expect(records.map(\.name) == ["First Cafe", "Middle Parking", "Last Cafe"])
        #expect(records.map(\.fields.id) == [
            SourceID(kind: .osmNode, value: 1), SourceID(kind: .osmWay, value: 10), SourceID(kind: .osmNode, value: 5),
        ])
        // The way is an area: its record lies inside its outline.
        let parking = records[1].fields
        #expect((471_000_000...471_100_000).contains(parking.latitudeE7) && (95_000_000...95_100_000).contains(parking.longitudeE7))
    }
}
