import Foundation
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// Searches for locations as the user types and saves the one they pick.
///
/// Each change of ``query`` is debounced; the trimmed query is geocoded unless it equals the
/// previous one or is shorter than ``minimumQueryLength`` characters, in which case the
/// results are cleared without asking the service. Only the answer to the latest query is
/// published: answers to older queries are dropped, whenever they arrive.
///
/// Threading: the view model is not isolated to an actor, so it can be created and used from
/// any thread — Swift 5 code, a plain XCTest method, a callback — one thread at a time. Its
/// published state (``locations``, ``querying``, ``error``) changes on the main queue only, and
/// `$property.sink` subscribers hear it there; answers the service delivers on other queues hop
/// to the main queue, in order. Set ``query`` from the main thread in an app; set from another
/// thread, the search still runs and publishes on the main queue.
public final class AddLocationViewModel: ObservableObject {
    /// Queries shorter than this, after trimming whitespace, clear the results.
    public static let minimumQueryLength = 2

    /// The text the user is searching for.
    @Published public var query = ""
    /// The results for the latest query, best first.
    @Published public private(set) var locations: [Location] = []
    /// Whether a search for the latest query is under way.
    @Published public private(set) var querying = false
    /// The last failure, cleared when a new search starts or a location is saved.
    @Published public private(set) var error: AddLocationError?

    private let store: Store?
    private let locationService: LocationService
    private var generation = 0
    private var subscription: AnyCancellable?

    /// Creates a view model that debounces the query for 0.3 seconds on the main queue and
    /// saves nothing: ``addLocation(with:)`` only returns the chosen location.
    ///
    /// - Parameter locationService: The service that geocodes queries.
    public convenience init(locationService: LocationService) {
        self.init(store: nil, locationService: locationService)
    }

    /// Creates a view model that debounces the query for 0.3 seconds on the main queue.
    ///
    /// - Parameters:
    ///   - store: Where chosen locations are saved; `nil` to save nothing.
    ///   - locationService: The service that geocodes queries.
    public convenience init(store: Store?, locationService: LocationService) {
        self.init(
            store: store,
            locationService: locationService,
            debounceInterval: .milliseconds(300),
            scheduler: MainQueueScheduler.mainQueue
        )
    }

    /// Creates a view model with a chosen debounce interval and scheduler.
    ///
    /// - Parameters:
    ///   - store: Where chosen locations are saved; `nil` to save nothing.
    ///   - locationService: The service that geocodes queries.
    ///   - debounceInterval: How long the query must stay unchanged before it is geocoded.
    ///   - scheduler: Times the debounce. Work it delivers off the main queue hops there, so any
    ///     scheduler works; an immediate or test scheduler driven from the main thread keeps
    ///     everything synchronous.
    public init<S: Scheduler>(
        store: Store?,
        locationService: LocationService,
        debounceInterval: S.SchedulerTimeType.Stride,
        scheduler: S
    ) {
        self.store = store
        self.locationService = locationService
        subscription = $query
            .debounce(for: debounceInterval, scheduler: scheduler)
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .removeDuplicates()
            .sink { [weak self] query in
                MainThread.run { self?.search(for: query) }
            }
    }

    /// The results for the latest query, as a publisher: the current list on subscription, then
    /// each new list, on the main queue.
    public var locationsPublisher: AnyPublisher<[Location], Never> {
        $locations.eraseToAnyPublisher()
    }

    /// Whether a search is under way, as a publisher, on the main queue.
    public var queryingPublisher: AnyPublisher<Bool, Never> {
        $querying.eraseToAnyPublisher()
    }

    /// The last failure as a sentence for the user, or `nil`.
    public var errorMessage: String? { error?.description }

    /// How many results there are.
    public var numberOfLocations: Int { locations.count }

    /// The result at `index`, or `nil` when there is none.
    ///
    /// - Parameter index: A position in ``locations``.
    public func location(at index: Int) -> Location? {
        locations.indices.contains(index) ? locations[index] : nil
    }

    /// The cell view model of the result at `index`, or `nil` when there is none.
    ///
    /// - Parameter index: A position in ``locations``.
    public func viewModelForLocation(at index: Int) -> AddLocationCellViewModel? {
        location(at: index).map(AddLocationCellViewModel.init(location:))
    }

    /// One cell view model per result, in order.
    public var addLocationCellViewModels: [AddLocationCellViewModel] {
        locations.map(AddLocationCellViewModel.init(location:))
    }

    /// A prompt for the search field.
    public var textFieldPlaceholder: String { "Enter the name of a city ..." }

    /// Saves the result with the given id to the store, if there is one, and returns it.
    ///
    /// On failure ``error`` becomes ``AddLocationError/unknownLocation(id:)`` when no result in
    /// ``locations`` has this id, or ``AddLocationError/storeFailed(_:)`` when the store throws.
    ///
    /// - Parameter id: The ``Location/id`` of one of ``locations``.
    /// - Returns: The chosen location, or `nil` when none has this id or the store failed.
    @discardableResult
    public func addLocation(with id: String) -> Location? {
        guard let location = locations.first(where: { $0.id == id }) else {
            publish { $0.error = .unknownLocation(id: id) }
            return nil
        }
        do {
            try store?.addLocation(location)
            publish { $0.error = nil }
            return location
        } catch {
            publish { $0.error = .storeFailed(error) }
            return nil
        }
    }

    /// Applies a change on the main queue: now when called there, else by a hop.
    private func publish(_ change: @escaping (AddLocationViewModel) -> Void) {
        MainThread.run { change(self) }
    }

    private func search(for query: String) {
        generation += 1
        let current = generation
        error = nil
        guard query.count >= Self.minimumQueryLength else {
            locations = []
            querying = false
            return
        }
        querying = true
        locationService.geocode(addressString: query) { [weak self] result in
            MainThread.run { self?.receive(result, generation: current) }
        }
    }

    private func receive(_ result: Result<[Location], LocationServiceError>, generation: Int) {
        guard generation == self.generation else { return }
        switch result {
        case .success(let found):
            locations = found
        case .failure(let failure):
            locations = []
            error = .geocodingFailed(failure)
        }
        querying = false
    }
}
