import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("Which areas contain a point")
struct AreaContainmentTests {
    /// A country (level 2) with a region (4) and two municipalities (8): a concave U-shaped one
    /// with an enclave in a hole, the enclave itself, and an exclave in two parts.
    static let nested: [BoundaryPolygon] = [
        AreaData.boundary(1, "Freedonia", level: 2, country: "FD", [AreaData.box(south: 0, west: 0, north: 10, east: 10)]),
        AreaData.boundary(2, "Upper Region", level: 4, [AreaData.box(south: 5, west: 0, north: 10, east: 10)]),
        // U shape: open to the north between longitudes 4 and 6.
        AreaData.boundary(3, "Horseshoe", level: 8, [AreaData.ring([(5, 1), (5, 9), (9, 9), (9, 6), (6, 6), (6, 4), (9, 4), (9, 1)])]),
        AreaData.boundary(4, "Ringwood", level: 8, [
            AreaData.box(south: 1, west: 1, north: 4, east: 4),
            AreaData.box(south: 2, west: 2, north: 3, east: 3, outer: false),
        ]),
        AreaData.boundary(5, "Middlemarch", level: 8, [AreaData.box(south: 2.2, west: 2.2, north: 2.8, east: 2.8)]),
        AreaData.boundary(6, "Twin Isles", level: 8, [
            AreaData.box(south: 1, west: 6, north: 2, east: 7), AreaData.box(south: 3, west: 8, north: 4, east: 9),
        ]),
    ]

    @Test("nested areas come country first, and concave shapes, holes and parts are respected")
    func nestedAreas() throws {
        let bytes = AreaSectionBuilder.build(Self.nested, toleranceMeters: 0).bytes
        func names(_ latitude: Double, _ longitude: Double) throws -> [String] {
            try AreaData.names(in: bytes, latitude: latitude, longitude: longitude)
        }
        #expect(try names(7, 2) == ["Freedonia", "Upper Region", "Horseshoe"])
        #expect(try names(8, 5) == ["Freedonia", "Upper Region"], "in the notch of the U")
        #expect(try names(5.5, 5) == ["Freedonia", "Upper Region", "Horseshoe"], "below the notch")
        #expect(try names(1.5, 1.5) == ["Freedonia", "Ringwood"])
        #expect(try names(2.1, 2.1) == ["Freedonia"], "in the hole, outside the enclave")
        #expect(try names(2.5, 2.5) == ["Freedonia", "Middlemarch"], "in the enclave in the hole")
        #expect(try names(1.5, 6.5) == ["Freedonia", "Twin Isles"])
        #expect(try names(3.5, 8.5) == ["Freedonia", "Twin Isles"])
        #expect(try names(3, 7.5) == ["Freedonia"], "between the two parts")
        #expect(try names(11, 5).isEmpty)
        #expect(try names(-0.000_000_1, 5).isEmpty)
        #expect(try names(0.000_000_1, 5) == ["Freedonia"])
    }

    @Test("points a centimetre either side of a border fall on their own side")
    func bordersAreSharp() throws {
        let bytes = AreaSectionBuilder.build(Self.nested, toleranceMeters: 0).bytes
        for latitude in stride(from: 5.05, to: 8.95, by: 0.37) {
            #expect(try AreaData.names(in: bytes, latitude: latitude, longitude: 3.999_999_9).last == "Horseshoe")
            #expect(try AreaData.names(in: bytes, latitude: max(latitude, 6.05), longitude: 4.000_000_1).last != "Horseshoe")
        }
        // On a border: inside.
        #expect(try AreaData.names(in: bytes, latitude: 7, longitude: 4).last == "Horseshoe")
    }

    @Test("an area across the antimeridian contains points on both sides, and ±180° are one meridian")
    func antimeridian() throws {
        let fiji = AreaData.boundary(10, "Fiji", level: 2, country: "FJ", [
            AreaData.ring([(-18, 178), (-18, -178), (-16, -178), (-16, 178)]),
        ])
        // The same shape as OpenStreetMap draws it: two rings meeting at the antimeridian.
        let split = AreaData.boundary(11, "Split Fiji", level: 4, [
            AreaData.ring([(-18, 178), (-18, 180), (-16, 180), (-16, 178)]),
            AreaData.ring([(-18, -180), (-18, -178), (-16, -178), (-16, -180)]),
        ])
        let bytes = AreaSectionBuilder.build([fiji, split], toleranceMeters: 0).bytes
        for longitude in [178.5, 179.999, 180, -180, -179.5, -178.001] {
            #expect(try AreaData.names(in: bytes, latitude: -17, longitude: longitude) == ["Fiji", "Split Fiji"], "\(longitude)")
        }
        for longitude in [177.9, -177.9, 0, 1] {
            #expect(try AreaData.names(in: bytes, latitude: -17, longitude: longitude).isEmpty, "\(longitude)")
        }
    }

