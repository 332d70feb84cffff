import Dispatch
import LocationKit
#if !canImport(Combine)
import OpenCombineDispatch
#endif
import Testing

/// Behaviour of ``AddLocationViewModel`` that holds over every ``LocationService`` and ``Store``.
///
/// Each scenario builds a view model over the given service (wrapped in a ``LocationServiceSpy``)
/// with a ``TestScheduler`` for the debounce, drives it, and checks it with `#expect`, reporting
/// failures at the caller's line. `query` must be one for which the service finds something.
@MainActor
public enum AddLocationScenarios {
    /// The debounce interval the scenarios use.
    public static let debounceInterval: MainQueueScheduler.SchedulerTimeType.Stride = .milliseconds(300)

    /// A view model over `service` and `store`, with the spy that sees its searches and the
    /// scheduler that times its debounce.
    public static func makeViewModel(
        service: LocationService,
        store: Store
    ) -> (viewModel: AddLocationViewModel, spy: LocationServiceSpy, scheduler: TestScheduler) {
        let spy = LocationServiceSpy(wrapping: service)
        let scheduler = TestScheduler()
        let viewModel = AddLocationViewModel(
            store: store,
            locationService: spy,
            debounceInterval: debounceInterval,
            scheduler: scheduler
        )
        scheduler.advance()
        return (viewModel, spy, scheduler)
    }

    /// Types `query` one character at a time, faster than the debounce interval: no search
    /// starts while typing, then one search for the whole query, whose answer is published.
    ///
    /// - Returns: The published locations, for the caller's own expectations.
    @discardableResult
    public static func typingQuicklySearchesOnceAndPublishesTheAnswer(
        service: LocationService,
        store: Store,
        query: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> [Location] {
        let (viewModel, spy, scheduler) = makeViewModel(service: service, store: store)
        for length in 1...query.count {
            viewModel.query = String(query.prefix(length))
            scheduler.advance(by: .milliseconds(100))
        }
        #expect(spy.addresses.isEmpty, "searched while typing", sourceLocation: sourceLocation)

        scheduler.advance(by: debounceInterval)
        #expect(spy.addresses == [query], sourceLocation: sourceLocation)
        await settle(viewModel, sourceLocation: sourceLocation)

        let answers = spy.answers.values
        #expect(answers.count == 1, sourceLocation: sourceLocation)
        if case .success(let found)? = answers.first {
            #expect(viewModel.locations == found, sourceLocation: sourceLocation)
        } else {
            Issue.record("the service failed for \"\(query)\": \(String(describing: answers.first))", sourceLocation: sourceLocation)
        }
        #expect(viewModel.error == nil, sourceLocation: sourceLocation)
        #expect(!viewModel.locations.isEmpty, "nothing found for \"\(query)\"", sourceLocation: sourceLocation)
        return viewModel.locations
    }

    /// Searches for `query`, then for the same query with whitespace around it: one search only.
    public static func repeatingAQuerySearchesOnce(
        service: LocationService,
        store: Store,
        query: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let (viewModel, spy, scheduler) = makeViewModel(service: service, store: store)
        viewModel.query = query
        scheduler.advance(by: debounceInterval)
        await settle(viewModel, sourceLocation: sourceLocation)
        let found = viewModel.locations

        viewModel.query = " \(query) "
        scheduler.advance(by: debounceInterval)
        await settle(viewModel, sourceLocation: sourceLocation)

        #expect(spy.addresses == [query], sourceLocation: sourceLocation)
        #expect(viewModel.locations == found, sourceLocation: sourceLocation)
    }

    /// Searches for `query`, then shortens it below two characters: the results are cleared
    /// and the service is not asked again.
    public static func shortQueriesClearTheResultsWithoutSearching(
        service: LocationService,
        store: Store,
        query: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let (viewModel, spy, scheduler) = makeViewModel(service: service, store: store)
        viewModel.query = query
        scheduler.advance(by: debounceInterval)
        await settle(viewModel, sourceLocation: sourceLocation)
        #expect(!viewModel.locations.isEmpty, "nothing found for \"\(query)\"", sourceLocation: sourceLocation)

        for short in [String(query.prefix(1)), "  \(query.prefix(1)) \n", ""] {
            viewModel.query = short
            scheduler.advance(by: debounceInterval)
            #expect(viewModel.locations.isEmpty, "results kept for \"\(short)\"", sourceLocation: sourceLocation)
            #expect(!viewModel.querying, sourceLocation: sourceLocation)
        }
        #expect(spy.addresses == [query], sourceLocation: sourceLocation)
    }

    /// Searches for `query` and saves the first result: the store then publishes it.
    public static func savingAResultAddsItToTheStore(
        service: LocationService,
        store: Store,
        query: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let (viewModel, _, scheduler) = makeViewModel(service: service, store: store)
        viewModel.query = query
        scheduler.advance(by: debounceInterval)
        await settle(viewModel, sourceLocation: sourceLocation)
        guard let chosen = viewModel.locations.first else {
            Issue.record("nothing found for \"\(query)\"", sourceLocation: sourceLocation)
            return
        }

        viewModel.addLocation(with: chosen.id)

        #expect(viewModel.error == nil, sourceLocation: sourceLocation)
        let saved = await firstValue(of: store.locationsPublisher) { $0.contains(chosen) }
        #expect(saved != nil, "the store never published \(chosen.id)", sourceLocation: sourceLocation)
    }

    /// Saves an id that is not among the results: the error says so and the store is unchanged.
    public static func savingAnUnknownIDIsAnError(
        service: LocationService,
        store: Store,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let (viewModel, _, _) = makeViewModel(service: service, store: store)
        let id = "no-such-location"

        viewModel.addLocation(with: id)

        guard case .unknownLocation(id)? = viewModel.error else {
            Issue.record("expected unknownLocation, got \(String(describing: viewModel.error))", sourceLocation: sourceLocation)
            return
        }
        #expect(viewModel.errorMessage?.contains(id) == true, sourceLocation: sourceLocation)
        let saved = await firstValue(of: store.locationsPublisher)
        #expect(saved?.contains { $0.id == id } == false, sourceLocation: sourceLocation)
    }

    /// Waits until the view model has no search under way.
    public static func settle(_ viewModel: AddLocationViewModel, sourceLocation: SourceLocation = #_sourceLocation) async {
        let idle = await firstValue(of: viewModel.$querying) { !$0 }
        #expect(idle != nil, "the search never finished", sourceLocation: sourceLocation)
    }
}
