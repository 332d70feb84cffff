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
@MainActor
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

    /// The last failure as a sentence for the user, or `nil`.
    public var errorMessage: String? { error?.description }

    private let store: Store
    private let locationService: LocationService
    private var generation = 0
    private var subscription: AnyCancellable?

    /// Creates a view model that debounces the query for 0.3 seconds on the main queue.
    ///
    /// - Parameters:
    ///   - store: Where chosen locations are saved.
    ///   - locationService: The service that geocodes queries.
    public convenience init(store: Store, locationService: LocationService) {
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
    ///   - store: Where chosen locations are saved.
    ///   - locationService: The service that geocodes queries.
    ///   - debounceInterval: How long the query must stay unchanged before it is geocoded.
    ///   - scheduler: Times the debounce. It must run its work on the main queue (a main-queue
    ///     scheduler, or an immediate or test scheduler driven from the main actor); work
    ///     delivered elsewhere traps.
    public init<S: Scheduler>(
        store: Store,
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
                MainActor.assumeIsolated {
                    self?.search(for: query)
                }
            }
    }

    /// Saves the result with the given id to the store.
    ///
    /// On failure ``error`` becomes ``AddLocationError/unknownLocation(id:)`` when no result in
    /// ``locations`` has this id, or ``AddLocationError/storeFailed(_:)`` when the store throws.
    ///
    /// - Parameter id: The ``Location/id`` of one of ``locations``.
    public func addLocation(with id: String) {
        guard let location = locations.first(where: { $0.id == id }) else {
            error = .unknownLocation(id: id)
            return
        }
        do {
            try store.addLocation(location)
            error = nil
        } catch {
            self.error = .storeFailed(error)
        }
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
        locationService.geocode(addressString: query) { @Sendable [weak self] result in
            MainThread.run {
                self?.receive(result, generation: current)
            }
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
