#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A monotonic clock in nanoseconds.
public enum MonotonicClock {
    @inline(__always)
    public static func nanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
}

/// Per-query latencies of one operation, summarised as median and 99th percentile.
public struct LatencySamples: Sendable {
    public var nanoseconds: [UInt64] = []

    public init() {}

    /// Times `body` once per element, after an untimed warm-up over the first `warmUp` elements
    /// (at most one second of them), as the Python peers do.
    public static func measure<Element>(_ elements: [Element], warmUp: Int = 200, _ body: (Element) -> Void) -> LatencySamples {
        let warmUntil = MonotonicClock.nanoseconds() + 1_000_000_000
        for element in elements.prefix(warmUp) {
            body(element)
            if MonotonicClock.nanoseconds() > warmUntil { break }
        }
        var samples = LatencySamples()
        samples.nanoseconds.reserveCapacity(elements.count)
        for element in elements {
            let start = MonotonicClock.nanoseconds()
            body(element)
            samples.nanoseconds.append(MonotonicClock.nanoseconds() - start)
        }
        return samples
    }

    /// The `fraction` quantile (nearest rank), in microseconds.
    public func quantileMicroseconds(_ fraction: Double) -> Double {
        guard !nanoseconds.isEmpty else { return .nan }
        let sorted = nanoseconds.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return Double(sorted[max(0, min(sorted.count - 1, rank))]) / 1_000
    }

    /// Positions of the `count` slowest samples, slowest first.
    public func slowest(_ count: Int) -> [Int] {
        nanoseconds.indices.sorted { nanoseconds[$0] > nanoseconds[$1] }.prefix(count).map { $0 }
    }

    public var medianMicroseconds: Double { quantileMicroseconds(0.5) }
    public var p99Microseconds: Double { quantileMicroseconds(0.99) }
}
