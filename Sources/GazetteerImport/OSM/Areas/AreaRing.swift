/// One closed ring of an area, in fixed point, with its bounding box; the first point is repeated at the end.
struct AreaRing: Sendable {
    var points: [OSMLocation]
    /// `true` for an outer ring, `false` for a hole (set by ``RingNesting``).
    var isOuter = true
    let minLatitudeE7: Int32, maxLatitudeE7: Int32, minLongitudeE7: Int32, maxLongitudeE7: Int32
    /// Twice the signed area in squared fixed-point degrees (longitude × latitude): positive
    /// counterclockwise.
    let twiceSignedArea: Double

    init(points: [OSMLocation]) {
        precondition(points.count >= 2, "a ring has points")
        self.points = points
        var minLatitude = Int32.max, maxLatitude = Int32.min, minLongitude = Int32.max, maxLongitude = Int32.min
        var area = 0.0
        let origin = points[0]
        var previousX = 0.0, previousY = 0.0
        for point in points {
            minLatitude = min(minLatitude, point.latitudeE7)
            maxLatitude = max(maxLatitude, point.latitudeE7)
            minLongitude = min(minLongitude, point.longitudeE7)
            maxLongitude = max(maxLongitude, point.longitudeE7)
            let x = Double(Int64(point.longitudeE7) - Int64(origin.longitudeE7))
            let y = Double(Int64(point.latitudeE7) - Int64(origin.latitudeE7))
            area += previousX * y - x * previousY
            previousX = x
            previousY = y
        }
        (minLatitudeE7, maxLatitudeE7, minLongitudeE7, maxLongitudeE7) = (minLatitude, maxLatitude, minLongitude, maxLongitude)
        twiceSignedArea = area
    }

    /// Whether this ring's box contains the other's.
    func boxContains(_ other: AreaRing) -> Bool {
        minLatitudeE7 <= other.minLatitudeE7 && maxLatitudeE7 >= other.maxLatitudeE7
            && minLongitudeE7 <= other.minLongitudeE7 && maxLongitudeE7 >= other.maxLongitudeE7
    }

    /// Whether this ring's box contains `point`.
    func boxContains(_ point: OSMLocation) -> Bool {
        (minLatitudeE7...maxLatitudeE7).contains(point.latitudeE7) && (minLongitudeE7...maxLongitudeE7).contains(point.longitudeE7)
    }

    /// Whether `point` lies inside the ring (crossing number; a point on an edge may go either way).
    ///
    /// - Complexity: O(points).
    func contains(_ point: OSMLocation) -> Bool {
        let x = Double(point.longitudeE7), y = Double(point.latitudeE7)
        var inside = false
        var previous = points[points.count - 1]
        for current in points {
            let y1 = Double(previous.latitudeE7), y2 = Double(current.latitudeE7)
            if (y1 > y) != (y2 > y) {
                let x1 = Double(previous.longitudeE7), x2 = Double(current.longitudeE7)
                if x < x1 + (x2 - x1) * (y - y1) / (y2 - y1) { inside.toggle() }
            }
            previous = current
        }
        return inside
    }

    /// The ring with its points in the other direction.
    func reversed() -> AreaRing {
        var ring = AreaRing(points: points.reversed())
        ring.isOuter = isOuter
        return ring
    }
}
