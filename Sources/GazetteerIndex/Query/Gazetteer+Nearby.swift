/// Radius, nearest-neighbour and reverse-geocoding queries.
extension Gazetteer {
    /// Limits up to this use the shrinking nearest-neighbour walk; larger ones collect and sort.
    static let insertionLimit = 256
    /// Without a radius, limits up to this still use the nearest-neighbour walk (collecting would
    /// take every record); larger ones collect and sort.
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
    /// - Complexity: O(log n + k) expected, for k records in the cells the walk visits before the
    ///   `limit`-th nearest is known; more where records are sparse around `center`.
    public func nearest(
        to center: Coordinate, limit: Int = 1, filter: PlaceFilter = .any,
        maximumDistanceMeters: Double = .infinity
    ) -> [NearbyPlace] {
        var hits: [SpatialHit] = []
        nearbyHits(center, radiusMeters: maximumDistanceMeters, limit: limit, filter: filter, into: &hits)
        return hits.map { NearbyPlace(place: place(at: $0.record), distanceMeters: $0.distanceMeters) }
    }

    /// Reverse geocoding: the nearest populated place (feature class `P`) to `coordinate`,
    /// with its admin1 and country names and the distance.
    ///
    /// - Complexity: as ``nearest(to:limit:filter:maximumDistanceMeters:)`` with a limit of 1.
    public func reverse(_ coordinate: Coordinate) -> NearbyPlace? {
        nearest(to: coordinate, limit: 1, filter: .populatedPlaces).first
    }

    /// The allocation-free form of ``nearby(_:radiusMeters:limit:filter:)``: replaces the
    /// contents of `hits` (keeping its capacity) with record numbers and distances, nearest first.
    ///
    /// - Complexity: as ``nearby(_:radiusMeters:limit:filter:)``; no allocation once `hits` has
    ///   room for `limit` results.
    public func nearbyHits(
        _ center: Coordinate, radiusMeters: Double, limit: Int, filter: PlaceFilter = .any,
        into hits: inout [SpatialHit]
    ) {
        hits.removeAll(keepingCapacity: true)
        guard center.isValid, limit > 0, !(radiusMeters < 0), !radiusMeters.isNaN else { return }
        let origin = DistanceOrigin(center)
        let walk = SpatialWalk(index: self, origin: origin, filter: ResolvedFilter(filter, in: self))
        if limit <= Self.insertionLimit || (!radiusMeters.isFinite && limit <= Self.unboundedInsertionLimit) {
            var visitor = NearestVisitor(origin: origin, limit: limit, maximumDistance: radiusMeters, hits: hits)
            hits = []
            walk.run(&visitor)
            hits = visitor.hits
        } else {
            var visitor = RadiusVisitor(radius: radiusMeters, box: SearchBox(around: origin, radiusMeters: radiusMeters), hits: hits)
            hits = []
            walk.run(&visitor)
            visitor.hits.sort { $0.distanceMeters != $1.distanceMeters ? $0.distanceMeters < $1.distanceMeters : $0.record < $1.record }
            if visitor.hits.count > limit { visitor.hits.removeSubrange(limit...) }
            hits = visitor.hits
        }
    }
}
