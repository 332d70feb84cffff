import GazetteerTestSupport
import LocationKit
import Testing
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

@Suite("LocationsViewModel")
@MainActor
struct LocationsViewModelTests {
    @Test("nothing is published before start")
    func nothingBeforeStart() {
        let viewModel = LocationsViewModel(store: MockStore([LocationFixtures.vaduz], acceptsLocations: false))
        #expect(viewModel.locations.isEmpty)
    }

    @Test("start publishes the saved locations and every later change")
    func publishesStoreUpdates() {
        let store = MockStore([LocationFixtures.vaduz])
        let viewModel = LocationsViewModel(store: store)

        viewModel.start()
        #expect(viewModel.locations == [LocationFixtures.vaduz])

        try? store.addLocation(LocationFixtures.schaan)
        #expect(viewModel.locations == [LocationFixtures.vaduz, LocationFixtures.schaan])

        store.publish([])
        #expect(viewModel.locations.isEmpty)
    }

    @Test("lists published on a background queue arrive on the main thread, in order")
    func backgroundUpdates() async {
        let store = MockStore()
        let viewModel = LocationsViewModel(store: store)
        viewModel.start()

        let lists = [[LocationFixtures.vaduz], [LocationFixtures.vaduz, LocationFixtures.schaan], [LocationFixtures.berlin]]
        store.publishInBackground(lists)

        let last = await firstValue(of: viewModel.$locations) { $0 == [LocationFixtures.berlin] }
        #expect(last == [LocationFixtures.berlin])
        await drainMainQueue()
        #expect(viewModel.locations == [LocationFixtures.berlin])
    }

    @Test("starting twice keeps one subscription")
    func startTwice() {
        let store = MockStore([LocationFixtures.vaduz])
        let viewModel = LocationsViewModel(store: store)
        var changes = 0
        let counting = viewModel.objectWillChange.sink { _ in changes += 1 }

        viewModel.start()
        viewModel.start()
        changes = 0
        store.publish([LocationFixtures.berlin])

        #expect(changes == 2, "one change of locations and one of locationCellViewModels, not twice that")
        #expect(viewModel.locations == [LocationFixtures.berlin])
        #expect(viewModel.locationCellViewModels == [LocationCellViewModel(location: LocationFixtures.berlin)])
        counting.cancel()
    }
}
