/// A latitude/longitude box in degrees: the area a place covers.
///
/// `minLongitude > maxLongitude` when the box crosses the antimeridian.
public struct CoordinateBounds: Codable, Hashable, Sendable {
    /// The southern edge.
    public var minLatitude: Double
    /// The western edge.
    public var minLongitude: Double
    /// The northern edge.
    public var maxLatitude: Double
    /// The eastern edge.
    public var maxLongitude: Double

    /// Creates a box from its edges in degrees.
    public init(minLatitude: Double, minLongitude: Double, maxLatitude: Double, maxLongitude: Double) {
        self.minLatitude = minLatitude
        self.minLongitude = minLongitude
        self.maxLatitude = maxLatitude
        self.maxLongitude = maxLongitude
    }
}
