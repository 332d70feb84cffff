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
