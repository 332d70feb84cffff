import GazetteerIndex
import Testing
@testable import GazetteerImport

/// The multipolygon and boundary fixtures (`Data/osm/n37-w13-r6-multipolygons.osm`,
/// `Data/osm/n28-w8-r3-concave-boundaries.osm`), in XML and PBF.
@Suite("Areas and boundaries from the hand-written fixtures")
struct OSMAreaFixtureTests {
    static let multipolygons = "n37-w13-r6-multipolygons"
    static let boundaries = "n28-w8-r3-concave-boundaries"

    private func load(_ base: String, _ suffix: String = ".osm") throws -> OSMImport {
        try OSMTestSupport.importAll(OSMTestSupport.fixture(base + suffix))
    }

    private func isInside(_ record: OSMRecord, _ rings: [[(Int, Int)]]) -> Bool {
        PolygonOracle.contains(rings.map(PolygonOracle.grid), latitudeE7: record.fields.latitudeE7, longitudeE7: record.fields.longitudeE7)
    }

    @Test("XML and PBF give identical records and boundaries", arguments: [multipolygons, boundaries])
    func formatsAgree(base: String) throws {
        let xml = try load(base), pbf = try load(base, ".osm.pbf")
        #expect(!xml.records.isEmpty)
        #expect(xml.records == pbf.records)
        #expect(xml.boundaries == pbf.boundaries)
        #expect(xml.report.skipped == pbf.report.skipped)
    }

    @Test("a ring closed across three ways, one reversed, keeps its untagged hole: the park's point is in the frame")
    func multiWayRingWithHole() throws {
        let park = try load(Self.multipolygons).record(.osmRelation, 1)
        #expect(park.name == "Stadtpark")
        #expect(park.fields.category == "leisure=park")
        let outer = [(0, 0), (0, 10), (10, 10), (10, 0)], pond = [(2, 2), (2, 8), (8, 8), (8, 2)]
        #expect(isInside(park, [outer, pond]))
        #expect(!isInside(park, [pond]))
        #expect(park.fields.extent == BoundingBox(minLatitude: 47.0, minLongitude: 9.5, maxLatitude: 47.01, maxLongitude: 9.51))
    }

    @Test("an area whose ways never close is counted and skipped, never fatal")
    func brokenRing() throws {
        let result = try load(Self.multipolygons)
        #expect(!result.records.contains { $0.fields.id == SourceID(kind: .osmRelation, value: 2) })
        #expect(result.report.skipped[.brokenArea]?.examples == ["relation 2"])
        #expect(result.report.skipped[.openRing]?.examples == ["relation 2"])
    }

    @Test("a member missing from the file is reported; the rings that close are still built")
    func missingMember() throws {
        let result = try load(Self.multipolygons)
        #expect(result.report.skipped[.missingMember]?.examples == ["relation 3 way 999"])
        let lake = try result.record(.osmRelation, 3)
        #expect(lake.fields.featureClass == UInt8(ascii: "H"))
        #expect(isInside(lake, [[(30, 0), (30, 6), (36, 6), (36, 0)]]))
    }

    @Test("an old-style multipolygon: the tagged outer way is the record, placed outside the relation's hole")
    func oldStyleMultipolygon() throws {
        let result = try load(Self.multipolygons)
        #expect(!result.records.contains { $0.fields.id == SourceID(kind: .osmRelation, value: 4) })
        let meadow = try result.record(.osmWay, 8)
        #expect(meadow.fields.category == "landuse=meadow")
        let outer = [(40, 0), (40, 10), (50, 10), (50, 0)], hole = [(42, 1), (42, 9), (48, 9), (48, 1)]
        #expect(isInside(meadow, [outer, hole]))
        // The way's own centroid (45, 5) would lie in the hole.
        #expect(!isInside(meadow, [hole]))
    }

    @Test("a ring inside another is a hole even when its role is empty")
    func holeWithoutRole() throws {
        let pitch = try load(Self.multipolygons).record(.osmRelation, 5)
        #expect(pitch.name.isEmpty)
        #expect(isInside(pitch, [[(60, 0), (60, 10), (64, 10), (64, 0)], [(61, 1), (61, 9), (63, 9), (63, 1)]]))
    }

    @Test("a waterway relation is one record on its longest member, spanning all of them")
    func waterwayRelation() throws {
        let river = try load(Self.multipolygons).record(.osmRelation, 6)
        #expect(river.name == "Rhein")
        #expect(river.alternateNames == ["Rhin"])
        #expect(river.fields.category == "waterway=river")
        #expect(river.fields.extent == BoundingBox(minLatitude: 47.07, minLongitude: 9.5, maxLatitude: 47.075, maxLongitude: 9.52))
        // On w13 (34 → 35 → 36), the longer member: east of node 34.
        #expect(river.fields.longitudeE7 > 95_030_000)
    }

    @Test("a boundary's label node, inside it, is its point")
    func labelNode() throws {
        let municipality = try load(Self.boundaries).record(.osmRelation, 20)
        #expect((municipality.fields.latitudeE7, municipality.fields.longitudeE7) == (470_200_000, 95_250_000))
    }

