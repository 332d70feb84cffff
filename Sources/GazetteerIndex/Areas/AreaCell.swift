/// A rectangle of the plane (closed, in fixed point) that an area's quadtree splits in four.
package struct AreaCell: Sendable {
    package var minX: Int64
    package var minY: Int64
    package var maxX: Int64
    package var maxY: Int64

    /// Cells narrower or lower than this (about 6 mm) are not split.
    static let minimumSize: Int64 = 64

    @inline(__always)
    var middleX: Int64 { minX + (maxX - minX) / 2 }
    @inline(__always)
    var middleY: Int64 { minY + (maxY - minY) / 2 }

    var isSplittable: Bool { maxX - minX >= Self.minimumSize && maxY - minY >= Self.minimumSize }

    /// The quadrant of a point of the cell: bit 0 east of the middle, bit 1 north of it.
    @inline(__always)
    func quadrant(of point: PlanePoint) -> Int {
        (point.x >= middleX ? 1 : 0) | (point.y >= middleY ? 2 : 0)
    }

    @inline(__always)
    func child(_ quadrant: Int) -> AreaCell {
        let east = quadrant & 1 != 0, north = quadrant & 2 != 0
        return AreaCell(
            minX: east ? middleX : minX, minY: north ? middleY : minY,
            maxX: east ? maxX : middleX, maxY: north ? maxY : middleY)
    }

    /// Whether the segment from `a` to `b` meets the cell (exact).
    func intersects(_ a: PlanePoint, _ b: PlanePoint) -> Bool {
        guard max(a.x, b.x) >= minX, min(a.x, b.x) <= maxX, max(a.y, b.y) >= minY, min(a.y, b.y) <= maxY else { return false }
        let sides = [
            PlanePoint.orientation(a, b, PlanePoint(x: minX, y: minY)), PlanePoint.orientation(a, b, PlanePoint(x: maxX, y: minY)),
            PlanePoint.orientation(a, b, PlanePoint(x: minX, y: maxY)), PlanePoint.orientation(a, b, PlanePoint(x: maxX, y: maxY)),
        ]
        return !(sides.allSatisfy { $0 > 0 } || sides.allSatisfy { $0 < 0 })
    }
}
