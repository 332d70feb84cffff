#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A point prepared for many distance computations (its trigonometry done once).
///
/// Spatial walks compare squared chord lengths between unit vectors ("chord²", 0...4), which are
/// monotonic in great-circle distance and need no trigonometry beyond ``FixedPointTrig``;
/// ``distanceMeters(latitudeE7:longitudeE7:)`` (haversine) gives the distance reported.
package struct DistanceOrigin {
    let latitude: Double
    let longitude: Double
    let latitudeE7: Int32
    let longitudeE7: Int32
    let sinLatitude: Double
    let cosLatitude: Double
    let sinLongitude: Double
    let cosLongitude: Double
    /// The unit vector of the point (x toward 0°E on the equator, z toward the north pole).
    let x: Double, y: Double, z: Double
    let trig: UnsafePointer<Double>

    package init(_ coordinate: Coordinate) {
        latitude = coordinate.latitude
        longitude = GeoMath.wrapLongitude(coordinate.longitude)
        latitudeE7 = FixedPoint.e7(latitude)
        longitudeE7 = FixedPoint.e7(longitude)
        let phi = latitude * GeoMath.radiansPerDegree
        let lambda = longitude * GeoMath.radiansPerDegree
        sinLatitude = sin(phi)
        cosLatitude = cos(phi)
        sinLongitude = sin(lambda)
        cosLongitude = cos(lambda)
        x = cosLatitude * cosLongitude
        y = cosLatitude * sinLongitude
        z = sinLatitude
        trig = FixedPointTrig.table
    }

    /// Haversine distance to a point in fixed point, in metres.
    @inline(__always)
    package func distanceMeters(latitudeE7: Int32, longitudeE7: Int32) -> Double {
        let phi2 = FixedPoint.degrees(latitudeE7) * GeoMath.radiansPerDegree
        let deltaLongitude = Double(Int64(longitudeE7) - Int64(self.longitudeE7)) / FixedPoint.scale
        let sinHalfLat = sin((phi2 - latitude * GeoMath.radiansPerDegree) / 2)
        let sinHalfLon = sin(deltaLongitude * GeoMath.radiansPerDegree / 2)
        let h = sinHalfLat * sinHalfLat + cosLatitude * cos(phi2) * sinHalfLon * sinHalfLon
        return 2 * GeoMath.earthRadiusMeters * asin(min(1, h.squareRoot()))
    }

    /// The squared chord between this point's unit vector and a fixed-point position's: no libm call.
    @inline(__always)
    package func chord2(latitudeE7: Int32, longitudeE7: Int32) -> Double {
        let phi = FixedPointTrig.sinCos(Int64(latitudeE7), table: trig)
        let lambda = FixedPointTrig.sinCos(Int64(longitudeE7), table: trig)
        let dx = phi.cos * lambda.cos - x
        let dy = phi.cos * lambda.sin - y
        let dz = phi.sin - z
        return dx * dx + dy * dy + dz * dz
    }
}

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
