import Foundation
import GazetteerIndex
import Testing
@testable import GazetteerImport

/// Counts per category and per object type on the Liechtenstein extract of 2013-08-03, against
/// osmium-tool 1.15 (the test itself needs only the extract; it is skipped when the file is absent).
///
/// Key counts come from `Scripts/osmium-category-counts.py liechtenstein-2013-08-03.osm.pbf`, which chains
/// `osmium tags-filter -R` runs (one run's expressions are an OR, a chain an AND) and reads
/// `osmium fileinfo -e -g data.count.nodes|ways|relations`, following ``OSMCategoryRules``:
/// - every value counts: `osmium tags-filter -R in.pbf nw/amenity`;
/// - named only: `osmium tags-filter -R in.pbf nw/landuse -o a.pbf && osmium tags-filter -R a.pbf name -o b.pbf`;
/// - listed values plus other named ones: `nw/natural=peak,volcano,…` + (`nw/natural!=peak,volcano,…` → `name`),
///   less `nw/natural=coastline` → `name`;
/// - boundaries: `a/boundary=administrative` → `name`, and `a/boundary=postal_code` → `postal_code` (closed ways
///   and area relations; the extract has no postcode areas);
/// - addresses: `nw/addr:housenumber` → `addr:street,addr:place`;
/// - relations: first `osmium tags-filter -R in.pbf r/type=multipolygon,boundary,waterway -o rel.pbf`, then the same
///   chains on `rel.pbf` with `r/` expressions.
/// Value counts: `osmium tags-filter -R in.pbf nw/amenity=parking` (nodes, ways), and on `rel.pbf`
/// `r/amenity=parking` (relations). The extract has no `=no` values for these keys (`osmium tags-filter -R in.pbf
/// amenity=no` … `boundary=no` keep nothing), and no empty names.
///
/// Relations differ from osmium by exactly the areas the extract cuts open: of the 36 named
/// `boundary=administrative` relations, 21 have member ways outside the extract and no ring that closes
/// (`osmium export` cannot build them either); `place` relations r10 (Switzerland) and r100 (Rätikon) likewise.
@Suite("Category counts on the Liechtenstein extract match osmium",
       .enabled(if: FileManager.default.fileExists(atPath: OSMTestSupport.liechtensteinPBF)))
struct OSMCategoryCountTests {
    /// Key → (nodes, ways, relations) as osmium counts them (relations of the built types).
    static let osmiumKeyCounts: [String: (Int, Int, Int)] = [
        "amenity": (244, 145, 0), "shop": (41, 7, 0), "tourism": (52, 7, 0), "leisure": (11, 75, 1),
        "historic": (5, 6, 1), "healthcare": (0, 0, 0), "office": (0, 0, 0), "craft": (0, 0, 0),
        "place": (20, 0, 2), "water": (0, 0, 0), "landuse": (0, 12, 0), "building": (6, 67, 1),
        "boundary": (0, 0, 36), "natural": (12, 7, 1), "aeroway": (1, 3, 0), "waterway": (0, 27, 0),
        "man_made": (1, 3, 0), "public_transport": (47, 3, 0), "railway": (4, 0, 0), "highway": (308, 1213, 0),
        "address": (66, 130, 0),
    ]

    /// Relations osmium counts whose rings the extract cuts open: neither we nor `osmium export` can build them.
    static let cutOpen: [String: [UInt64]] = [
        "boundary": [3, 10, 12, 13, 14, 15, 16, 17, 58, 59, 60, 61, 62, 63, 65, 66, 67, 68, 69, 70, 95],
        "place": [10, 100],
    ]

    /// Category → (nodes, ways, relations) as osmium counts them.
    static let osmiumValueCounts: [String: (Int, Int, Int)] = [
        "amenity=parking": (36, 91, 0), "amenity=toilets": (7, 0, 0), "amenity=restaurant": (31, 1, 0),
        "tourism=hotel": (12, 0, 0), "highway=bus_stop": (308, 0, 0), "natural=peak": (12, 0, 0),
        "leisure=pitch": (1, 46, 1), "historic=castle": (1, 1, 1), "shop=supermarket": (8, 3, 0),
        "public_transport=platform": (42, 3, 0),
    ]

    /// The records of the PBF import, read once for all tests.
    static let records: [OSMRecord] = (try? OSMTestSupport.importRecords(OSMTestSupport.liechtensteinPBF).records) ?? []

    private static func categories(_ record: OSMRecord) -> [String] {
        // place=house is the category of address-only records, not a place tag (the extract has no place=house).
        ([record.fields.category] + record.fields.otherCategories).filter { $0 != "place=house" }
    }

    private static func counts(where matches: (OSMRecord) -> Bool) -> (Int, Int, Int) {
        var counts = (0, 0, 0)
        for record in records where matches(record) {
            switch record.fields.id.kind {
            case .osmNode: counts.0 += 1
            case .osmWay: counts.1 += 1
            default: counts.2 += 1
            }
        }
        return counts
    }

    @Test("per key and object type, the records equal osmium's counts (relations: less those cut open)",
          arguments: osmiumKeyCounts.keys.sorted())
    func keyCounts(key: String) throws {
        let expected = try #require(Self.osmiumKeyCounts[key])
        let ours: (Int, Int, Int)
        if key == "address" {
            ours = Self.counts { !$0.fields.address.houseNumber.isEmpty && !$0.fields.address.street.isEmpty }
        } else {
            ours = Self.counts { Self.categories($0).contains { $0.hasPrefix(key + "=") } }
        }
        let cut = Self.cutOpen[key] ?? []
        #expect(ours.0 == expected.0)
        #expect(ours.1 == expected.1)
        #expect(ours.2 == expected.2 - cut.count)
        for id in cut { #expect(!Self.records.contains { $0.fields.id == SourceID(kind: .osmRelation, value: id) }) }
    }

    @Test("per category and object type, the records equal osmium's counts", arguments: osmiumValueCounts.keys.sorted())
    func valueCounts(category: String) throws {
        let expected = try #require(Self.osmiumValueCounts[category])
        let ours = Self.counts { Self.categories($0).contains(category) }
        #expect(ours == expected)
    }

    @Test("address-only records are exactly the addresses with no other category")
    func addressOnly() {
        let houses = Self.records.filter { $0.fields.category == "place=house" }
        #expect(houses.count == 149)
        #expect(houses.allSatisfy { !$0.fields.address.houseNumber.isEmpty && $0.fields.otherCategories.isEmpty })
    }
}
