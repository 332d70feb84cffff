/// Reverse geocoding: the settlement nearest to a point, one point or many.
extension Gazetteer {
    /// The settlement nearest to `coordinate` (``PlaceFilter/settlements``: a town, village,
    /// suburb, hamlet or inhabited station), with its admin1 and country names and the distance,
    /// or `nil` when none lies within `maximumDistanceMeters`.
    ///
    /// - Complexity: as ``nearest(to:limit:filter:maximumDistanceMeters:)`` with a limit of 1.
    public func reverse(_ coordinate: Coordinate, maximumDistanceMeters: Double = .infinity) -> NearbyPlace? {
        nearest(to: coordinate, limit: 1, filter: Self.reverseFilter, maximumDistanceMeters: maximumDistanceMeters).first
    }

    /// ``reverse(_:maximumDistanceMeters:)`` for many points: the answer for `points[i]` at index `i`.
    ///
    /// The points are visited in the order of the grid (neighbours one after the other), each walk
    /// starting with the distance to the previous point's answer as its reach; runs of points are
    /// answered on all cores.
    /// - Complexity: O(m log m) to order m points, then as ``reverse(_:maximumDistanceMeters:)`` each.
    public func reverse(points: [Coordinate], maximumDistanceMeters: Double = .infinity) -> [NearbyPlace?] {
        var hits: [SpatialHit?] = []
        reverseHits(points: points, maximumDistanceMeters: maximumDistanceMeters, into: &hits)
        let runs = Array(stride(from: 0, to: hits.count, by: Self.batchRun))
        return concurrentMap(runs) { first in
            hits[first..<min(hits.count, first + Self.batchRun)].map { hit in
                hit.map { NearbyPlace(place: place(at: $0.record), distanceMeters: $0.distanceMeters) }
            }
        }.flatMap { $0 }
    }

    /// The record-number form of ``reverse(points:maximumDistanceMeters:)``: replaces the contents
    /// of `hits` (keeping its capacity) with one entry a point, `nil` where nothing is in reach or
    /// the point is invalid.
    ///
    /// - Complexity: as ``reverse(points:maximumDistanceMeters:)``.
    public func reverseHits(points: [Coordinate], maximumDistanceMeters: Double = .infinity, into hits: inout [SpatialHit?]) {
        hits.removeAll(keepingCapacity: true)
        hits.append(contentsOf: repeatElement(nil, count: points.count))
        guard count > 0, !(maximumDistanceMeters < 0), !maximumDistanceMeters.isNaN else { return }
        let filter = ResolvedFilter(Self.reverseFilter, in: self)
        guard !filter.matchesNothing else { return }
        var order: [(morton: UInt64, point: Int)] = []
        order.reserveCapacity(points.count)
        for (number, point) in points.enumerated() where point.isValid {
            let origin = DistanceOrigin(point)
            order.append((GridGeometry.morton(latitudeE7: origin.latitudeE7, longitudeE7: origin.longitudeE7), number))
        }
        order.sort { $0.morton != $1.morton ? $0.morton < $1.morton : $0.point < $1.point }
        let maximumReach = Chord.reach(radiusMeters: maximumDistanceMeters)
        let runs = Array(stride(from: 0, to: order.count, by: Self.batchRun))
        let answers = concurrentMap(runs) { first in
            nearestSettlements(order[first..<min(order.count, first + Self.batchRun)], points, filter, maximumReach)
        }
        for (first, run) in zip(runs, answers) {
            for (offset, hit) in run.enumerated() { hits[order[first + offset].point] = hit }
        }
    }

    /// Points a batch answers on one core at a time.
    static let batchRun = 1_024

    /// The answers for a run of points in grid order, one walk after the other.
    private func nearestSettlements(
        _ run: ArraySlice<(morton: UInt64, point: Int)>, _ points: [Coordinate], _ filter: ResolvedFilter, _ maximumReach: Double
    ) -> [SpatialHit?] {
        var answers: [SpatialHit?] = []
        answers.reserveCapacity(run.count)
        var heap = CellHeap()
        var scratch: [SpatialHit] = []
        scratch.reserveCapacity(1)
        var previous: Int?
        for entry in run {
            let origin = DistanceOrigin(points[entry.point])
            var reach = maximumReach
            if let previous {
                let chord2 = origin.chord2(latitudeE7: latitudeE7(previous), longitudeE7: longitudeE7(previous))
                reach = min(reach, chord2 * (1 + 1e-12) + 1e-28)
            }
            var collector = NearestCollector(limit: 1, reach: reach, hits: scratch)
            scratch = []
            SpatialWalk(index: self, origin: origin, filter: filter).run(&collector, heap: &heap)
            scratch = collector.finish(origin: origin, index: self)
            answers.append(scratch.first)
            if let hit = scratch.first { previous = hit.record }
            scratch.removeAll(keepingCapacity: true)
        }
        return answers
    }

    /// What reverse geocoding answers with.
    static let reverseFilter = PlaceFilter.settlements
}
