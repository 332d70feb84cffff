import Dispatch
import GazetteerTestSupport
import LocationKit
import Testing
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The classic forms, compiled in Swift 6 language mode: view models made and used from
/// nonisolated synchronous code and from the main actor alike.
@Suite("Classic forms in Swift 6")
struct ClassicFormsTests {
    @Test("view models are created and called from nonisolated synchronous code")
    func nonisolated() {
        let store = MockStore([LocationFixtures.vaduz])
        let locations = LocationsViewModel(store: store, locationService: MockLocationService.returning([LocationFixtures.schaan]))
        let adder: AddLocationViewModel = locations.addLocationViewModel
        let alone = AddLocationViewModel(locationService: MockLocationService.unexpected)
        alone.query = "V"
        #expect(alone.numberOfLocations == 0 && alone.location(at: 0) == nil)
        #expect(adder.addLocation(with: "none") == nil)
        let map = MapViewModel(locationProvider: FakeLocationProvider(), amenityRequest: MockAmenityRequest.unexpected, listener: RecordingMap())
        let confirming: MapViewModelConfirming = map
        #expect(confirming.getCurrentLocation().0.isNaN)
        let brussels = Location(name: "Brussels", latitude: 50.8503, longitude: 4.3517)
        #expect(brussels.id == "geo:50.8503,4.3517;name=Brussels")
    }

    @Test("from the main actor, the two-argument completion and a main-queue hop work as in the articles")
    @MainActor
    func mainActor() async {
        let map = RecordingMap()
        let viewModel = MapViewModel(
            locationProvider: FakeLocationProvider(position: (47.14, 9.52)),
            amenityRequest: MockAmenityRequest(.answerInBackground(true, [LocationFixtures.toilet])), listener: map)
        var outcome: (Bool, [Amenity]?)?
        viewModel.getAmenities(in: 1000, type: .toilets) { success, results in
            outcome = (success, results)
        }
        let answered = await map.addedAmenities.wait()
        await drainMainQueue()
        #expect(answered == [LocationFixtures.toilet])
        #expect(outcome?.0 == true && outcome?.1 == [LocationFixtures.toilet])

        let adder = AddLocationViewModel(store: MockStore(), locationService: MockLocationService.returning([LocationFixtures.vaduz]))
        var published: [[Location]] = []
        let subscription = adder.$locations.sink { published.append($0) }
        DispatchQueue.main.async { adder.query = "Vaduz" }
        _ = await firstValue(of: adder.$locations) { !$0.isEmpty }
        #expect(published.last == [LocationFixtures.vaduz])
        subscription.cancel()
    }
}
