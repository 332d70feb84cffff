import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("Bounding-box queries")
struct BoxQueryOracleTests {
    static let filters: [PlaceFilter] = [
        .any,
        .populatedPlaces,
        PlaceFilter(categories: ["toilets"]),
        PlaceFilter(countryCode: "li"),
        PlaceFilter(source: "geonames"),
        PlaceFilter(featureClass: "P", countryCode: "CH", source: "osm"),
        PlaceFilter(categories: ["amenity=bench"], countryCode: "LI"),
        PlaceFilter(countryCode: "ZZ"),
        PlaceFilter(source: "wikidata"),
    ]

    @Test("box walks match a brute-force scan, in record order", arguments: SpatialScenario.allCases)
    func boxWalksMatchBruteForce(_ scenario: SpatialScenario) throws {
        let records = withCountriesAndSources(scenario.records(), seed: scenario.seed)
        let index = try BuiltIndex(records, options: scenario.options)
        let oracle = SpatialOracle(records: index.records)
        var random = SplitMix64(seed: scenario.seed ^ 0xB0C5)
        var failures: [String] = []
        for box in queryBoxes(around: index.records, random: &random) {
            for filter in Self.filters {
                let expected = index.records.indices.filter { inBox(index.records[$0], box) && oracle.matches($0, filter) }
                let actual = Array(index.gazetteer.records(within: box, filter: filter))
                if actual != expected {
                    failures.append("\(box) \(filter): \(actual.count) records, brute force \(expected.count)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failing boxes, e.g.\n\(failures.prefix(5).joined(separator: "\n"))")
    }

    @Test("within returns the most important records of the box", arguments: [SpatialScenario.citiesGridLevel3, .nearThePoles, .acrossTheAntimeridian, .oneRecord])
    func withinKeepsTheMostImportant(_ scenario: SpatialScenario) throws {
        let records = scenario.records()
        let index = try BuiltIndex(records, options: scenario.options)
        var random = SplitMix64(seed: scenario.seed ^ 0x1A9)
        let importance = (0..<index.gazetteer.count).map { index.gazetteer.place(at: $0).importance }
        for box in queryBoxes(around: index.records, random: &random) {
            let inside = index.records.indices.filter { inBox(index.records[$0], box) }
                .sorted { importance[$0] != importance[$1] ? importance[$0] > importance[$1] : $0 < $1 }
            for limit in [1, 7, 100, 5_000] {
                let places = index.gazetteer.within(box, limit: limit)
                #expect(places.map(\.recordNumber) == Array(inside.prefix(limit)), "\(box) limit \(limit)")
            }
        }
    }

    @Test("box and circle walks keep exactly the records in both", arguments: [SpatialScenario.citiesDefaultGrid, .nearThePoles, .acrossTheAntimeridian])
    func circleWalksMatchBruteForce(_ scenario: SpatialScenario) throws {
        let records = scenario.records()
        let index = try BuiltIndex(records, options: scenario.options)
        var random = SplitMix64(seed: scenario.seed ^ 0xC1C)
        let boxes = [BoundingBox.world] + queryBoxes(around: index.records, random: &random).prefix(12)
        for point in spatialQueryPoints(for: records, random: &random, randomCount: 3) {
            for radius in [500.0, 50_000, 2_000_000] {
                let slack = SpatialOracle.tolerance(radius)
                for box in boxes {
                    let actual = Array(index.gazetteer.records(within: box, near: point, radiusMeters: radius))
                    #expect(actual == actual.sorted(), "records out of order")
                    let found = Set(actual)
                    for record in index.records.indices {
                        let distance = SpatialOracle.distanceMeters(point, coordinate(index.records[record]))
                        let wanted = inBox(index.records[record], box)
                        if wanted && distance <= radius - slack { #expect(found.contains(record), "\(point) \(radius) \(box): missing \(record)") }
                        if !wanted || distance > radius + slack { #expect(!found.contains(record), "\(point) \(radius) \(box): extra \(record)") }
                    }
                }
            }
        }
    }

    @Test("a box with no records, one record, or an invalid box")
    func emptyAndSingleBoxes() throws {
        let none = try BuiltIndex([])
        #expect(Array(none.gazetteer.records()).isEmpty)
        #expect(none.gazetteer.within(.world).isEmpty)

        let one = try BuiltIndex(SpatialScenario.oneRecord.records())
        let point = coordinate(one.records[0])
        let exact = BoundingBox(minLatitude: point.latitude, minLongitude: point.longitude, maxLatitude: point.latitude, maxLongitude: point.longitude)
        #expect(Array(one.gazetteer.records(within: exact)) == [0])
        #expect(Array(one.gazetteer.records()) == [0])
        let beside = BoundingBox(minLatitude: point.latitude, minLongitude: point.longitude + 1e-7, maxLatitude: 90, maxLongitude: 180)
        #expect(Array(one.gazetteer.records(within: beside)).isEmpty)
        let ocean = BoundingBox(minLatitude: -40, minLongitude: -30, maxLatitude: -39, maxLongitude: -29)
        #expect(one.gazetteer.within(ocean).isEmpty)
        let upsideDown = BoundingBox(minLatitude: 50, minLongitude: 0, maxLatitude: 40, maxLongitude: 20)
        #expect(Array(one.gazetteer.records(within: upsideDown)).isEmpty)
        let notANumber = BoundingBox(minLatitude: .nan, minLongitude: 0, maxLatitude: 50, maxLongitude: 20)
        #expect(one.gazetteer.within(notANumber).isEmpty)
        #expect(Array(one.gazetteer.records(near: point, radiusMeters: 0)) == [0])
        #expect(Array(one.gazetteer.records(near: point, radiusMeters: -1)).isEmpty)
    }

    @Test("box edges are checked and named when wrong")
    func boxEdgesAreChecked() throws {
        #expect(try BoundingBox(parsing: "9.47, 47.04,9.64,47.28") == BoundingBox(minLatitude: 47.04, minLongitude: 9.47, maxLatitude: 47.28, maxLongitude: 9.64))
        #expect(try BoundingBox(parsing: "170,-20,-170,20").crossesAntimeridian)
        #expect(throws: BoundingBoxError.wrongCount(text: "1,2,3", count: 3)) { try BoundingBox(parsing: "1,2,3") }
        #expect(throws: BoundingBoxError.notANumber(edge: "east", text: "x")) { try BoundingBox(parsing: "1,2,x,4") }
        #expect(throws: BoundingBoxError.notANumber(edge: "north", text: "inf")) { try BoundingBox(parsing: "1,2,3,inf") }
        #expect(throws: BoundingBoxError.latitudeOutOfRange(edge: "north", value: 91)) { try BoundingBox(parsing: "1,2,3,91") }
        #expect(throws: BoundingBoxError.longitudeOutOfRange(edge: "west", value: -181)) { try BoundingBox(parsing: "-181,2,3,4") }
        #expect(throws: BoundingBoxError.southAboveNorth(south: 5, north: 4)) { try BoundingBox(parsing: "1,5,3,4") }
        #expect(BoundingBoxError.southAboveNorth(south: 5, north: 4).description == "the south edge 5.0 lies north of the north edge 4.0")
    }
}

/// Countries (`LI`, `CH`, none) and sources (GeoNames for a quarter) spread over the records, for
/// the filters of box walks.
private func withCountriesAndSources(_ records: [TestRecord], seed: UInt64) -> [TestRecord] {
    var random = SplitMix64(seed: seed ^ 0xC0DE)
    return records.map { record in
        var record = record
        record.fields.countryCode = random.pick(["LI", "CH", ""])
        if random.chance(0.25) { record.fields.id = SourceID(kind: .geonames, value: record.fields.id.value) }
        return record
    }
}

private func coordinate(_ record: TestRecord) -> Coordinate {
    Coordinate(latitude: record.latitude, longitude: record.longitude)
}

/// Whether a record lies in a box, edges included, compared in fixed point; written apart from the library.
private func inBox(_ record: TestRecord, _ box: BoundingBox) -> Bool {
    func e7(_ degrees: Double) -> Int64 { Int64((degrees * 10_000_000).rounded()) }
    let latitude = Int64(record.fields.latitudeE7), longitude = Int64(record.fields.longitudeE7)
    guard latitude >= e7(box.minLatitude) && latitude <= e7(box.maxLatitude) else { return false }
    let west = e7(box.minLongitude), east = e7(box.maxLongitude)
    return west <= east ? longitude >= west && longitude <= east : longitude >= west || longitude <= east
}

/// Boxes of every size, across the antimeridian, up to the poles, a meridian line, the world, and
/// boxes whose edges pass exactly through records.
private func queryBoxes(around records: [TestRecord], random: inout SplitMix64) -> [BoundingBox] {
    var boxes: [BoundingBox] = [
        .world,
        BoundingBox(minLatitude: -90, minLongitude: 170, maxLatitude: 90, maxLongitude: -170),
        BoundingBox(minLatitude: 80, minLongitude: -180, maxLatitude: 90, maxLongitude: 180),
        BoundingBox(minLatitude: -90, minLongitude: -10, maxLatitude: -85, maxLongitude: 100),
        BoundingBox(minLatitude: 89.99, minLongitude: 179, maxLatitude: 90, maxLongitude: -179),
        BoundingBox(minLatitude: -60, minLongitude: 180, maxLatitude: 60, maxLongitude: 180),
        BoundingBox(minLatitude: -60, minLongitude: -180, maxLatitude: 60, maxLongitude: -180),
        BoundingBox(minLatitude: -60, minLongitude: 180, maxLatitude: 60, maxLongitude: -180),
        BoundingBox(minLatitude: 40, minLongitude: 10.5, maxLatitude: 41, maxLongitude: 10.5),
        BoundingBox(minLatitude: -40, minLongitude: -30, maxLatitude: -39.9, maxLongitude: -29.9),
    ]
    for _ in 0..<14 {
        let west = random.uniform(-180, 180)
        var east = west + random.pick([0.001, 0.1, 1, 10, 90, 200, 359])
        if east > 180 { east -= 360 }
        let south = random.uniform(-90, 90)
        let north = min(90, south + random.pick([0.001, 0.1, 1, 10, 60, 180]))
        boxes.append(BoundingBox(minLatitude: south, minLongitude: west, maxLatitude: north, maxLongitude: east))
    }
    for _ in 0..<(records.isEmpty ? 0 : 8) {
        let a = random.pick(records), b = random.pick(records)
        boxes.append(BoundingBox(
            minLatitude: min(a.latitude, b.latitude), minLongitude: a.longitude,
            maxLatitude: max(a.latitude, b.latitude), maxLongitude: b.longitude))
    }
    return boxes
}
