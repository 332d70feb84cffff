/// How a ``LocationProvidable`` says whether it knows where the device is.
public enum LocationFix {
    /// The position reported before the first fix: both coordinates NaN.
    ///
    /// (0, 0) is a real point in the Gulf of Guinea, so it cannot mean "unknown".
    public static let unavailable: (latitude: Double, longitude: Double) = (.nan, .nan)

    /// Whether a reported position is a real fix: both coordinates finite, the latitude
    /// within -90...90 and the longitude within -180...180.
    ///
    /// - Parameter location: A (latitude, longitude) pair in degrees.
    public static func isAvailable(_ location: (Double, Double)) -> Bool {
        let (latitude, longitude) = location
        return (-90.0...90.0).contains(latitude) && (-180.0...180.0).contains(longitude)
    }
}
