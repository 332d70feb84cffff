import GazetteerTestSupport
import LocationKit
import Testing

@Suite("AddLocationViewModel")
@MainActor
struct AddLocationViewModelTests {
    let found = [LocationFixtures.vaduz, LocationFixtures.schaan]

    @Test("typing quickly makes one search for the whole query and publishes its answer")
    func typingQuickly() async {
        let locations = await AddLocationScenarios.typingQuicklySearchesOnceAndPublishesTheAnswer(
            service: MockLocationService.returning(found), store: MockStore(acceptsLocations: false), query: "Vaduz"
        )
        #expect(locations == found)
    }

    @Test("the same query again, whitespace aside, makes no second search")
    func repeatedQuery() async {
        await AddLocationScenarios.repeatingAQuerySearchesOnce(
            service: MockLocationService.returning(found), store: MockStore(acceptsLocations: false), query: "Vaduz"
        )
    }

    @Test("queries shorter than two characters clear the results without a search")
    func shortQueries() async {
        await AddLocationScenarios.shortQueriesClearTheResultsWithoutSearching(
            service: MockLocationService.returning(found), store: MockStore(acceptsLocations: false), query: "Vaduz"
        )
    }

    @Test("a one-letter query never reaches the service")
    func oneLetterQuery() {
        let (viewModel, _, scheduler) = AddLocationScenarios.makeViewModel(
            service: MockLocationService.unexpected, store: MockStore(acceptsLocations: false)
        )
        viewModel.query = " V "
        scheduler.advance(by: AddLocationScenarios.debounceInterval)
        #expect(viewModel.locations.isEmpty)
        #expect(!viewModel.querying)
    }

    @Test("querying is true only while the search is under way")
    func queryingFlag() {
        let service = MockLocationService(.hold)
        let (viewModel, _, scheduler) = AddLocationScenarios.makeViewModel(service: service, store: MockStore())
        viewModel.query = "Vaduz"
        scheduler.advance(by: AddLocationScenarios.debounceInterval)
        #expect(viewModel.querying)

        service.complete("Vaduz", with: .success(found))
        #expect(!viewModel.querying)
        #expect(viewModel.locations == found)
    }

    @Test("a failed search is exposed as an error and clears the results")
    func failedSearch() {
        let service = MockLocationService(.answer { address in
            address == "Vaduz" ? .success([LocationFixtures.vaduz]) : .failure(.requestFailed(UnexpectedCall(description: "offline")))
        })
        let (viewModel, _, scheduler) = AddLocationScenarios.makeViewModel(service: service, store: MockStore())
        viewModel.query = "Vaduz"
        scheduler.advance(by: AddLocationScenarios.debounceInterval)
        viewModel.query = "Schaan"
        scheduler.advance(by: AddLocationScenarios.debounceInterval)

        guard case .geocodingFailed(.requestFailed)? = viewModel.error else {
            Issue.record("expected geocodingFailed(requestFailed), got \(String(describing: viewModel.error))")
            return
        }
        #expect(viewModel.errorMessage == "The location search failed: offline")
        #expect(viewModel.locations.isEmpty)
        #expect(!viewModel.querying)
    }

    @Test("a new search clears the previous error")
    func newSearchClearsError() {
        let service = MockLocationService(.answer { address in
            address == "Vaduz" ? .success([LocationFixtures.vaduz]) : .failure(.requestFailed(UnexpectedCall(description: "offline")))
        })
        let (viewModel, _, scheduler) = AddLocationScenarios.makeViewModel(service: service, store: MockStore())
        viewModel.query = "Nowhere"
        scheduler.advance(by: AddLocationScenarios.debounceInterval)
        #expect(viewModel.error != nil)

        viewModel.query = "Vaduz"
        scheduler.advance(by: AddLocationScenarios.debounceInterval)
        #expect(viewModel.error == nil)
        #expect(viewModel.locations == [LocationFixtures.vaduz])
    }

