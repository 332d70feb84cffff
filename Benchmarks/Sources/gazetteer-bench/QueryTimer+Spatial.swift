import BenchSupport
import GazetteerIndex

extension Coordinate {
    init(_ point: (latitude: Double, longitude: Double)) {
        self.init(latitude: point.latitude, longitude: point.longitude)
    }
}

extension QueryTimer {
    /// Radius, nearest and reverse queries one at a time, then the whole sphere set as one batch.
    ///
    /// `reverse_loop_ms` is one `reverse(_:)` call a point; `reverse_batch_ms` is the median of
    /// 9 calls of `reverse(points:)` (places resolved), `reverse_batch_hits_ms` the same for
    /// `reverseHits(points:into:)` (record numbers only).
    func timeSpatial(_ index: Gazetteer, land: [Coordinate], sphere: [Coordinate], into report: inout JSONReport) {
        var spatialHits: [SpatialHit] = []
        spatialHits.reserveCapacity(256)
        for kilometres in [1, 10, 100] {
            let meters = Double(kilometres) * 1_000
            timed("radius-\(kilometres)km", into: &report, land) {
                consume(index.nearby($0, radiusMeters: meters, limit: Self.radiusLimit))
            }
            timed("radius-\(kilometres)km-hits", into: &report, land) {
                index.nearbyHits($0, radiusMeters: meters, limit: Self.radiusLimit, into: &spatialHits)
            }
        }
        for (name, points) in [("land", land), ("sphere", sphere)] {
            timed("nearest-\(name)", into: &report, points) { consume(index.nearest(to: $0)) }
            timed("nearest-\(name)-hits", into: &report, points) {
                index.nearbyHits($0, radiusMeters: .infinity, limit: 1, into: &spatialHits)
            }
            timed("nearest-10-\(name)-hits", into: &report, points) {
                index.nearbyHits($0, radiusMeters: .infinity, limit: 10, into: &spatialHits)
            }
            timed("reverse-\(name)", into: &report, points) { consume(index.reverse($0)) }
        }
        let start = MonotonicClock.nanoseconds()
        for point in sphere { consume(index.reverse(point)) }
        report.field("reverse_loop_ms", Double(MonotonicClock.nanoseconds() - start) / 1e6)
        report.field("reverse_batch_points", sphere.count)
        report.field("reverse_batch_ms", Self.medianMilliseconds(runs: 9) { consume(index.reverse(points: sphere)) })
        var batchHits: [SpatialHit?] = []
        batchHits.reserveCapacity(sphere.count)
        report.field("reverse_batch_hits_ms", Self.medianMilliseconds(runs: 9) { index.reverseHits(points: sphere, into: &batchHits) })
    }

    /// The median wall time of `runs` calls of `body`, after one untimed call, in milliseconds.
    static func medianMilliseconds(runs: Int, _ body: () -> Void) -> Double {
        body()
        var samples: [UInt64] = []
        for _ in 0..<runs {
            let start = MonotonicClock.nanoseconds()
            body()
            samples.append(MonotonicClock.nanoseconds() - start)
        }
        samples.sort()
        return Double(samples[samples.count / 2]) / 1e6
    }
}
