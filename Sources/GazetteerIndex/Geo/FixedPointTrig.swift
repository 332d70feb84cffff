#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Sine and cosine of fixed-point angles without a call into the maths library: a table at every
/// 2^22 units (about 0.42°) and a short series for the rest (|rest| ≤ 0.0037 rad, where the first
/// omitted terms are below 10^-20), so results are within a few units in the last place of `sin`/`cos`.
///
/// Spatial walks turn every record and cell edge into a unit vector; this keeps that to a table
/// load and a dozen multiplications.
package enum FixedPointTrig {
    /// log2 of the table step in fixed-point units.
    static let stepShift = 22
    /// The first angle in the table: -180°.
    static let firstE7 = -Int64(FixedPoint.maximumLongitudeE7)
    static let entryCount = Int(FixedPoint.fullTurnE7 >> Int64(stepShift)) + 2

    /// sin, cos pairs at `firstE7 + k·2^stepShift`. Allocated once and never freed.
    nonisolated(unsafe) static let table: UnsafePointer<Double> = {
        let values = UnsafeMutablePointer<Double>.allocate(capacity: 2 * entryCount)
        for entry in 0..<entryCount {
            let e7 = firstE7 + Int64(entry) << Int64(stepShift)
            let radians = Double(e7) / FixedPoint.scale * GeoMath.radiansPerDegree
            values[2 * entry] = sin(radians)
            values[2 * entry + 1] = cos(radians)
        }
        return UnsafePointer(values)
    }()

    /// The sine and cosine of an angle in fixed point (-180°...180°; values outside are clamped).
    /// - Complexity: O(1), no allocation.
    @inline(__always)
    package static func sinCos(_ e7: Int64, table: UnsafePointer<Double> = table) -> (sin: Double, cos: Double) {
        let offset = min(max(e7 - firstE7, 0), FixedPoint.fullTurnE7)
        let half = Int64(1) << Int64(stepShift - 1)
        let entry = Int((offset + half) >> Int64(stepShift))
        let rest = offset - Int64(entry) << Int64(stepShift)
        let b = Double(rest) * (GeoMath.radiansPerDegree / FixedPoint.scale)
        let b2 = b * b
        let sinB = b * (1 - b2 * (1.0 / 6 - b2 * (1.0 / 120)))
        let cosB = 1 - b2 * (0.5 - b2 * (1.0 / 24 - b2 * (1.0 / 720)))
        let sinA = table[2 * entry]
        let cosA = table[2 * entry + 1]
        return (sinA * cosB + cosA * sinB, cosA * cosB - sinA * sinB)
    }
}