    @Test("an answer for an older query never replaces the answer for the latest", arguments: [false, true])
    func staleAnswerIgnored(olderAnswersFirst: Bool) {
        let service = MockLocationService(.hold)
        let (viewModel, _, scheduler) = AddLocationScenarios.makeViewModel(service: service, store: MockStore())
        viewModel.query = "Va"
        scheduler.advance(by: AddLocationScenarios.debounceInterval)
        viewModel.query = "Vaduz"
        scheduler.advance(by: AddLocationScenarios.debounceInterval)
        #expect(service.addresses == ["Va", "Vaduz"])

        if olderAnswersFirst {
            service.complete("Va", with: .success([LocationFixtures.berlin]))
            #expect(viewModel.querying)
            service.complete("Vaduz", with: .success([LocationFixtures.vaduz]))
        } else {
            service.complete("Vaduz", with: .success([LocationFixtures.vaduz]))
            service.complete("Va", with: .failure(.requestFailed(UnexpectedCall(description: "late"))))
        }
        #expect(viewModel.locations == [LocationFixtures.vaduz])
        #expect(viewModel.error == nil)
        #expect(!viewModel.querying)
    }

    @Test("an answer arriving after the query became too short is ignored")
    func answerAfterClearingIgnored() {
        let service = MockLocationService(.hold)
        let (viewModel, _, scheduler) = AddLocationScenarios.makeViewModel(service: service, store: MockStore())
        viewModel.query = "Vaduz"
        scheduler.advance(by: AddLocationScenarios.debounceInterval)
        viewModel.query = ""
        scheduler.advance(by: AddLocationScenarios.debounceInterval)

        service.complete("Vaduz", with: .success(found))
        #expect(viewModel.locations.isEmpty)
        #expect(!viewModel.querying)
    }

    @Test("answers delivered on a background queue are published on the main thread")
    func backgroundAnswers() async {
        let service = MockLocationService(.answerInBackground { _ in .success([LocationFixtures.vaduz]) })
        let (viewModel, _, scheduler) = AddLocationScenarios.makeViewModel(service: service, store: MockStore())
        viewModel.query = "Vaduz"
        scheduler.advance(by: AddLocationScenarios.debounceInterval)
        #expect(viewModel.querying)

        let published = await firstValue(of: viewModel.$locations) { !$0.isEmpty }
        #expect(published == [LocationFixtures.vaduz])
        await AddLocationScenarios.settle(viewModel)
        #expect(viewModel.locations == [LocationFixtures.vaduz])
    }

    @Test("the main-queue scheduler debounces and publishes")
    func mainQueueScheduler() async {
        let service = MockLocationService.returning(found)
        let viewModel = AddLocationViewModel(
            store: MockStore(), locationService: service,
            debounceInterval: .milliseconds(20), scheduler: MainQueueScheduler.mainQueue
        )
        viewModel.query = "V"
        viewModel.query = "Va"
        viewModel.query = "Vaduz"

        let published = await firstValue(of: viewModel.$locations) { !$0.isEmpty }
        #expect(published == found)
        #expect(service.addresses == ["Vaduz"])
    }

    @Test("the default initializer debounces on the main queue")
    func defaultInitializer() async {
        let service = MockLocationService.returning(found)
        let viewModel = AddLocationViewModel(store: MockStore(), locationService: service)
        viewModel.query = "Vaduz"
        #expect(service.addresses.isEmpty)

        let published = await firstValue(of: viewModel.$locations) { !$0.isEmpty }
        #expect(published == found)
        #expect(service.addresses == ["Vaduz"])
    }

    @Test("saving a result adds it to the store")
    func savingAResult() async {
        let store = MockStore()
        await AddLocationScenarios.savingAResultAddsItToTheStore(
            service: MockLocationService.returning(found), store: store, query: "Vaduz"
        )
        #expect(store.added == [LocationFixtures.vaduz])
    }

    @Test("saving an id that is not among the results is an error")
    func savingAnUnknownID() async {
        await AddLocationScenarios.savingAnUnknownIDIsAnError(
            service: MockLocationService.unexpected, store: MockStore(acceptsLocations: false)
        )
    }

    @Test("a store that refuses to save is exposed as an error")
    func storeFailure() {
        let store = MockStore()
        store.failure = UnexpectedCall(description: "disk full")
        let (viewModel, _, scheduler) = AddLocationScenarios.makeViewModel(
            service: MockLocationService.returning(found), store: store
        )
        viewModel.query = "Vaduz"
        scheduler.advance(by: AddLocationScenarios.debounceInterval)

        viewModel.addLocation(with: LocationFixtures.schaan.id)

        guard case .storeFailed(let error as UnexpectedCall)? = viewModel.error else {
            Issue.record("expected storeFailed, got \(String(describing: viewModel.error))")
            return
        }
        #expect(error.description == "disk full")
        #expect(store.added == [LocationFixtures.schaan])
    }
}
