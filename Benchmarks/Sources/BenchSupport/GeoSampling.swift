#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GazetteerTestSupport

/// Points for spatial query sets.
public enum GeoSampling {
    static let earthRadiusMeters = 6_371_008.8

    /// Fixed first points of the sphere set: both poles, either side of the antimeridian, Null Island.
    public static let edgeCases: [(latitude: Double, longitude: Double)] = [
        (90, 0), (-90, 0), (89.99, 179.99), (-89.99, -179.99),
        (0, 180), (0, -180), (65.5, 179.9999), (-16.5, -179.9999), (0, 0),
    ]

    /// A point uniform on the sphere: uniform longitude, latitude from asin of a uniform sine.
    public static func uniformOnSphere(_ random: inout SplitMix64) -> (latitude: Double, longitude: Double) {
        let latitude = asin(2 * random.unit() - 1) * 180 / .pi
        let longitude = 360 * random.unit() - 180
        return (latitude, longitude)
    }

    /// The point `meters` away from a start along an initial `bearing` (degrees), on a sphere.
    public static func moved(latitude: Double, longitude: Double, meters: Double, bearing: Double) -> (latitude: Double, longitude: Double) {
        let angle = meters / earthRadiusMeters
        let phi = latitude * .pi / 180
        let lambda = longitude * .pi / 180
        let theta = bearing * .pi / 180
        let newPhi = asin(sin(phi) * cos(angle) + cos(phi) * sin(angle) * cos(theta))
        var newLambda = lambda + atan2(sin(theta) * sin(angle) * cos(phi), cos(angle) - sin(phi) * sin(newPhi))
        newLambda = (newLambda + 3 * .pi).truncatingRemainder(dividingBy: 2 * .pi) - .pi
        return (max(-90, min(90, newPhi * 180 / .pi)), max(-180, min(180, newLambda * 180 / .pi)))
    }
}
