/// Parity tests of a polygon's edges, shared by the index writer (which records the status of a
/// reference point in every cell) and the reader (which tests a query point against the cell's edges).
package enum EdgeCrossing {
    /// How the path from `reference` to `point` meets the edge `a`–`b`: 1 when it crosses it,
    /// 0 when not, -1 when `point` lies on the edge.
    ///
    /// Vertices exactly on the line through `reference` and `point` count as lying on its left
    /// (a consistent perturbation), so a path through a vertex is counted once or not at all, as
    /// the polygon's two edges there require. `reference` must not lie on any edge.
    /// - Complexity: O(1).
    @inline(__always)
    package static func crossing(from reference: PlanePoint, to point: PlanePoint, _ a: PlanePoint, _ b: PlanePoint) -> Int {
        let sideA = PlanePoint.orientation(reference, point, a) >= 0
        let sideB = PlanePoint.orientation(reference, point, b) >= 0
        guard sideA != sideB else { return 0 }
        let atPoint = PlanePoint.orientation(a, b, point)
        if atPoint == 0 { return -1 }
        return (PlanePoint.orientation(a, b, reference) > 0) != (atPoint > 0) ? 1 : 0
    }

    /// Whether a horizontal ray from `point` eastward crosses the edge `a`–`b` (even-odd rule,
    /// half-open in latitude). `point` must not lie on the edge.
    @inline(__always)
    package static func rayCrosses(from point: PlanePoint, _ a: PlanePoint, _ b: PlanePoint) -> Bool {
        guard (a.y > point.y) != (b.y > point.y) else { return false }
        let side = PlanePoint.orientation(a, b, point)
        return b.y > a.y ? side > 0 : side < 0
    }
}
