import Foundation
import GazetteerIndex
import GazetteerTestSupport

/// Hand-made boundaries and a brute-force point-in-polygon test, for the area tests.
enum AreaData {
    /// A ring from degrees (latitude, longitude) pairs.
    static func ring(_ points: [(Double, Double)], outer: Bool = true) -> BoundaryPolygon.Ring {
        BoundaryPolygon.Ring(isOuter: outer, latitudesE7: points.map { latitudeE7($0.0) }, longitudesE7: points.map { longitudeE7($0.1) })
    }

    static func boundary(_ id: UInt64, _ name: String, level: Int, country: String = "", _ rings: [BoundaryPolygon.Ring]) -> BoundaryPolygon {
        BoundaryPolygon(id: SourceID(kind: .osmRelation, value: id), name: name, adminLevel: level, countryCode: country, rings: rings)
    }

    /// A box as a ring, south-west corner first, counter-clockwise.
    static func box(south: Double, west: Double, north: Double, east: Double, outer: Bool = true) -> BoundaryPolygon.Ring {
        ring([(south, west), (south, east), (north, east), (north, west)], outer: outer)
    }

    /// A star-shaped ring with `count` vertices at random radii around a centre (concave in many places).
    static func star(_ random: inout SplitMix64, latitude: Double, longitude: Double, radius: Double, count: Int) -> BoundaryPolygon.Ring {
        ring((0..<count).map { index in
            let angle = Double(index) / Double(count) * 2 * .pi
            let r = radius * random.uniform(0.3, 1)
            return (latitude + r * sin(angle), longitude + r * cos(angle))
        })
    }

    /// Even-odd point in polygon over every ring, by a ray cast in doubles on the stored fixed-point grid.
    static func contains(_ boundary: BoundaryPolygon, latitudeE7 y: Int32, longitudeE7 x: Int32) -> Bool {
        var inside = false
        for ring in boundary.rings {
            let count = ring.latitudesE7.count
            for index in 0..<count {
                let next = (index + 1) % count
                let (ay, ax) = (Double(ring.latitudesE7[index]), Double(ring.longitudesE7[index]))
                let (by, bx) = (Double(ring.latitudesE7[next]), Double(ring.longitudesE7[next]))
                if (ay > Double(y)) != (by > Double(y)) {
                    let crossing = ax + (Double(y) - ay) * (bx - ax) / (by - ay)
                    if Double(x) < crossing { inside.toggle() }
                }
            }
        }
        return inside
    }

    /// The distance in fixed-point units from a point to the nearest edge of the boundary.
    static func distanceToBorder(_ boundary: BoundaryPolygon, latitudeE7 y: Int32, longitudeE7 x: Int32) -> Double {
        var best = Double.infinity
        for ring in boundary.rings {
            let count = ring.latitudesE7.count
            for index in 0..<count {
                let next = (index + 1) % count
                let (ay, ax) = (Double(ring.latitudesE7[index]), Double(ring.longitudesE7[index]))
                let (by, bx) = (Double(ring.latitudesE7[next]), Double(ring.longitudesE7[next]))
                let dx = bx - ax, dy = by - ay
                let length2 = dx * dx + dy * dy
                let t = length2 > 0 ? min(1, max(0, ((Double(x) - ax) * dx + (Double(y) - ay) * dy) / length2)) : 0
                best = min(best, hypot(ax + t * dx - Double(x), ay + t * dy - Double(y)))
            }
        }
        return best
    }

    /// The names of the areas of a section that contain a point, country first.
    static func names(in bytes: [UInt8], latitude: Double, longitude: Double) throws -> [String] {
        try AreaSection.reading(bytes) { section in
            var found: [Int] = []
            section.containing(latitudeE7: latitudeE7(latitude), longitudeE7: longitudeE7(longitude), into: &found)
            return found.map(section.name)
        }
    }
}
