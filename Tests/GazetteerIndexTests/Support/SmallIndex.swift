import GazetteerIndex
import GazetteerTestSupport

/// A small index that fills every section: 30 records, most in one town (so that spatial walks
/// split cells below the directory), names and alternate names, heavy prefixes with top lists,
/// categories, tags, admin1 and country names, and two boundaries (a country with a hole, a municipality).
enum SmallIndex {
    static let options = IndexBuilder.Options(gridLevel: 1, topListLength: 3, heavyThreshold: 2, createdAt: 1_700_000_000)
    static let countryNames = ["LI": "Liechtenstein", "CH": "Switzerland"]
    static let admin1Names = ["LI.11": "Vaduz", "LI.07": "Schaan", "CH.SG": "Sankt Gallen"]

    static func records() -> [TestRecord] {
        var random = SplitMix64(seed: 0x5A11)
        var records: [TestRecord] = []
        for number in 0..<26 {
            var record = populatedPlace(
                UInt64(100 + number), number.isMultiple(of: 3) ? "" : "Va\(["duz", "lü", "ra", "sa"][number % 4]) \(number)",
                latitude: 47.14 + random.gaussian() * 0.001, longitude: 9.52 + random.gaussian() * 0.001,
                country: "LI", admin1: number.isMultiple(of: 2) ? "11" : "07", population: UInt64(random.below(5_000)),
                alternateNames: number.isMultiple(of: 5) ? ["Schaan \(number)", "Sch"] : [])
            if number.isMultiple(of: 3) {
                record.fields.featureClass = 0
                record.fields.featureCode = ""
                record.fields.category = number.isMultiple(of: 2) ? "amenity=toilets" : "amenity=bench"
                record.fields.tags = [RecordTag(key: "wheelchair", value: "yes"), RecordTag(key: "fee", value: "no")]
            }
            records.append(record)
        }
        records.append(populatedPlace(1, "Vaduz", latitude: 47.1410, longitude: 9.5209, country: "LI", admin1: "11", population: 5_197, featureCode: "PPLC"))
        records.append(populatedPlace(2, "Sankt Gallen", latitude: 47.4239, longitude: 9.3748, country: "CH", admin1: "SG", population: 75_833, alternateNames: ["St. Gallen"]))
        records.append(populatedPlace(3, "Nuku'alofa", latitude: -21.1394, longitude: -175.2018, population: 22_400))
        records.append(populatedPlace(4, "Alert", latitude: 82.5018, longitude: -62.3481, population: 62))
        return records
    }

    static func boundaries() -> [BoundaryPolygon] {
        [
            AreaData.boundary(9, "Liechtenstein", level: 2, country: "LI", [
                AreaData.ring([(47.05, 9.47), (47.05, 9.63), (47.27, 9.63), (47.27, 9.55), (47.20, 9.52), (47.27, 9.49)]),
                AreaData.box(south: 47.2, west: 9.58, north: 47.22, east: 9.6, outer: false),
            ]),
            AreaData.boundary(10, "Vaduz", level: 8, [AreaData.box(south: 47.12, west: 9.5, north: 47.16, east: 9.54)]),
        ]
    }

    static func build() throws -> BuiltIndex {
        try BuiltIndex(records(), options: options, countryNames: countryNames, admin1Names: admin1Names, boundaries: boundaries())
    }

    /// Runs every kind of query on an index, for damaged files that still open.
    static func exercise(_ gazetteer: Gazetteer) {
        for number in 0..<gazetteer.count { _ = gazetteer.place(at: number) }
        let town = Coordinate(latitude: 47.14, longitude: 9.52)
        var hits: [SpatialHit] = []
        gazetteer.nearbyHits(town, radiusMeters: 5_000, limit: 100, into: &hits)
        gazetteer.nearbyHits(town, radiusMeters: 20_000_000, limit: 10, filter: PlaceFilter(categories: ["toilets"]), into: &hits)
        gazetteer.nearbyHits(Coordinate(latitude: 0, longitude: 180), radiusMeters: .infinity, limit: 3, into: &hits)
        _ = gazetteer.reverse(Coordinate(latitude: 90, longitude: 0))
        _ = gazetteer.reverse(points: [town, Coordinate(latitude: 47.2, longitude: 9.6), Coordinate(latitude: -10, longitude: 170)])
        _ = gazetteer.reverseGeocode(town)
        _ = gazetteer.areas(containing: Coordinate(latitude: 47.21, longitude: 9.59))
        _ = gazetteer.search("v", limit: 2)
        _ = gazetteer.search("s", limit: 3)
        _ = gazetteer.search("va", limit: 10, countryCode: "LI")
        _ = gazetteer.search("Vaduz, Liechtenstein")
        _ = gazetteer.search("sch, 07", limit: 3, near: town)
    }
}
