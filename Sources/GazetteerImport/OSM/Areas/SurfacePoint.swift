#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A representative point that lies inside an area, however concave, and well away from its edges.
///
/// Candidates are the middles of the widest inside stretch along seven horizontal lines across the largest
/// outer ring (a line at a half-unit latitude never passes through a vertex, and "inside" follows the
/// even-odd rule over every ring, so holes are outside), plus the largest ring's centroid when it is
/// inside. The candidate farthest from every edge wins, as polylabel's pole of inaccessibility would, at a
/// fixed cost. Distances are measured with longitudes scaled by the cosine of the middle latitude.
///
/// - Complexity: O(n log n) in the points of all rings.
enum SurfacePoint {
    private static let scanLines = 7

    /// The point for an area of `rings` (closed, largest first as ``RingNesting`` orders them); `nil`
    /// when the rings enclose nothing.
    static func of(_ rings: [AreaRing]) -> OSMLocation? {
        guard let largest = rings.first(where: \.isOuter) ?? rings.first else { return nil }
        let middleLatitude = (Double(largest.minLatitudeE7) + Double(largest.maxLatitudeE7)) / 2
        let scale = cos(middleLatitude / 1e7 * .pi / 180)
        let plane = Plane(rings: rings, scale: scale)
        var candidates: [(x: Double, y: Double)] = []
        let low = Double(largest.minLatitudeE7), high = Double(largest.maxLatitudeE7)
        for line in 1...scanLines {
            let y = (low + (high - low) * Double(line) / Double(scanLines + 1)).rounded(.down) + 0.5
            if let x = plane.widestInsideMiddle(atY: y) { candidates.append((x, y)) }
        }
        if let centroid = centroid(largest), plane.isInside(x: centroid.x * scale, y: centroid.y) {
            candidates.append((centroid.x * scale, centroid.y))
        }
        let ranked = candidates
            .map { (point: $0, clearance: plane.squaredDistanceToEdges(x: $0.x, y: $0.y)) }
            .sorted { $0.clearance > $1.clearance }
        for candidate in ranked {
            guard let location = OSMLocation(
                latitudeE7: Int64(candidate.point.y.rounded()), longitudeE7: Int64((candidate.point.x / scale).rounded())
            ) else { continue }
            // Rounding to fixed point can cross an edge of a sliver only a few centimetres wide.
            if plane.isInside(x: Double(location.longitudeE7) * scale, y: Double(location.latitudeE7)) { return location }
        }
        return nil
    }

    /// The centroid of a ring in fixed-point degrees (x longitude, y latitude), `nil` for a zero area.
    private static func centroid(_ ring: AreaRing) -> (x: Double, y: Double)? {
        let origin = ring.points[0]
        var twiceArea = 0.0, sumX = 0.0, sumY = 0.0
        for index in 0..<(ring.points.count - 1) {
            let x0 = Double(Int64(ring.points[index].longitudeE7) - Int64(origin.longitudeE7))
            let y0 = Double(Int64(ring.points[index].latitudeE7) - Int64(origin.latitudeE7))
            let x1 = Double(Int64(ring.points[index + 1].longitudeE7) - Int64(origin.longitudeE7))
            let y1 = Double(Int64(ring.points[index + 1].latitudeE7) - Int64(origin.latitudeE7))
            let cross = x0 * y1 - x1 * y0
            twiceArea += cross
            sumX += (x0 + x1) * cross
            sumY += (y0 + y1) * cross
        }
        guard abs(twiceArea) >= 1 else { return nil }
        return (Double(origin.longitudeE7) + sumX / (3 * twiceArea), Double(origin.latitudeE7) + sumY / (3 * twiceArea))
    }
}

/// The edges of an area in a plane where x is the longitude scaled by a fixed cosine and y the latitude,
/// both in fixed-point units.
private struct Plane {
    var x0: [Double] = [], y0: [Double] = [], x1: [Double] = [], y1: [Double] = []

    init(rings: [AreaRing], scale: Double) {
        for ring in rings {
            for index in 0..<(ring.points.count - 1) {
                let a = ring.points[index], b = ring.points[index + 1]
                x0.append(Double(a.longitudeE7) * scale)
                y0.append(Double(a.latitudeE7))
                x1.append(Double(b.longitudeE7) * scale)
                y1.append(Double(b.latitudeE7))
            }
        }
    }

    /// The middle of the widest stretch of the horizontal line at `y` that lies inside (even-odd).
    func widestInsideMiddle(atY y: Double) -> Double? {
        var crossings: [Double] = []
        for index in x0.indices where (y0[index] > y) != (y1[index] > y) {
            crossings.append(x0[index] + (x1[index] - x0[index]) * (y - y0[index]) / (y1[index] - y0[index]))
        }
        guard crossings.count >= 2 else { return nil }
        crossings.sort()
        var best: (width: Double, middle: Double)?
        for pair in stride(from: 0, to: crossings.count - 1, by: 2) {
            let width = crossings[pair + 1] - crossings[pair]
            if width > (best?.width ?? 0) { best = (width, (crossings[pair] + crossings[pair + 1]) / 2) }
        }
        return best?.middle
    }

    /// Whether (x, y) is inside by the even-odd rule over every edge.
    func isInside(x: Double, y: Double) -> Bool {
        var inside = false
        for index in x0.indices where (y0[index] > y) != (y1[index] > y) {
            if x < x0[index] + (x1[index] - x0[index]) * (y - y0[index]) / (y1[index] - y0[index]) { inside.toggle() }
        }
        return inside
    }

    /// The squared distance from (x, y) to the nearest edge.
    func squaredDistanceToEdges(x: Double, y: Double) -> Double {
        var nearest = Double.infinity
        for index in x0.indices {
            let dx = x1[index] - x0[index], dy = y1[index] - y0[index]
            let length = dx * dx + dy * dy
            var t = length > 0 ? ((x - x0[index]) * dx + (y - y0[index]) * dy) / length : 0
            t = min(1, max(0, t))
            let px = x0[index] + t * dx - x, py = y0[index] + t * dy - y
            nearest = min(nearest, px * px + py * py)
        }
        return nearest
    }
}
