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
