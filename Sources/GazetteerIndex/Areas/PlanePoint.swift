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
