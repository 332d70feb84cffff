#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// Shows the locations a person has saved, following the store as it changes.
///
/// Threading: like ``AddLocationViewModel``, it is not isolated to an actor; create and use it
/// from any thread, one at a time. ``locations`` and ``locationCellViewModels`` change on the
/// main queue only: lists the store publishes on other queues are applied there, in order.
public final class LocationsViewModel: ObservableObject {
    /// The saved locations, in the store's order; empty until ``start()``.
    @Published public private(set) var locations: [Location] = []
    /// One cell view model per saved location, in the store's order; empty until ``start()``.
    @Published public private(set) var locationCellViewModels: [LocationCellViewModel] = []

    private let store: Store
    private let locationService: LocationService?
    private var subscription: AnyCancellable?

    /// Creates a view model that reads from `store` once started.
    ///
    /// - Parameters:
    ///   - store: Where the saved locations are kept.
    ///   - locationService: The service ``addLocationViewModel`` searches with; without one,
    ///     its searches fail with ``LocationServiceError/requestFailed(_:)`` saying so.
    public init(store: Store, locationService: LocationService? = nil) {
        self.store = store
        self.locationService = locationService
    }

    /// A new view model for adding a location, saving to the same store and searching with
    /// this view model's location service.
    public var addLocationViewModel: AddLocationViewModel {
        AddLocationViewModel(store: store, locationService: locationService ?? MissingLocationService())
    }

    /// Subscribes to the store; ``locations`` and ``locationCellViewModels`` follow every list
    /// it publishes.
    ///
    /// Lists published on the main queue are applied at once, lists published on other queues
    /// are applied on the main queue, in order. Calling `start()` again replaces the subscription.
    public func start() {
        subscription = store.locationsPublisher
            .sink { [weak self] locations in
                MainThread.run {
                    self?.locations = locations
                    self?.locationCellViewModels = locations.map(LocationCellViewModel.init(location:))
                }
            }
    }
}

/// The service of a ``LocationsViewModel`` made without one: every search fails and says why.
private struct MissingLocationService: LocationService {
    struct Missing: Error, CustomStringConvertible {
        var description: String { "no LocationService was given to LocationsViewModel(store:locationService:)" }
    }

    func geocode(addressString: String, completion: @escaping Completion) {
        do {
            _ = try LocationServiceError.validate(addressString: addressString)
            completion(.failure(.requestFailed(Missing())))
        } catch {
            completion(.failure(error))
        }
    }
}
