import GazetteerTestSupport
import LocationKit
import Testing

@Suite("MapViewModel")
@MainActor
struct MapViewModelTests {
    let vaduz = (latitude: 47.14151, longitude: 9.52154)
    let found = [LocationFixtures.accessibleToilet, LocationFixtures.toilet]

    @Test("a search asks for the type it was given", arguments: AmenityType.allCases)
    func asksForTheGivenType(type: AmenityType) async {
        let request = MockAmenityRequest(.answer(true, []))
        await MapScenarios.searchingAsksForTheGivenTypeAndShowsTheAnswer(
            request: request, type: type, latitude: vaduz.latitude, longitude: vaduz.longitude, range: 750
        )
        #expect(request.searches.map(\.type) == [type])
    }

    @Test("every amenity found reaches the map and the search succeeds")
    func amenitiesReachTheMap() async {
        let shown = await MapScenarios.searchingAsksForTheGivenTypeAndShowsTheAnswer(
            request: MockAmenityRequest(.answer(true, found)),
            type: .toilets, latitude: vaduz.latitude, longitude: vaduz.longitude, range: 1_000
        )
        #expect(shown == found)
    }

    @Test("amenities found on a background queue reach the map on the main thread")
    func backgroundAnswer() async {
        let shown = await MapScenarios.searchingAsksForTheGivenTypeAndShowsTheAnswer(
            request: MockAmenityRequest(.answerInBackground(true, found)),
            type: .drinkingWater, latitude: vaduz.latitude, longitude: vaduz.longitude, range: 200
        )
        #expect(shown == found)
    }

    @Test("a failed search completes with false and adds nothing")
    func failedSearch() async {
        let shown = await MapScenarios.searchingAsksForTheGivenTypeAndShowsTheAnswer(
            request: MockAmenityRequest(.answer(false, found)),
            type: .pharmacy, latitude: vaduz.latitude, longitude: vaduz.longitude, range: 500
        )
        #expect(shown.isEmpty)
    }

    @Test("a request that answers twice still completes once and adds each amenity once")
    func answeringTwice() {
        let map = RecordingMap()
        let viewModel = MapViewModel(
            locationProvider: FakeLocationProvider(position: (vaduz.latitude, vaduz.longitude)),
            amenityRequest: MockAmenityRequest(.answerTwice(true, found)),
            listener: map
        )
        var outcomes: [AmenityAnswer] = []

        viewModel.getAmenities(in: 500, type: .toilets) { outcomes.append(AmenityAnswer(success: $0, amenities: $1)) }

        #expect(outcomes == [AmenityAnswer(success: true, amenities: found)])
        #expect(map.amenities == found)
    }

    @Test("a search before the first fix fails without asking the request")
    func noFix() async {
        await MapScenarios.searchingWithoutAFixFailsWithoutAsking(request: MockAmenityRequest.unexpected)
    }

    @Test("a range that is not positive fails without asking the request", arguments: [0, -10])
    func nonPositiveRange(range: Int) {
        let viewModel = MapViewModel(
            locationProvider: FakeLocationProvider(position: (vaduz.latitude, vaduz.longitude)),
            amenityRequest: MockAmenityRequest.unexpected,
            listener: RecordingMap()
        )
        var outcomes: [AmenityAnswer] = []
        viewModel.getAmenities(in: range, type: .toilets) { outcomes.append(AmenityAnswer(success: $0, amenities: $1)) }
        #expect(outcomes == [AmenityAnswer(success: false, amenities: nil)])
    }

    @Test("creating the view model registers it with the provider and starts updates")
    func registersWithProvider() {
        let provider = FakeLocationProvider()
        let viewModel = MapViewModel(
            locationProvider: provider, amenityRequest: MockAmenityRequest.unexpected, listener: RecordingMap()
        )
        #expect(provider.listener === viewModel)
        #expect(provider.startCount == 1)
    }

    @Test("location updates from the provider reach the map")
    func locationUpdatesReachTheMap() {
        let provider = FakeLocationProvider()
        let map = RecordingMap()
        let viewModel = MapViewModel(locationProvider: provider, amenityRequest: MockAmenityRequest.unexpected, listener: map)

        provider.move(latitude: vaduz.latitude, longitude: vaduz.longitude)
        provider.move(latitude: 47.16498, longitude: 9.50867)

        #expect(map.positions == [
            Coordinates(latitude: vaduz.latitude, longitude: vaduz.longitude),
            Coordinates(latitude: 47.16498, longitude: 9.50867),
        ])
        #expect(viewModel.hasLocationFix)
        #expect(viewModel.getCurrentLocation() == (47.16498, 9.50867))
    }

    @Test("location updates from a background queue reach the map on the main thread")
    func backgroundLocationUpdates() async {
        let provider = FakeLocationProvider()
        let map = RecordingMap()
        let viewModel = MapViewModel(locationProvider: provider, amenityRequest: MockAmenityRequest.unexpected, listener: map)

        provider.moveFromBackground(latitude: vaduz.latitude, longitude: vaduz.longitude)

        let positions = await map.positionUpdates.wait()
        #expect(positions == [Coordinates(latitude: vaduz.latitude, longitude: vaduz.longitude)])
        #expect(map.callsOffMainThread == 0)
        _ = viewModel
    }

    @Test("the current location is the provider's, unavailable before the first fix")
    func currentLocationBeforeFix() {
        let viewModel = MapViewModel(
            locationProvider: FakeLocationProvider(), amenityRequest: MockAmenityRequest.unexpected, listener: RecordingMap()
        )
        #expect(!LocationFix.isAvailable(viewModel.getCurrentLocation()))
        #expect(!viewModel.hasLocationFix)
    }
}
