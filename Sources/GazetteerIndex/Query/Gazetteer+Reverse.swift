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
    /// starting with the distance to the previous point's answer as its reach, and a place that
    /// answers several neighbours in a row is resolved once; runs of points are answered on all cores.
    /// - Complexity: O(m log m) to order m points, then as ``reverse(_:maximumDistanceMeters:)`` each.
    public func reverse(points: [Coordinate], maximumDistanceMeters: Double = .infinity) -> [NearbyPlace?] {
        reverseInGridOrder(points, maximumDistanceMeters) { hit, previous in
            let place = previous.flatMap { $0.place.recordNumber == hit.record ? $0.place : nil } ?? place(at: hit.record)
            return NearbyPlace(place: place, distanceMeters: hit.distanceMeters)
        }
    }

    /// The record-number form of ``reverse(points:maximumDistanceMeters:)``: replaces the contents
    /// of `hits` (keeping its capacity) with one entry a point, `nil` where nothing is in reach or
    /// the point is invalid.
    ///
    /// - Complexity: as ``reverse(points:maximumDistanceMeters:)``.
    public func reverseHits(points: [Coordinate], maximumDistanceMeters: Double = .infinity, into hits: inout [SpatialHit?]) {
        let answers = reverseInGridOrder(points, maximumDistanceMeters) { hit, _ in hit }
        hits.removeAll(keepingCapacity: true)
        hits.append(contentsOf: answers)
    }

    /// Points a batch answers on one core at a time.
    static let batchRun = 1_024

    /// Answers every point, visiting them in grid order in runs on all cores; `answer` turns a hit
    /// into the result, given the previous answer of the run.
    private func reverseInGridOrder<Answer>(
        _ points: [Coordinate], _ maximumDistanceMeters: Double, _ answer: (SpatialHit, Answer?) -> Answer
    ) -> [Answer?] {
        var answers = [Answer?](repeating: nil, count: points.count)
        guard count > 0, !(maximumDistanceMeters < 0), !maximumDistanceMeters.isNaN else { return answers }
        let filter = ResolvedFilter(Self.reverseFilter, in: self)
        guard !filter.matchesNothing else { return answers }
        var order: [(morton: UInt64, point: Int)] = []
        order.reserveCapacity(points.count)
        for (number, point) in points.enumerated() where point.isValid {
            let morton = GridGeometry.morton(
                latitudeE7: FixedPoint.e7(point.latitude), longitudeE7: FixedPoint.e7(GeoMath.wrapLongitude(point.longitude)))
            order.append((morton, number))
        }
        order.sort { $0.morton != $1.morton ? $0.morton < $1.morton : $0.point < $1.point }
        let maximumReach = Chord.reach(radiusMeters: maximumDistanceMeters)
        let runs = Array(stride(from: 0, to: order.count, by: Self.batchRun))
        let results = concurrentMap(runs) { first in
            var previous: Answer?
            return nearestSettlements(order[first..<min(order.count, first + Self.batchRun)], points, filter, maximumReach).map { hit -> Answer? in
                guard let hit else { return nil }
                let result = answer(hit, previous)
                previous = result
                return result
            }
        }
        for (first, run) in zip(runs, results) {
            for (offset, result) in run.enumerated() { answers[order[first + offset].point] = result }
        }
        return answers
    }

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
                reach = min(reach, Chord.widened(chord2))
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
