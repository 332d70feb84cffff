import GazetteerIndex

/// A bounding box grown point by point in fixed point, handed out in degrees.
struct OSMExtent {
    private var minLatitude = Int32.max, maxLatitude = Int32.min
    private var minLongitude = Int32.max, maxLongitude = Int32.min

    init() {}

    init(_ points: some Sequence<OSMLocation>) {
        for point in points { add(point) }
    }

    mutating func add(_ point: OSMLocation) {
        minLatitude = min(minLatitude, point.latitudeE7)
        maxLatitude = max(maxLatitude, point.latitudeE7)
        minLongitude = min(minLongitude, point.longitudeE7)
        maxLongitude = max(maxLongitude, point.longitudeE7)
    }

    mutating func add(_ ring: AreaRing) {
        minLatitude = min(minLatitude, ring.minLatitudeE7)
        maxLatitude = max(maxLatitude, ring.maxLatitudeE7)
        minLongitude = min(minLongitude, ring.minLongitudeE7)
        maxLongitude = max(maxLongitude, ring.maxLongitudeE7)
    }

    /// The box in degrees, `nil` when no point was added.
    var box: BoundingBox? {
        guard minLatitude <= maxLatitude else { return nil }
        return BoundingBox(
            minLatitude: FixedPoint.degrees(minLatitude), minLongitude: FixedPoint.degrees(minLongitude),
            maxLatitude: FixedPoint.degrees(maxLatitude), maxLongitude: FixedPoint.degrees(maxLongitude))
    }
}
