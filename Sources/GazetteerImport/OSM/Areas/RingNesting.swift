/// Decides which rings of an area are holes, from the geometry alone: a ring inside an odd number of
/// other rings is a hole (an island in a lake in a park is an outer ring again).
///
/// Outer rings are then turned counterclockwise and holes clockwise, as GeoJSON has them.
enum RingNesting {
    /// The rings, larger first, with ``AreaRing/isOuter`` set and oriented.
    ///
    /// Whether one ring lies in another is decided by three of its points, by majority, so that a ring
    /// touching another at a point or two is still placed right.
    ///
    /// - Complexity: O(r² + r·n) for r rings of n points in the worst case; rings whose boxes do not
    ///   nest cost one comparison.
    static func nest(_ closedRings: [[OSMLocation]]) -> [AreaRing] {
        var rings = closedRings.map(AreaRing.init(points:))
        rings.sort { abs($0.twiceSignedArea) > abs($1.twiceSignedArea) }
        var depths = [Int](repeating: 0, count: rings.count)
        for inner in rings.indices {
            let samples = samplePoints(rings[inner])
            // Larger rings come first; the last one found to contain this ring is its direct parent.
            for outer in 0..<inner where rings[outer].boxContains(rings[inner]) {
                let votes = samples.reduce(0) { $0 + (rings[outer].contains($1) ? 1 : 0) }
                if votes * 2 > samples.count { depths[inner] = depths[outer] + 1 }
            }
        }
        for index in rings.indices {
            rings[index].isOuter = depths[index] % 2 == 0
            let counterclockwise = rings[index].twiceSignedArea > 0
            if counterclockwise != rings[index].isOuter { rings[index] = rings[index].reversed() }
        }
        return rings
    }

    private static func samplePoints(_ ring: AreaRing) -> [OSMLocation] {
        let count = ring.points.count - 1
        return [ring.points[0], ring.points[count / 3], ring.points[2 * count / 3]]
    }
}
