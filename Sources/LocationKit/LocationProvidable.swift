/// Supplies the device's position and reports changes to one listener.
public protocol LocationProvidable {
    /// Starts delivering position updates to the listener.
    func startLocationUpdates()

    /// The latest position as (latitude, longitude) in degrees, or ``LocationFix/unavailable``
    /// (both NaN) before the first fix. Check it with ``LocationFix/isAvailable(_:)``.
    func getCurrentLocation() -> (Double, Double)

    /// Sets the one object told about position updates. Implementations should hold it weakly.
    ///
    /// - Parameter listener: The object to notify.
    func setListener(listener: LocationObservable)
}

/// Told when the device's position changes.
public protocol LocationObservable: AnyObject {
    /// Receives a new position, on any queue.
    ///
    /// - Parameters:
    ///   - latitude: Latitude in degrees.
    ///   - longitude: Longitude in degrees.
    func setCurrentLocation(latitude: Double, longitude: Double)
}
