import GazetteerIndex

/// Point-in-polygon by brute force, independent of the importer's geometry: the even-odd rule over every
/// ring, each a list of (latitudeE7, longitudeE7) with or without the first point repeated.
enum PolygonOracle {
    static func contains(_ rings: [[(Int32, Int32)]], latitudeE7: Int32, longitudeE7: Int32) -> Bool {
        let y = Double(latitudeE7), x = Double(longitudeE7)
        var inside = false
        for ring in rings where ring.count >= 3 {
            for index in ring.indices {
                let (y1, x1) = (Double(ring[index].0), Double(ring[index].1))
                let next = ring[(index + 1) % ring.count]
                let (y2, x2) = (Double(next.0), Double(next.1))
                if (y1 > y) != (y2 > y) && x < x1 + (x2 - x1) * (y - y1) / (y2 - y1) { inside.toggle() }
            }
        }
        return inside
    }

    /// The rings of a boundary in the oracle's form.
    static func rings(of boundary: BoundaryPolygon) -> [[(Int32, Int32)]] {
        boundary.rings.map { ring in Array(zip(ring.latitudesE7, ring.longitudesE7)) }
    }

    /// A fixture polygon given in the fixtures' grid (y, x in thousandths of a degree from 47°N, 9.5°E).
    static func grid(_ points: [(Int, Int)]) -> [(Int32, Int32)] {
        points.map { (Int32(470_000_000 + $0.0 * 10_000), Int32(95_000_000 + $0.1 * 10_000)) }
    }

    /// Twice the signed area of a ring (positive counterclockwise, longitude as x).
    static func twiceSignedArea(_ ring: [(Int32, Int32)]) -> Double {
        var area = 0.0
        for index in ring.indices {
            let a = ring[index], b = ring[(index + 1) % ring.count]
            area += Double(a.1) * Double(b.0) - Double(b.1) * Double(a.0)
        }
        return area
    }
}
