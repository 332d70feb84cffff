import Foundation
import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("Simplifying boundaries")
struct BoundarySimplifierTests {
    /// A wiggly line from (0, 0) to (0, 1) degrees north-south at longitude 0: a border with
    /// `count` vertices and bumps of about `amplitude` degrees.
    static func wiggle(_ random: inout SplitMix64, count: Int, amplitude: Double) -> [RingVertex] {
        (0...count).map { index in
            let latitude = Double(index) / Double(count)
            let longitude = index == 0 || index == count ? 0 : random.uniform(-amplitude, amplitude)
            return RingVertex(latitudeE7: latitudeE7(latitude), longitudeE7: longitudeE7(longitude))
        }
    }

    @Test("a border shared by two rings is simplified the same way in both, so they still meet")
    func sharedBorderStaysShared() {
        var random = SplitMix64(seed: 0x5A4E)
        let border = Self.wiggle(&random, count: 2_000, amplitude: 0.000_15)
        let west = border + [RingVertex(latitudeE7: 10_000_000, longitudeE7: -10_000_000), RingVertex(latitudeE7: 0, longitudeE7: -10_000_000)]
        // The east ring runs along the border the other way, from another starting vertex.
        let eastBorder = Array(border.reversed())
        var east = eastBorder + [RingVertex(latitudeE7: 0, longitudeE7: 10_000_000), RingVertex(latitudeE7: 10_000_000, longitudeE7: 10_000_000)]
        east = Array(east[700...] + east[..<700])
        let simplified = BoundarySimplifier(toleranceMeters: 20).simplify([west, east])
        let borderSet = Set(border)
        let westBorder = simplified[0].filter { borderSet.contains($0) }
        let eastKept = simplified[1].filter { borderSet.contains($0) }
        #expect(Set(westBorder) == Set(eastKept))
        #expect(westBorder.count < border.count / 3, "\(westBorder.count) of \(border.count) border vertices kept")
        #expect(westBorder.count >= 2)
    }

    @Test("every source vertex stays within the tolerance of the simplified ring")
    func withinTolerance() {
        var random = SplitMix64(seed: 0x701E)
        for tolerance in [5.0, 20, 100] {
            let ring = (0..<3_000).map { index -> RingVertex in
                let angle = Double(index) / 3_000 * 2 * .pi
                let radius = 0.05 * (1 + 0.05 * random.gaussian())
                return RingVertex(latitudeE7: latitudeE7(47 + radius * sin(angle)), longitudeE7: longitudeE7(9.5 + radius * cos(angle) / cos(47 * .pi / 180)))
            }
            let simplified = BoundarySimplifier(toleranceMeters: tolerance).simplify([ring])[0]
            #expect(simplified.count < ring.count)
            #expect(Set(simplified).isSubset(of: Set(ring)))
            var worst = 0.0
            for vertex in ring {
                var nearest = Double.infinity
                for index in simplified.indices {
                    nearest = min(nearest, metresToSegment(vertex, simplified[index], simplified[(index + 1) % simplified.count]))
                }
                worst = max(worst, nearest)
            }
            #expect(worst <= tolerance * 1.01, "tolerance \(tolerance): worst \(worst) m")
        }
    }

    @Test("a ring smaller than the tolerance is kept as it is")
    func tinyRingKept() {
        let ring = [RingVertex(latitudeE7: 0, longitudeE7: 0), RingVertex(latitudeE7: 0, longitudeE7: 10), RingVertex(latitudeE7: 10, longitudeE7: 10), RingVertex(latitudeE7: 10, longitudeE7: 0)]
        #expect(BoundarySimplifier(toleranceMeters: 50).simplify([ring]) == [ring])
    }

    /// Metres from a vertex to a segment, on a local plane.
    private func metresToSegment(_ p: RingVertex, _ a: RingVertex, _ b: RingVertex) -> Double {
        let scale = 6_371_008.8 * .pi / 180 / 10_000_000
        let cosLatitude = cos(Double(p.latitudeE7) / 10_000_000 * .pi / 180)
        func xy(_ v: RingVertex) -> (Double, Double) { (Double(v.longitudeE7) * scale * cosLatitude, Double(v.latitudeE7) * scale) }
        let (px, py) = xy(p), (ax, ay) = xy(a), (bx, by) = xy(b)
        let dx = bx - ax, dy = by - ay
        let length2 = dx * dx + dy * dy
        let t = length2 > 0 ? min(1, max(0, ((px - ax) * dx + (py - ay) * dy) / length2)) : 0
        return hypot(ax + t * dx - px, ay + t * dy - py)
    }
}
