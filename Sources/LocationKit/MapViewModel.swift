/// Connects the device's position and an amenity search to a map.
///
/// On creation it registers itself as the location provider's listener and starts location
/// updates; each update is passed on to the map. It holds the map strongly: a map that owns
/// its view model must not be held by it in return (hold a small forwarding object instead).
///
/// Threading: create and call it from any thread (it is not isolated to an actor, so Swift 5
/// code, plain test methods and callbacks can use it directly), one thread at a time. Everything
/// it hands back — calls to the map, `completion` blocks — happens on the main queue: at once
/// when the answer is already there and the caller is on the main queue, otherwise by an
/// asynchronous hop, in the order the answers arrive.
public final class MapViewModel<S: MapViewModelObservable>: MapViewModelConfirming, LocationObservable
where S.Amenity == Amenity {
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
    /// `completion` is called exactly once, on the main queue, after every amenity found has
    /// been added to the map: `(true, amenities)` on success (an empty array when none is in
    /// range), `(false, nil)` when the search failed, when there is no location fix yet, or when
    /// `range` is not positive. In the last two cases no search is made, and a caller on the
    /// main queue is answered before this method returns. A request that answers more than once
    /// is heard once.
    ///
    /// - Parameters:
    ///   - range: The search radius in meters.
    ///   - type: The kind of amenity to find.
    ///   - completion: Told whether the search succeeded and what it found.
    public func getAmenities(in range: Int, type: AmenityType, completion: @escaping CompletionBlock) {
        let position = locationProvider.getCurrentLocation()
        guard range > 0, LocationFix.isAvailable(position) else {
            MainThread.run { completion(false, nil) }
            return
        }
        let once = Once(completion)
        let listener = listener
        amenityRequest.getAmenities(
            of: type,
            latitude: position.0,
            longitude: position.1,
            radius: Double(range)
        ) { success, amenities in
            MainThread.run {
                guard once.isPending else { return }
                let found = success ? amenities ?? [] : nil
                for amenity in found ?? [] {
                    listener.addAmenityToMap(amenity: amenity)
                }
                once.call(success, found)
            }
        }
    }

    /// Asks the map to centre on the current position, on the main queue; does nothing before
    /// the first fix.
    public func centerMapToCurrentLocationAction() {
        let (latitude, longitude) = locationProvider.getCurrentLocation()
        guard LocationFix.isAvailable((latitude, longitude)) else { return }
        let listener = listener
        MainThread.run {
            listener.centerMapToCurrentLocation(latitude: latitude, longitude: longitude)
        }
    }

    /// Passes a new position on to the map, on the main queue.
    public func setCurrentLocation(latitude: Double, longitude: Double) {
        let listener = listener
        MainThread.run {
            listener.setCurrentLocation(latitude: latitude, longitude: longitude)
        }
    }
}

/// Calls a completion at most once; used on the main queue only.
private final class Once {
    private var completion: MapViewModelConfirming.CompletionBlock?

    init(_ completion: @escaping MapViewModelConfirming.CompletionBlock) {
        self.completion = completion
    }

    var isPending: Bool { completion != nil }

    func call(_ success: Bool, _ amenities: [Amenity]?) {
        let completion = self.completion
        self.completion = nil
        completion?(success, amenities)
    }
}
