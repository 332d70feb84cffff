import Foundation

/// A point in WGS 84 degrees.
public struct Coordinates: Codable, Hashable, Sendable {
    /// Latitude in degrees, -90...90.
    public var latitude: Double
    /// Longitude in degrees, -180...180.
    public var longitude: Double

    /// Creates coordinates from degrees.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The great-circle distance to `other` in meters, on a sphere of radius 6,371,008.8 m.
    ///
    /// - Parameter other: Another point.
    /// - Complexity: O(1).
    public func distanceMeters(to other: Coordinates) -> Double {
        let radians = Double.pi / 180
        let deltaLatitude = (other.latitude - latitude) * radians
        let deltaLongitude = (other.longitude - longitude) * radians
        let a = sin(deltaLatitude / 2) * sin(deltaLatitude / 2)
            + cos(latitude * radians) * cos(other.latitude * radians) * sin(deltaLongitude / 2) * sin(deltaLongitude / 2)
        return 2 * 6_371_008.8 * asin(min(1, a.squareRoot()))
    }
}
