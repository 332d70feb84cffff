/// Connects the device's position and an amenity search to a map.
///
/// On creation it registers itself as the location provider's listener and starts location
/// updates; each update is passed on to the map. It holds the map strongly: a map that owns
/// its view model must not be held by it in return (hold a small forwarding object instead).
@MainActor
public final class MapViewModel<S: MapViewModelObservable>: LocationObservable where S.Amenity == Amenity {
    private let locationProvider: LocationProvidable
    private let amenityRequest: AmenityRequest
    private let listener: S

    /// Creates a view model, registers it with `locationProvider` and starts location updates.
    ///
    /// - Parameters:
    ///   - locationProvider: Supplies the device's position.
    ///   - amenityRequest: Finds amenities around a point.
    ///   - listener: The map that shows the position and the amenities.
    public init(locationProvider: LocationProvidable, amenityRequest: AmenityRequest, listener: S) {
        self.locationProvider = locationProvider
        self.amenityRequest = amenityRequest
        self.listener = listener
        locationProvider.setListener(listener: self)
        locationProvider.startLocationUpdates()
    }

    /// The latest position as (latitude, longitude), or ``LocationFix/unavailable`` before the first fix.
    public func getCurrentLocation() -> (Double, Double) {
        locationProvider.getCurrentLocation()
    }

    /// Whether the location provider knows where the device is.
    public var hasLocationFix: Bool {
        LocationFix.isAvailable(locationProvider.getCurrentLocation())
    }

    /// Searches for amenities of `type` around the current position and adds each to the map.
    ///
    /// `completion` is called exactly once, on the main thread: `true` after every amenity
    /// found has been added, `false` when the search failed, when there is no location fix
    /// yet, or when `range` is not positive. In the last two cases no search is made.
    ///
    /// - Parameters:
    ///   - range: The search radius in meters.
    ///   - type: The kind of amenity to find.
    ///   - completion: Told whether the search succeeded.
    public func getAmenities(in range: Int, type: AmenityType, completion: @escaping (Bool) -> Void) {
        let position = locationProvider.getCurrentLocation()
        guard range > 0, LocationFix.isAvailable(position) else {
            completion(false)
            return
        }
        let once = Once(completion)
        amenityRequest.getAmenities(
            of: type,
            latitude: position.0,
            longitude: position.1,
            radius: Double(range)
        ) { @Sendable success, amenities in
            MainThread.run {
                guard once.isPending else { return }
                if success {
                    for amenity in amenities ?? [] {
                        self.listener.addAmenityToMap(amenity: amenity)
                    }
                }
                once.call(success)
            }
        }
    }

    /// Passes a new position on to the map, on the main thread.
    public nonisolated func setCurrentLocation(latitude: Double, longitude: Double) {
        MainThread.run {
            self.listener.setCurrentLocation(latitude: latitude, longitude: longitude)
        }
    }
}

/// Calls a completion at most once.
@MainActor
private final class Once {
    private var completion: ((Bool) -> Void)?

    init(_ completion: @escaping (Bool) -> Void) {
        self.completion = completion
    }

    var isPending: Bool { completion != nil }

    func call(_ value: Bool) {
        let completion = self.completion
        self.completion = nil
        completion?(value)
    }
}
