/// Keeps the `limit` nearest records within a reach, shrinking the reach as it fills.
struct NearestCollector: SpatialCollector {
    let limit: Int
    private(set) var reach: Double
    private(set) var latitudeReachE7: Int64
    /// Nearest first; `distanceMeters` holds the squared chord until ``finish(origin:index:)``.
    private(set) var hits: [SpatialHit]

    init(limit: Int, reach: Double, hits: consuming [SpatialHit]) {
        self.limit = limit
        self.reach = reach
        latitudeReachE7 = Chord.latitudeReachE7(reach)
        self.hits = hits
    }

    @inline(__always)
    mutating func offer(record: Int, chord2: Double) {
        if hits.count == limit {
            let last = hits[limit - 1]
            guard chord2 < last.distanceMeters || (chord2 == last.distanceMeters && record < last.record) else { return }
            hits.removeLast()
        }
        var slot = hits.count
        while slot > 0 && (hits[slot - 1].distanceMeters > chord2
            || (hits[slot - 1].distanceMeters == chord2 && hits[slot - 1].record > record)) {
            slot -= 1
        }
        hits.insert(SpatialHit(record: record, distanceMeters: chord2), at: slot)
        if hits.count == limit, let last = hits.last, last.distanceMeters < reach {
            reach = last.distanceMeters
            latitudeReachE7 = Chord.latitudeReachE7(reach)
        }
    }

    var keepsNearest: Int { limit }

    mutating func limitReach(_ chord2: Double) {
        guard chord2 < reach else { return }
        reach = chord2
        latitudeReachE7 = Chord.latitudeReachE7(reach)
    }

    /// The hits with great-circle distances in metres, nearest first (ties by record number).
    consuming func finish(origin: DistanceOrigin, index: Gazetteer) -> [SpatialHit] {
        hits.finishDistances(origin: origin, index: index)
        return hits
    }
}
