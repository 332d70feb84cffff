import GazetteerIndex
import GazetteerTestSupport
import LocationKit
import OfflineLocation
import Testing

/// LocationKit's view-model scenarios, run against the offline services over the sample indexes.
@Suite("View-model scenarios over the offline services")
@MainActor
struct ViewModelScenarioTests {
    let geocoder: OfflineGeocoder
    let amenities: OfflineAmenityRequest

    init() throws {
        geocoder = OfflineGeocoder(index: try FixtureIndexes.places())
        amenities = OfflineAmenityRequest(index: try FixtureIndexes.amenities())
    }

    @Test("the offline geocoder rejects blank addresses as the contract asks")
    func blankAddresses() async {
        await LocationServiceScenarios.blankAddressesAreRejected(service: geocoder)
    }

    @Test("the async variant agrees with the completion for the offline geocoder")
    func asyncAgrees() async {
        let found = await LocationServiceScenarios.asyncGeocodeAgreesWithTheCompletion(service: geocoder, address: "Vaduz")
        #expect(found.first?.id == "geonames:3042030")
    }

    @Test("typing a place name quickly searches once and shows it first")
    func typingQuickly() async {
        let found = await AddLocationScenarios.typingQuicklySearchesOnceAndPublishesTheAnswer(
            service: geocoder, store: InMemoryStore(), query: "Vaduz")
        #expect(found.first?.name == "Vaduz")
        #expect(found.first?.countryName == "Liechtenstein")
    }

    @Test("typing a qualified name finds the place in that region")
    func typingQualified() async {
        let found = await AddLocationScenarios.typingQuicklySearchesOnceAndPublishesTheAnswer(
            service: geocoder, store: InMemoryStore(), query: "Springfield, IL")
        #expect(found.map(\.id) == ["geonames:4250542"])
    }

    @Test("repeating a query searches the index once")
    func repeating() async {
        await AddLocationScenarios.repeatingAQuerySearchesOnce(service: geocoder, store: InMemoryStore(), query: "Zürich")
    }

    @Test("short queries clear the results without searching the index")
    func shortQueries() async {
        await AddLocationScenarios.shortQueriesClearTheResultsWithoutSearching(
            service: geocoder, store: InMemoryStore(), query: "Berlin")
    }

    @Test("saving a result adds it to the in-memory store")
    func savingToMemory() async {
        let store = InMemoryStore()
        await AddLocationScenarios.savingAResultAddsItToTheStore(service: geocoder, store: store, query: "Vaduz")
        #expect(store.locations.map(\.id) == ["geonames:3042030"])
    }

    @Test("saving a result adds it to the file store, and it is there after a restart")
    func savingToFile() async throws {
        let directory = try TemporaryDirectory(prefix: "scenario-store")
        defer { directory.remove() }
        let url = directory.fileURL("locations.json")
        await AddLocationScenarios.savingAResultAddsItToTheStore(service: geocoder, store: try FileStore(url: url), query: "Tromsø")
        #expect(try FileStore(url: url).locations.map(\.id) == ["geonames:3133880"])
    }

    @Test("saving an unknown id is an error and leaves the store unchanged")
    func savingUnknown() async {
        await AddLocationScenarios.savingAnUnknownIDIsAnError(service: geocoder, store: InMemoryStore())
    }

    @Test("a map search finds the OpenStreetMap fixture's unnamed accessible toilet", arguments: DataFixtures.placesAndAmenities)
    func mapFixtureToilet(fixture: String) async throws {
        let request = OfflineAmenityRequest(index: try FixtureIndexes.placesAndAmenities(fixture))
        let shown = await MapScenarios.searchingAsksForTheGivenTypeAndShowsTheAnswer(
            request: request, type: .toilets, latitude: 47.1410, longitude: 9.5209, range: 500)
        #expect(shown.map(\.id) == ["osm:node/2"])
        #expect(shown.map(\.title) == ["Toilets"])
        #expect(shown.map(\.isAccessible) == [true])
    }

    @Test("a map search for toilets shows the nearest ones from the index")
    func mapToilets() async {
        let center = SampleAmenities.center
        let shown = await MapScenarios.searchingAsksForTheGivenTypeAndShowsTheAnswer(
            request: amenities, type: .toilets, latitude: center.latitude, longitude: center.longitude, range: 1_000)
        #expect(shown.map(\.id) == ["osm:node/1", "osm:node/2"])
        #expect(shown.first?.isAccessible == true)
    }

    @Test("a map search for every type succeeds, with nothing shown where the index has none", arguments: AmenityType.allCases)
    func mapEveryType(type: AmenityType) async {
        let center = SampleAmenities.center
        let shown = await MapScenarios.searchingAsksForTheGivenTypeAndShowsTheAnswer(
            request: amenities, type: type, latitude: center.latitude, longitude: center.longitude, range: 2_000)
        let expected = SampleAmenities.nodes.filter { $0.category == type.osmTag && abs($0.north) < 0.1 }.count
        #expect(shown.count == expected)
    }

    @Test("a map search without a location fix does not ask the index")
    func mapWithoutFix() async {
        await MapScenarios.searchingWithoutAFixFailsWithoutAsking(request: amenities)
    }
}
