/// The map a ``MapViewModel`` draws on, typically a view controller.
///
/// The view model calls these methods on the main queue, never on another.
public protocol MapViewModelObservable {
    /// The amenity type the map shows; ``Amenity`` for a ``MapViewModel``.
    associatedtype Amenity

    /// Moves the map's marker for the device to a new position.
    ///
    /// - Parameters:
    ///   - latitude: Latitude in degrees.
    ///   - longitude: Longitude in degrees.
    func setCurrentLocation(latitude: Double, longitude: Double)

    /// Puts one amenity on the map.
    ///
    /// - Parameter amenity: The amenity to show.
    func addAmenityToMap(amenity: Amenity)

    /// Centres the map on a position; called by ``MapViewModel/centerMapToCurrentLocationAction()``.
    /// The default implementation does nothing.
    ///
    /// - Parameters:
    ///   - latitude: Latitude in degrees.
    ///   - longitude: Longitude in degrees.
    func centerMapToCurrentLocation(latitude: Double, longitude: Double)
}

extension MapViewModelObservable {
    /// Does nothing: maps that do not centre themselves need not implement it.
    public func centerMapToCurrentLocation(latitude: Double, longitude: Double) {}
}
