#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A representative point that lies inside an area, however concave, and well away from its edges.
///
/// A single convex ring (most buildings) takes its centroid, which lies inside any convex shape. Otherwise
/// candidates are the middles of the widest inside stretch along seven horizontal lines across the largest
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
        if rings.count == 1, isConvex(largest), let centroid = centroid(largest),
           let location = OSMLocation(latitudeE7: Int64(centroid.y.rounded()), longitudeE7: Int64(centroid.x.rounded())),
           largest.contains(location) {
            return location
        }
        let middleLatitude = (Double(largest.minLatitudeE7) + Double(largest.maxLatitudeE7)) / 2
        let scale = cos(middleLatitude / 1e7 * .pi / 180)
        let plane = Plane(rings: rings, scale: scale)
        var candidates: [(x: Double, y: Double)] = []
        candidates.reserveCapacity(scanLines + 1)
        var crossings: [Double] = []
        let low = Double(largest.minLatitudeE7), high = Double(largest.maxLatitudeE7)
        for line in 1...scanLines {
            let y = (low + (high - low) * Double(line) / Double(scanLines + 1)).rounded(.down) + 0.5
            if let x = plane.widestInsideMiddle(atY: y, crossings: &crossings) { candidates.append((x, y)) }
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

    /// Whether the ring turns one way only (collinear points allowed).
    private static func isConvex(_ ring: AreaRing) -> Bool {
        let points = ring.points
        guard points.count >= 4 else { return false }
        var sign = 0
        for index in 0..<(points.count - 1) {
            let a = points[index], b = points[index + 1], c = points[index + 2 < points.count ? index + 2 : 1]
            let cross = Double(Int64(b.longitudeE7) - Int64(a.longitudeE7)) * Double(Int64(c.latitudeE7) - Int64(b.latitudeE7))
                - Double(Int64(b.latitudeE7) - Int64(a.latitudeE7)) * Double(Int64(c.longitudeE7) - Int64(b.longitudeE7))
            let turn = cross > 0 ? 1 : cross < 0 ? -1 : 0
            if turn == 0 { continue }
            if sign == 0 { sign = turn } else if turn != sign { return false }
        }
        return sign != 0
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
    private struct Edge {
        var x0, y0, x1, y1: Double
    }

    private var edges: [Edge] = []

    init(rings: [AreaRing], scale: Double) {
        edges.reserveCapacity(rings.reduce(0) { $0 + $1.points.count })
        for ring in rings {
            for index in 0..<(ring.points.count - 1) {
                let a = ring.points[index], b = ring.points[index + 1]
                edges.append(Edge(
                    x0: Double(a.longitudeE7) * scale, y0: Double(a.latitudeE7),
                    x1: Double(b.longitudeE7) * scale, y1: Double(b.latitudeE7)))
            }
        }
    }

    /// The middle of the widest stretch of the horizontal line at `y` that lies inside (even-odd);
    /// `crossings` is scratch space.
    func widestInsideMiddle(atY y: Double, crossings: inout [Double]) -> Double? {
        crossings.removeAll(keepingCapacity: true)
        for edge in edges where (edge.y0 > y) != (edge.y1 > y) {
            crossings.append(edge.x0 + (edge.x1 - edge.x0) * (y - edge.y0) / (edge.y1 - edge.y0))
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
        for edge in edges where (edge.y0 > y) != (edge.y1 > y) {
            if x < edge.x0 + (edge.x1 - edge.x0) * (y - edge.y0) / (edge.y1 - edge.y0) { inside.toggle() }
        }
        return inside
    }

    /// The squared distance from (x, y) to the nearest edge.
    func squaredDistanceToEdges(x: Double, y: Double) -> Double {
        var nearest = Double.infinity
        for edge in edges {
            let dx = edge.x1 - edge.x0, dy = edge.y1 - edge.y0
            let length = dx * dx + dy * dy
            var t = length > 0 ? ((x - edge.x0) * dx + (y - edge.y0) * dy) / length : 0
            t = min(1, max(0, t))
            let px = edge.x0 + t * dx - x, py = edge.y0 + t * dy - y
            nearest = min(nearest, px * px + py * py)
        }
        return nearest
    }
}
