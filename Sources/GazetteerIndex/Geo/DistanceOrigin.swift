#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A point prepared for many distance computations (its trigonometry done once).
struct DistanceOrigin {
    let latitude: Double
    let longitude: Double
    let latitudeE7: Int32
    let longitudeE7: Int32
    private let phi: Double
    private let cosPhi: Double

    init(_ coordinate: Coordinate) {
        latitude = coordinate.latitude
        longitude = GeoMath.wrapLongitude(coordinate.longitude)
        latitudeE7 = FixedPoint.e7(latitude)
        longitudeE7 = FixedPoint.e7(longitude)
        phi = latitude * GeoMath.radiansPerDegree
        cosPhi = cos(phi)
    }

    /// Haversine distance to a point in fixed point, in metres.
    @inline(__always)
    func distanceMeters(latitudeE7: Int32, longitudeE7: Int32) -> Double {
        let phi2 = FixedPoint.degrees(latitudeE7) * GeoMath.radiansPerDegree
        let deltaLongitude = Double(Int64(longitudeE7) - Int64(self.longitudeE7)) / FixedPoint.scale
        let sinHalfLat = sin((phi2 - phi) / 2)
        let sinHalfLon = sin(deltaLongitude * GeoMath.radiansPerDegree / 2)
        let h = sinHalfLat * sinHalfLat + cosPhi * cos(phi2) * sinHalfLon * sinHalfLon
        return 2 * GeoMath.earthRadiusMeters * asin(min(1, h.squareRoot()))
    }
}
