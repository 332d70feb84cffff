/// A point of the plane that boundaries are tested in: x is the longitude and y the latitude, in
/// fixed point (10^-7 degree). x may pass ±180° where a ring is unwrapped across the antimeridian.
package struct PlanePoint: Hashable, Sendable {
    package var x: Int64
    package var y: Int64

    @inline(__always)
    package init(x: Int64, y: Int64) {
        self.x = x
        self.y = y
    }

    /// The side of `c` relative to the line from `a` to `b`: 1 left, -1 right, 0 on it. Exact for
    /// any coordinates of the index (products are compared at double width, never rounded).
    /// - Complexity: O(1).
    @inline(__always)
    package static func orientation(_ a: PlanePoint, _ b: PlanePoint, _ c: PlanePoint) -> Int {
        let left = (b.x &- a.x).multipliedFullWidth(by: c.y &- a.y)
        let right = (b.y &- a.y).multipliedFullWidth(by: c.x &- a.x)
        if left.high != right.high { return left.high > right.high ? 1 : -1 }
        if left.low != right.low { return left.low > right.low ? 1 : -1 }
        return 0
    }

    /// Whether `point` lies on the closed segment from `a` to `b`.
    @inline(__always)
    package static func isOnSegment(_ point: PlanePoint, _ a: PlanePoint, _ b: PlanePoint) -> Bool {
        point.x >= min(a.x, b.x) && point.x <= max(a.x, b.x) && point.y >= min(a.y, b.y) && point.y <= max(a.y, b.y)
            && orientation(a, b, point) == 0
    }
}

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
