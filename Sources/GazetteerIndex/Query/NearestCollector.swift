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

/// Collects every record within a reach (for large limits), sorted afterwards.
struct RadiusCollector: SpatialCollector {
    let reach: Double
    let latitudeReachE7: Int64
    private(set) var hits: [SpatialHit]

    init(reach: Double, hits: consuming [SpatialHit]) {
        self.reach = reach
        latitudeReachE7 = Chord.latitudeReachE7(reach)
        self.hits = hits
    }

    @inline(__always)
    mutating func offer(record: Int, chord2: Double) {
        hits.append(SpatialHit(record: record, distanceMeters: chord2))
    }

    var keepsNearest: Int { 0 }

    func limitReach(_ chord2: Double) {}

    /// The nearest `limit` hits with distances in metres.
    consuming func finish(origin: DistanceOrigin, index: Gazetteer, limit: Int) -> [SpatialHit] {
        hits.sort { $0.distanceMeters != $1.distanceMeters ? $0.distanceMeters < $1.distanceMeters : $0.record < $1.record }
        if hits.count > limit { hits.removeSubrange(limit...) }
        hits.finishDistances(origin: origin, index: index)
        return hits
    }
}

extension Array where Element == SpatialHit {
    /// Replaces squared chords with haversine metres and orders by distance, then record number.
    ///
    /// - Precondition: the hits are in chord order (rounding can then only swap near neighbours).
    mutating func finishDistances(origin: DistanceOrigin, index: Gazetteer) {
        for slot in indices {
            let record = self[slot].record
            self[slot].distanceMeters = origin.distanceMeters(
                latitudeE7: index.latitudeE7(record), longitudeE7: index.longitudeE7(record))
        }
        for slot in indices.dropFirst() {
            let hit = self[slot]
            var position = slot
            while position > 0 && (self[position - 1].distanceMeters > hit.distanceMeters
                || (self[position - 1].distanceMeters == hit.distanceMeters && self[position - 1].record > hit.record)) {
                self[position] = self[position - 1]
                position -= 1
            }
            self[position] = hit
        }
    }
}
