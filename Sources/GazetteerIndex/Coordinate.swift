/// A point on the WGS84 ellipsoid, in degrees.
public struct Coordinate: Hashable, Sendable, CustomStringConvertible {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Whether both values are finite and within -90...90 and -180...180.
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
    }

    public var description: String { "\(latitude),\(longitude)" }
}

/// Degrees in fixed point, 10^-7 degree units (about 1 cm), as stored in the index.
public enum FixedPoint {
    public static let scale: Double = 10_000_000

    /// Rounds degrees to fixed point. The caller checks the range first.
    @inline(__always)
    public static func e7(_ degrees: Double) -> Int32 { Int32((degrees * scale).rounded()) }

    @inline(__always)
    public static func degrees(_ e7: Int32) -> Double { Double(e7) / scale }
}
