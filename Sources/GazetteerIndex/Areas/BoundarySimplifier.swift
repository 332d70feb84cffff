#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A vertex of a boundary ring as the source gives it, in fixed point.
package struct RingVertex: Hashable, Sendable {
    package var latitudeE7: Int32
    package var longitudeE7: Int32

    package init(latitudeE7: Int32, longitudeE7: Int32) {
        self.latitudeE7 = latitudeE7
        self.longitudeE7 = longitudeE7
    }

    /// Ordering by longitude, then latitude: chooses the direction a chain is simplified in.
    @inline(__always)
    static func precedes(_ a: RingVertex, _ b: RingVertex) -> Bool {
        a.longitudeE7 != b.longitudeE7 ? a.longitudeE7 < b.longitudeE7 : a.latitudeE7 < b.latitudeE7
    }
}

/// Douglas–Peucker simplification of many rings at once that keeps shared borders shared.
///
/// A border between two areas (and a municipality's border that is also its county's) is the same
/// chain of vertices in several rings. Vertices where the set of rings passing through changes are
/// kept as anchors, and each chain between anchors is simplified in one canonical direction, so
/// every ring that shares a chain gets the same simplified chain: no slivers or overlaps appear
/// between neighbours. Rings with fewer than two anchors get them from their geometry (the least
/// vertex and the vertex farthest from it), which is also the same for identical rings.
/// Distances are measured on a local equirectangular plane; every kept vertex is an input vertex,
/// and no input vertex ends farther than the tolerance from the simplified chain.
package struct BoundarySimplifier {
    /// How far a simplified border may stray from the original.
    package let toleranceMeters: Double

    package init(toleranceMeters: Double) {
        self.toleranceMeters = toleranceMeters
    }

    /// The simplified rings, index for index; a ring that would keep fewer than three vertices is
    /// returned unchanged.
    /// - Parameter rings: closed rings without a repeated closing vertex, without consecutive duplicates.
    /// - Complexity: O(v log v) expected for v vertices in all.
    package func simplify(_ rings: [[RingVertex]]) -> [[RingVertex]] {
        guard toleranceMeters > 0 else { return rings }
        var signatures: [RingVertex: UInt64] = [:]
        for (number, ring) in rings.enumerated() {
            let mark = mix(UInt64(number) &+ 0x9E37_79B9)
            for vertex in ring { signatures[vertex, default: 0] &+= mark }
        }
        return rings.map { ring in simplifyRing(ring, signatures) }
    }

    private func simplifyRing(_ ring: [RingVertex], _ signatures: [RingVertex: UInt64]) -> [RingVertex] {
        let count = ring.count
        guard count > 3 else { return ring }
        var anchors: [Int] = []
        for index in 0..<count {
            let signature = signatures[ring[index]] ?? 0
            if signature != signatures[ring[(index + count - 1) % count]] ?? 0
                || signature != signatures[ring[(index + 1) % count]] ?? 0 {
                anchors.append(index)
            }
        }
        if anchors.isEmpty {
            anchors = [ring.indices.min { RingVertex.precedes(ring[$0], ring[$1]) }!]
        }
        if anchors.count == 1 {
            let first = ring[anchors[0]]
            let farthest = ring.indices.max { a, b in
                let da = squaredOffset(first, ring[a]), db = squaredOffset(first, ring[b])
                return da != db ? da < db : RingVertex.precedes(ring[b], ring[a])
            }!
            guard farthest != anchors[0] else { return ring }
            anchors = [anchors[0], farthest].sorted()
        }
        var kept: [RingVertex] = []
        kept.reserveCapacity(count / 4 + anchors.count)
        for (position, start) in anchors.enumerated() {
            let end = anchors[(position + 1) % anchors.count]
            var chain: [RingVertex] = []
            var index = start
            while true {
                chain.append(ring[index])
                if index == end && chain.count > 1 { break }
                index = (index + 1) % count
            }
            let simplified = simplifyChain(chain)
            kept.append(contentsOf: simplified.dropLast())
        }
        let distinct = Set(kept)
        return distinct.count >= 3 ? kept : ring
    }

    /// The chain with its ends kept, simplified in the canonical direction.
    private func simplifyChain(_ chain: [RingVertex]) -> [RingVertex] {
        guard chain.count > 2 else { return chain }
        if RingVertex.precedes(chain[chain.count - 1], chain[0]) {
            return Array(douglasPeucker(chain.reversed()).reversed())
        }
        return douglasPeucker(chain)
    }

    private func douglasPeucker(_ chain: [RingVertex]) -> [RingVertex] {
        // Local plane: metres east and north of the first vertex (longitudes unwrapped along the chain).
        let metresPerE7 = GeoMath.earthRadiusMeters * GeoMath.radiansPerDegree / FixedPoint.scale
        let scaleX = metresPerE7 * cos(FixedPoint.degrees(chain[0].latitudeE7) * GeoMath.radiansPerDegree)
        var xs = [Double](repeating: 0, count: chain.count)
        var ys = [Double](repeating: 0, count: chain.count)
        var longitude = Int64(chain[0].longitudeE7)
        for index in chain.indices {
            if index > 0 { longitude += wrappedDeltaE7(Int64(chain[index - 1].longitudeE7), Int64(chain[index].longitudeE7)) }
            xs[index] = Double(longitude - Int64(chain[0].longitudeE7)) * scaleX
            ys[index] = Double(Int64(chain[index].latitudeE7) - Int64(chain[0].latitudeE7)) * metresPerE7
        }
        var keep = [Bool](repeating: false, count: chain.count)
        keep[0] = true
        keep[chain.count - 1] = true
        var stack = [(0, chain.count - 1)]
        let tolerance2 = toleranceMeters * toleranceMeters
        while let (first, last) = stack.popLast() {
            guard last > first + 1 else { continue }
            var farthest = first
            var farthestDistance = -1.0
            for index in (first + 1)..<last {
                let distance = segmentDistance2(xs[index], ys[index], xs[first], ys[first], xs[last], ys[last])
                if distance > farthestDistance {
                    farthestDistance = distance
                    farthest = index
                }
            }
            if farthestDistance > tolerance2 {
                keep[farthest] = true
                stack.append((first, farthest))
                stack.append((farthest, last))
            }
        }
        return chain.indices.filter { keep[$0] }.map { chain[$0] }
    }

    private func squaredOffset(_ a: RingVertex, _ b: RingVertex) -> Int64 {
        let dx = wrappedDeltaE7(Int64(a.longitudeE7), Int64(b.longitudeE7))
        let dy = Int64(b.latitudeE7) - Int64(a.latitudeE7)
        return dx * dx + dy * dy
    }
}

/// The squared distance from (px, py) to the segment from (ax, ay) to (bx, by).
@inline(__always)
private func segmentDistance2(_ px: Double, _ py: Double, _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) -> Double {
    let dx = bx - ax, dy = by - ay
    let length2 = dx * dx + dy * dy
    var t = length2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / length2 : 0
    t = min(1, max(0, t))
    let ex = ax + t * dx - px, ey = ay + t * dy - py
    return ex * ex + ey * ey
}

/// The longitude step from `a` to `b` the short way round (fixed point, -180°...180°).
@inline(__always)
func wrappedDeltaE7(_ a: Int64, _ b: Int64) -> Int64 {
    var delta = b - a
    if delta > FixedPoint.fullTurnE7 / 2 { delta -= FixedPoint.fullTurnE7 }
    if delta < -FixedPoint.fullTurnE7 / 2 { delta += FixedPoint.fullTurnE7 }
    return delta
}

/// A 64-bit mixer (SplitMix64's finalizer): ring numbers become well-spread signature terms.
@inline(__always)
private func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
}