    @Test("a U-shaped area gets a point inside it where its centroid is outside; a label node outside its area is ignored")
    func concaveArea() throws {
        let result = try load(Self.boundaries)
        let country = try result.record(.osmRelation, 21)
        #expect((country.fields.latitudeE7, country.fields.longitudeE7) != (470_600_000, 95_600_000))
        #expect(isInside(country, [[(-5, -5), (-5, 45), (45, 45), (45, -5)], [(35, 35), (35, 40), (40, 40), (40, 35)]]))

        // The same U shape without its label, as a plain area, through the assembler.
        let u = [(0, 0), (0, 30), (30, 30), (30, 20), (5, 20), (5, 10), (30, 10), (30, 0)]
        let grid = PolygonOracle.grid(u)
        let area = AssembledArea(members: [RingAssembler.Member(
            points: (grid + grid.prefix(1)).map { OSMLocation(latitudeE7: Int64($0.0), longitudeE7: Int64($0.1))! }, isInner: false)])
        let point = try #require(area.representativePoint)
        #expect(PolygonOracle.contains([grid], latitudeE7: point.latitudeE7, longitudeE7: point.longitudeE7))
        var sumX = 0.0, sumY = 0.0, twiceArea = 0.0
        for index in grid.indices {
            let a = grid[index], b = grid[(index + 1) % grid.count]
            let cross = Double(a.1) * Double(b.0) - Double(b.1) * Double(a.0)
            twiceArea += cross
            sumX += (Double(a.1) + Double(b.1)) * cross
            sumY += (Double(a.0) + Double(b.0)) * cross
        }
        let centroid = (Int32(sumY / (3 * twiceArea)), Int32(sumX / (3 * twiceArea)))
        #expect(!PolygonOracle.contains([grid], latitudeE7: centroid.0, longitudeE7: centroid.1))

        let municipality = try result.record(.osmRelation, 20)
        #expect(isInside(municipality, [u]))
        #expect(municipality.fields.category == "boundary=administrative")
        #expect(municipality.fields.featureCode == "ADM3")
        #expect(municipality.fields.population == 1_200)
        #expect(municipality.fields.tags == [RecordTag(key: "admin_level", value: "8")])
        #expect(municipality.fields.address == PostalAddress(postcode: "9495"))
    }

    @Test("a postcode area without a name is a record named by its postcode")
    func postcodeArea() throws {
        let postcode = try load(Self.boundaries).record(.osmWay, 27)
        #expect(postcode.name == "9497")
        #expect(postcode.fields.category == "boundary=postal_code")
        #expect(postcode.fields.featureCode.isEmpty)
        #expect(postcode.fields.address == PostalAddress(postcode: "9497"))
        #expect(isInside(postcode, [[(10, 40), (10, 44), (14, 44), (14, 40)]]))
    }

    @Test("boundaries carry level, names, ISO code and nested, oriented rings; unnamed ones are polygons only")
    func boundaryPolygons() throws {
        let result = try load(Self.boundaries)
        let country = try result.boundary(.osmRelation, 21)
        #expect(country.adminLevel == 2)
        #expect(country.countryCode == "LI")
        #expect(country.name == "Liechtenstein")
        #expect(country.alternateNames == ["Fürstentum Liechtenstein"])
        #expect(country.rings.map(\.isOuter) == [true, false])
        let rings = PolygonOracle.rings(of: country)
        #expect(PolygonOracle.twiceSignedArea(rings[0]) > 0)
        #expect(PolygonOracle.twiceSignedArea(rings[1]) < 0)
        #expect(country.rings.allSatisfy { $0.latitudesE7.first == $0.latitudesE7.last && $0.longitudesE7.first == $0.longitudesE7.last })
        // Inside the country, not in the enclave.
        #expect(PolygonOracle.contains(rings, latitudeE7: 470_100_000, longitudeE7: 95_100_000))
        #expect(!PolygonOracle.contains(rings, latitudeE7: 470_370_000, longitudeE7: 95_370_000))

        let unnamed = try result.boundary(.osmRelation, 22)
        #expect(unnamed.name.isEmpty && unnamed.adminLevel == 2)
        #expect(!result.records.contains { $0.fields.id == SourceID(kind: .osmRelation, value: 22) })
        #expect(try result.boundary(.osmRelation, 20).rings.count == 1)
    }

    @Test("a closed boundary way is a boundary and a record; an open one is neither")
    func boundaryWays() throws {
        let result = try load(Self.boundaries)
        #expect(try result.boundary(.osmWay, 24).adminLevel == 10)
        #expect(try result.record(.osmWay, 24).fields.featureCode == "ADM4")
        #expect(!result.boundaries.contains { $0.id == SourceID(kind: .osmWay, value: 25) })
        #expect(!result.records.contains { $0.fields.id == SourceID(kind: .osmWay, value: 25) })
        #expect(result.boundaries.count == 4)
    }
}
