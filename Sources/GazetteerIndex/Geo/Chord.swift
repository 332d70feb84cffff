#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Conversions between great-circle distances and squared chords of the unit sphere.
package enum Chord {
    /// The squared chord of a distance in metres (`.infinity` for an infinite one).
    @inline(__always)
    package static func squared(meters: Double) -> Double {
        guard meters.isFinite else { return .infinity }
        let angle = min(meters / GeoMath.earthRadiusMeters, Double.pi)
        let chord = 2 * sin(angle / 2)
        return chord * chord
    }

    /// The latitude/longitude box (fixed point) around `origin` that holds every point within
    /// `chord2`, or `nil` when that box would reach a pole or cross the antimeridian.
    static func box(around origin: DistanceOrigin, chord2: Double) -> (minLatitudeE7: Int32, maxLatitudeE7: Int32, minLongitudeE7: Int32, maxLongitudeE7: Int32)? {
        guard chord2 < 2 else { return nil }
        let angle = 2 * asin(min(1, chord2.squareRoot() / 2)) + 1e-9
        let phi = origin.latitude * GeoMath.radiansPerDegree
        guard phi + angle < Double.pi / 2, phi - angle > -Double.pi / 2 else { return nil }
        let ratio = sin(angle) / cos(phi)
        guard ratio < 1 else { return nil }
        let halfWidth = asin(ratio) / GeoMath.radiansPerDegree + 1e-7
        let halfHeight = angle / GeoMath.radiansPerDegree
        let west = origin.longitude - halfWidth, east = origin.longitude + halfWidth
        guard west > -180, east < 180 else { return nil }
        return (FixedPoint.e7(origin.latitude - halfHeight) - 2, FixedPoint.e7(origin.latitude + halfHeight) + 2,
                FixedPoint.e7(west) - 2, FixedPoint.e7(east) + 2)
    }

    /// The latitude difference (fixed point, rounded up) that alone puts a point beyond `chord2`.
    @inline(__always)
    static func latitudeReachE7(_ chord2: Double) -> Int64 {
        guard chord2 < 4 else { return Int64.max }
        let angle = 2 * asin(min(1, chord2.squareRoot() / 2))
        return Int64((angle / GeoMath.radiansPerDegree * FixedPoint.scale).rounded(.up)) + 2
    }
}

extension Chord {
    /// The reach of a radius in metres: its squared chord, widened by the rounding of the table
    /// trigonometry so that a record at the query point itself is within a radius of zero.
    static func reach(radiusMeters: Double) -> Double {
        widened(squared(meters: radiusMeters))
    }

    /// A squared chord widened by the rounding of the table trigonometry, so that a record at exactly
    /// that distance is still within it.
    @inline(__always)
    static func widened(_ chord2: Double) -> Double {
        chord2.isFinite ? chord2 * (1 + 1e-12) + 1e-28 : .infinity
    }
}
