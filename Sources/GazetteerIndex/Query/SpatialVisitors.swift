/// Keeps the `limit` nearest records within a radius, shrinking its box as it fills.
struct NearestVisitor: SpatialVisitor {
    let origin: DistanceOrigin
    let limit: Int
    private(set) var radius: Double
    private(set) var box: SearchBox
    var hits: [SpatialHit]

    init(origin: DistanceOrigin, limit: Int, maximumDistance: Double, hits: [SpatialHit]) {
        self.origin = origin
        self.limit = limit
        radius = maximumDistance
        box = maximumDistance.isFinite ? SearchBox(around: origin, radiusMeters: maximumDistance) : .world
        self.hits = hits
    }

    mutating func offer(record: Int, distanceMeters: Double) {
        guard distanceMeters <= radius else { return }
        if hits.count == limit {
            let last = hits[limit - 1]
            guard distanceMeters < last.distanceMeters
                || (distanceMeters == last.distanceMeters && record < last.record) else { return }
            hits.removeLast()
        }
        var slot = hits.count
        while slot > 0 && (hits[slot - 1].distanceMeters > distanceMeters
            || (hits[slot - 1].distanceMeters == distanceMeters && hits[slot - 1].record > record)) {
            slot -= 1
        }
        hits.insert(SpatialHit(record: record, distanceMeters: distanceMeters), at: slot)
        if hits.count == limit, let last = hits.last, last.distanceMeters < radius {
            radius = last.distanceMeters
            box = SearchBox(around: origin, radiusMeters: radius)
        }
    }
}

/// Collects every record within a radius (for large limits), sorted afterwards.
struct RadiusVisitor: SpatialVisitor {
    let radius: Double
    let box: SearchBox
    var hits: [SpatialHit]

    mutating func offer(record: Int, distanceMeters: Double) {
        if distanceMeters <= radius { hits.append(SpatialHit(record: record, distanceMeters: distanceMeters)) }
    }
}
