#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Great-circle geometry on a sphere of the Earth's mean radius.
public enum GeoMath {
    /// Mean Earth radius (IUGG), in metres.
    public static let earthRadiusMeters = 6_371_008.8
    static let radiansPerDegree = Double.pi / 180

    /// Great-circle distance in metres between two points (haversine formula).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    public static func distanceMeters(_ a: Coordinate, _ b: Coordinate) -> Double {
        distanceMeters(latitude1: a.latitude, longitude1: a.longitude, latitude2: b.latitude, longitude2: b.longitude)
    }

    /// Great-circle distance in metres between two points given in degrees.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    public static func distanceMeters(latitude1: Double, longitude1: Double, latitude2: Double, longitude2: Double) -> Double {
        let phi1 = latitude1 * radiansPerDegree
        let phi2 = latitude2 * radiansPerDegree
        let sinHalfLat = sin((phi2 - phi1) / 2)
        let sinHalfLon = sin((longitude2 - longitude1) * radiansPerDegree / 2)
        let h = sinHalfLat * sinHalfLat + cos(phi1) * cos(phi2) * sinHalfLon * sinHalfLon
        return 2 * earthRadiusMeters * asin(min(1, h.squareRoot()))
    }

    @inline(__always)
    static func cosDegrees(_ degrees: Double) -> Double { cos(degrees * radiansPerDegree) }

    /// Normalizes a longitude to -180...180.
    @inline(__always)
    static func wrapLongitude(_ longitude: Double) -> Double {
        var value = longitude.truncatingRemainder(dividingBy: 360)
        if value > 180 { value -= 360 } else if value < -180 { value += 360 }
        return value
    }
}
