/// Degrees in fixed point, 10^-7 degree units (about 1 cm), as stored in the index.
///
/// The one place that knows the scale and the coordinate limits in fixed point.
public enum FixedPoint {
    /// Fixed-point units per degree.
    public static let scale: Double = 10_000_000
    /// 90° in fixed point: latitudes lie in `-maximumLatitudeE7...maximumLatitudeE7`.
    public static let maximumLatitudeE7: Int32 = 900_000_000
    /// 180° in fixed point: longitudes lie in `-maximumLongitudeE7...maximumLongitudeE7`.
    public static let maximumLongitudeE7: Int32 = 1_800_000_000
    /// 360° in fixed point: the span of longitudes once around the world.
    package static let fullTurnE7: Int64 = 3_600_000_000

    /// Rounds degrees to fixed point. The caller checks the range first.
    /// - Complexity: O(1).
    @inline(__always)
    public static func e7(_ degrees: Double) -> Int32 { Int32((degrees * scale).rounded()) }

    /// Fixed point back to degrees.
    /// - Complexity: O(1).
    @inline(__always)
    public static func degrees(_ e7: Int32) -> Double { Double(e7) / scale }

    /// Whether a fixed-point latitude lies within ±90°.
    @inline(__always)
    public static func isValidLatitude<T: BinaryInteger>(_ e7: T) -> Bool {
        Int64(clamping: e7).magnitude <= UInt64(maximumLatitudeE7)
    }

    /// Whether a fixed-point longitude lies within ±180°.
    @inline(__always)
    public static func isValidLongitude<T: BinaryInteger>(_ e7: T) -> Bool {
        Int64(clamping: e7).magnitude <= UInt64(maximumLongitudeE7)
    }

    /// A longitude clamped into ±180°.
    @inline(__always)
    package static func clampedLongitude(_ e7: Int32) -> Int32 {
        min(maximumLongitudeE7, max(-maximumLongitudeE7, e7))
    }
}
