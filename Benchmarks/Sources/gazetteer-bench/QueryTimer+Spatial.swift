import BenchSupport
import GazetteerIndex
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// `reverseHits(points:into:)` (record numbers only). The `_cpu_ms` fields are the process's
    /// CPU time for the same calls (all threads; on a loaded machine, steadier than wall time).
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
        let batch = Self.medianMilliseconds(runs: 9) { consume(index.reverse(points: sphere)) }
        report.field("reverse_batch_ms", batch.wall)
        report.field("reverse_batch_cpu_ms", batch.cpu)
        var batchHits: [SpatialHit?] = []
        batchHits.reserveCapacity(sphere.count)
        let hits = Self.medianMilliseconds(runs: 9) { index.reverseHits(points: sphere, into: &batchHits) }
        report.field("reverse_batch_hits_ms", hits.wall)
        report.field("reverse_batch_hits_cpu_ms", hits.cpu)
    }

    /// The median wall and process CPU times of `runs` calls of `body`, after one untimed call, in milliseconds.
    static func medianMilliseconds(runs: Int, _ body: () -> Void) -> (wall: Double, cpu: Double) {
        body()
        var wall: [UInt64] = []
        var cpu: [UInt64] = []
        for _ in 0..<runs {
            let start = (MonotonicClock.nanoseconds(), processCPUNanoseconds())
            body()
            wall.append(MonotonicClock.nanoseconds() - start.0)
            cpu.append(processCPUNanoseconds() - start.1)
        }
        wall.sort()
        cpu.sort()
        return (Double(wall[runs / 2]) / 1e6, Double(cpu[runs / 2]) / 1e6)
    }

    /// CPU time of all the process's threads, in nanoseconds.
    static func processCPUNanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
}
