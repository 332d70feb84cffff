#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// Shows the locations a person has saved, following the store as it changes.
@MainActor
public final class LocationsViewModel: ObservableObject {
    /// The saved locations, in the store's order; empty until ``start()``.
    @Published public private(set) var locations: [Location] = []

    private let store: Store
    private var subscription: AnyCancellable?

    /// Creates a view model that reads from `store` once started.
    ///
    /// - Parameter store: Where the saved locations are kept.
    public init(store: Store) {
        self.store = store
    }

    /// Subscribes to the store; ``locations`` follows every list it publishes.
    ///
    /// Lists published on other queues are applied on the main queue, in order.
    /// Calling `start()` again replaces the subscription.
    public func start() {
        subscription = store.locationsPublisher
            .sink { @Sendable [weak self] locations in
                MainThread.run {
                    self?.locations = locations
                }
            }
    }
}
