/// Radius, nearest-neighbour and reverse-geocoding queries.
extension Gazetteer {
    /// Limits up to this keep the nearest hits while walking; larger ones collect and sort.
    static let insertionLimit = 256
    /// Without a radius, limits up to this still keep the nearest hits while walking (collecting
    /// would take every record); larger ones collect and sort.
    static let unboundedInsertionLimit = 65_536

    /// The records within `radiusMeters` of `center`, nearest first, at most `limit`.
    ///
    /// Distances are great-circle (haversine). Correct across the antimeridian and near the poles.
    /// - Complexity: O(log n + k) expected for k records in the circle's cells.
    public func nearby(
        _ center: Coordinate, radiusMeters: Double, limit: Int = 100, filter: PlaceFilter = .any
    ) -> [NearbyPlace] {
        var hits: [SpatialHit] = []
        nearbyHits(center, radiusMeters: radiusMeters, limit: limit, filter: filter, into: &hits)
        return hits.map { NearbyPlace(place: place(at: $0.record), distanceMeters: $0.distanceMeters) }
    }

    /// The `limit` records nearest to `center`, optionally within `maximumDistanceMeters`.
    ///
    /// - Complexity: O(log n + k) expected: the walk opens cells in order of their distance and
    ///   stops at the first one farther than the `limit`-th record found, wherever `center` lies.
    public func nearest(
        to center: Coordinate, limit: Int = 1, filter: PlaceFilter = .any,
        maximumDistanceMeters: Double = .infinity
    ) -> [NearbyPlace] {
        var hits: [SpatialHit] = []
        nearbyHits(center, radiusMeters: maximumDistanceMeters, limit: limit, filter: filter, into: &hits)
        return hits.map { NearbyPlace(place: place(at: $0.record), distanceMeters: $0.distanceMeters) }
    }

    /// The allocation-free form of ``nearby(_:radiusMeters:limit:filter:)``: replaces the
    /// contents of `hits` (keeping its capacity) with record numbers and distances, nearest first.
    ///
    /// - Complexity: as ``nearby(_:radiusMeters:limit:filter:)``; no allocation once `hits` has
    ///   room for `limit` results (and, for a filter naming codes, its resolved code list).
    public func nearbyHits(
        _ center: Coordinate, radiusMeters: Double, limit: Int, filter: PlaceFilter = .any,
        into hits: inout [SpatialHit]
    ) {
        hits.removeAll(keepingCapacity: true)
        guard center.isValid, limit > 0, !(radiusMeters < 0), !radiusMeters.isNaN else { return }
        let origin = DistanceOrigin(center)
        let walk = SpatialWalk(index: self, origin: origin, filter: ResolvedFilter(filter, in: self))
        var heap = CellHeap()
        let reach = Chord.reach(radiusMeters: radiusMeters)
        if limit <= Self.insertionLimit || (!radiusMeters.isFinite && limit <= Self.unboundedInsertionLimit) {
            var collector = NearestCollector(limit: limit, reach: reach, hits: hits)
            hits = []
            walk.run(&collector, heap: &heap)
            hits = collector.finish(origin: origin, index: self)
        } else {
            var collector = RadiusCollector(reach: reach, hits: hits)
            hits = []
            walk.run(&collector, heap: &heap)
            hits = collector.finish(origin: origin, index: self, limit: limit)
        }
    }
}
