import GazetteerIndex
import Testing
@testable import GazetteerImport

/// `Data/osm/n17-w2-addresses-categories.osm`: addresses and objects with several categories.
@Suite("Addresses and multi-category objects from the hand-written fixture")
struct OSMAddressFixtureTests {
    static let base = "n17-w2-addresses-categories"

    private func load(_ suffix: String = ".osm") throws -> OSMImport {
        try OSMTestSupport.importAll(OSMTestSupport.fixture(Self.base + suffix))
    }

    @Test("XML and PBF give identical records")
    func formatsAgree() throws {
        let xml = try load()
        #expect(xml.records.count == 8)
        #expect(try load(".osm.pbf").records == xml.records)
    }

    @Test("a point of interest carries its address and every main tag as a category")
    func pharmacy() throws {
        let pharmacy = try load().record(.osmNode, 1)
        #expect(pharmacy.fields.category == "amenity=pharmacy")
        #expect(pharmacy.fields.otherCategories == ["healthcare=pharmacy"])
        #expect(pharmacy.fields.address == PostalAddress(street: "Äulestrasse", houseNumber: "38", postcode: "9490", city: "Vaduz"))
        #expect(pharmacy.fields.tags == [RecordTag(key: "wheelchair", value: "yes")])
    }

    @Test("an object that is only an address is a place=house record without a name; addr:place stands for the street")
    func addressOnly() throws {
        let result = try load()
        let house = try result.record(.osmNode, 2)
        #expect(house.name.isEmpty)
        #expect(house.fields.category == "place=house")
        #expect(house.fields.address == PostalAddress(street: "Landstrasse", houseNumber: "5", postcode: "9494"))
        #expect(try result.record(.osmNode, 3).fields.address == PostalAddress(street: "Malbun", houseNumber: "12a"))
    }

    @Test("a house number without a street or place, or a street without a number, is not a record; shop=no is no shop")
    func incomplete() throws {
        let ids = try load().records.map(\.fields.id.value)
        #expect(!ids.contains(4))
        #expect(!ids.contains(5))
        #expect(!ids.contains(9))
    }

    @Test("a building that is only an address is placed inside its outline, with its extent")
    func addressBuilding() throws {
        let building = try load().record(.osmWay, 1)
        #expect(building.fields.category == "place=house")
        #expect(building.fields.address == PostalAddress(street: "Kirchstrasse", houseNumber: "1"))
        #expect(PolygonOracle.contains([PolygonOracle.grid([(10, 0), (10, 2), (12, 2), (12, 0)])],
                                       latitudeE7: building.fields.latitudeE7, longitudeE7: building.fields.longitudeE7))
        #expect(building.fields.extent == BoundingBox(minLatitude: 47.01, minLongitude: 9.5, maxLatitude: 47.012, maxLongitude: 9.502))
    }

    @Test("main categories follow key order; the others stay searchable", arguments: [
        (SourceID.Kind.osmNode, UInt64(6), "tourism=viewpoint", ["natural=peak"]),
        (.osmNode, 7, "public_transport=platform", ["highway=bus_stop"]),
        (.osmNode, 8, "railway=station", ["public_transport=station"]),
        (.osmWay, 2, "amenity=place_of_worship", ["building=church"]),
    ])
    func categories(kind: SourceID.Kind, id: UInt64, main: String, others: [String]) throws {
        let record = try load().record(kind, id)
        #expect(record.fields.category == main)
        #expect(record.fields.otherCategories == others)
    }

    @Test("a peak keeps its elevation; a station gets a GeoNames code")
    func tagsAndCodes() throws {
        let result = try load()
        #expect(try result.record(.osmNode, 6).fields.tags == [RecordTag(key: "ele", value: "2000")])
        #expect(try result.record(.osmNode, 8).fields.featureCode == "RSTN")
        #expect(try result.record(.osmWay, 2).fields.address == PostalAddress(street: "Städtle", houseNumber: "20", city: "Vaduz"))
    }
}