    @Test("a ring around a pole contains the pole")
    func polarCap() throws {
        let cap = AreaData.boundary(20, "Arctic Cap", level: 2, [
            AreaData.ring((0..<36).map { (85, -180 + Double($0) * 10) }),
        ])
        let bytes = AreaSectionBuilder.build([cap], toleranceMeters: 0).bytes
        for longitude in [-180.0, -90, 0, 45, 179.9, 180] {
            #expect(try AreaData.names(in: bytes, latitude: 89, longitude: longitude) == ["Arctic Cap"], "\(longitude)")
            #expect(try AreaData.names(in: bytes, latitude: 90, longitude: longitude) == ["Arctic Cap"], "\(longitude)")
            #expect(try AreaData.names(in: bytes, latitude: 80, longitude: longitude).isEmpty, "\(longitude)")
        }
    }

    @Test("random concave polygons with holes match a brute-force ray cast", arguments: [1, 2, 3])
    func matchesBruteForce(seed: UInt64) throws {
        var random = SplitMix64(seed: 0xA7EA + seed)
        var boundaries: [BoundaryPolygon] = []
        for number in 0..<12 {
            let latitude = random.uniform(-70, 70), longitude = random.uniform(-170, 170)
            var rings = [AreaData.star(&random, latitude: latitude, longitude: longitude, radius: random.uniform(0.01, 3), count: 3 + random.below(400))]
            if random.chance(0.5) {
                rings.append(AreaData.star(&random, latitude: latitude, longitude: longitude, radius: 0.05 * random.uniform(0.01, 3), count: 3 + random.below(50)))
                rings[1].isOuter = false
            }
            boundaries.append(AreaData.boundary(UInt64(100 + number), "Area \(number)", level: 2 + number % 4 * 2, rings))
        }
        let bytes = AreaSectionBuilder.build(boundaries, toleranceMeters: 0).bytes
        var failures: [String] = []
        var outcomes = (inside: 0, outside: 0)
        try AreaSection.reading(bytes) { section in
            var found: [Int] = []
            let numberOfName = Dictionary(uniqueKeysWithValues: (0..<section.count).map { (section.name($0), $0) })
            for boundary in boundaries {
                let latitudes = boundary.rings[0].latitudesE7, longitudes = boundary.rings[0].longitudesE7
                for _ in 0..<400 {
                    let y = Int32(random.below(Int(latitudes.max()! - latitudes.min()!) + 20_000)) + latitudes.min()! - 10_000
                    let x = Int32(random.below(Int(longitudes.max()! - longitudes.min()!) + 20_000)) + longitudes.min()! - 10_000
                    guard AreaData.distanceToBorder(boundary, latitudeE7: y, longitudeE7: x) > 2 else { continue }
                    let expected = AreaData.contains(boundary, latitudeE7: y, longitudeE7: x)
                    if expected { outcomes.inside += 1 } else { outcomes.outside += 1 }
                    found.removeAll()
                    section.containing(latitudeE7: y, longitudeE7: x, into: &found)
                    if found.contains(numberOfName[boundary.name]!) != expected {
                        failures.append("\(boundary.name) at \(y),\(x): expected \(expected)")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, e.g. \(failures.prefix(5))")
        #expect(outcomes.inside > 500 && outcomes.outside > 500, "\(outcomes)")
    }

    @Test("the stored rings are the boundary's rings, vertex for vertex, when nothing is simplified")
    func ringsRoundTrip() throws {
        let bytes = AreaSectionBuilder.build(Self.nested, toleranceMeters: 0).bytes
        try AreaSection.reading(bytes) { section in
            for area in 0..<section.count {
                let boundary = Self.nested.first { $0.id == section.id(area) }!
                let stored = section.rings(area)
                #expect(stored.map(\.isOuter) == boundary.rings.map(\.isOuter))
                for (ring, source) in zip(stored, boundary.rings) {
                    #expect(ring.points.map { Int32($0.y) } == source.latitudesE7)
                    #expect(ring.points.map { Int32($0.x) } == source.longitudesE7)
                }
            }
        }
    }

    @Test("an empty section contains nothing, and a damaged header is refused")
    func emptyAndDamaged() throws {
        let empty = AreaSectionBuilder.build([]).bytes
        #expect(empty.count == 64)
        #expect(try AreaData.names(in: empty, latitude: 0, longitude: 0).isEmpty)
        var damaged = AreaSectionBuilder.build(Self.nested).bytes
        damaged[4] &+= 1
        #expect(throws: IndexError.self) { try AreaSection.reading(damaged) { $0.count } }
        #expect(throws: IndexError.self) { try AreaSection.reading(Array(damaged.prefix(10))) { $0.count } }
    }

    @Test("boundaries without a name or a usable ring are left out and counted")
    func skippedBoundaries() {
        let result = AreaSectionBuilder.build([
            AreaData.boundary(1, "", level: 8, [AreaData.box(south: 0, west: 0, north: 1, east: 1)]),
            AreaData.boundary(2, "Flat", level: 8, [AreaData.ring([(0, 0), (0, 1), (0, 0)])]),
            AreaData.boundary(3, "Out of range", level: 8, [
                BoundaryPolygon.Ring(isOuter: true, latitudesE7: [0, 950_000_000, 10_000_000], longitudesE7: [0, 10_000_000, 10_000_000]),
            ]),
            AreaData.boundary(4, "", level: 2, country: "NL", [AreaData.box(south: 0, west: 0, north: 1, east: 1)]),
        ])
        #expect(result.areaCount == 1)
        #expect(result.skippedCount == 3)
    }
}
