import GazetteerTestSupport
import LocationKit
import RemoteLocation
import Testing

/// LocationKit's view-model scenarios, unchanged, against the remote services over stubbed HTTP.
@Suite("View-model scenarios over the remote services")
@MainActor
struct ViewModelScenarioTests {
    let server = StubServer(always: .json(PhotonSamples.berlin))
    var geocoder: RemoteGeocoder { RemoteGeocoder(baseURL: server.baseURL, session: server.session) }

    @Test("typing quickly searches the server once and shows its answer")
    func typingQuickly() async {
        let found = await AddLocationScenarios.typingQuicklySearchesOnceAndPublishesTheAnswer(
            service: geocoder, store: MockStore(), query: "Berlin")
        #expect(found.first?.name == "Berlin")
        #expect(server.requests.count == 1)
    }

    @Test("repeating a query asks the server once")
    func repeating() async {
        await AddLocationScenarios.repeatingAQuerySearchesOnce(service: geocoder, store: MockStore(), query: "Berlin")
    }

    @Test("short queries clear the results without asking the server")
    func shortQueries() async {
        await AddLocationScenarios.shortQueriesClearTheResultsWithoutSearching(service: geocoder, store: MockStore(), query: "Berlin")
    }

    @Test("saving a remote result adds it to the store")
    func saving() async {
        let store = MockStore()
        await AddLocationScenarios.savingAResultAddsItToTheStore(service: geocoder, store: store, query: "Berlin")
        #expect(store.added.map(\.id) == ["osm:node/240109189"])
    }
}
