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
        let viewModel = LocationsViewModel(store: MockStore([Fixtures.vaduz], acceptsLocations: false))
        #expect(viewModel.locations.isEmpty)
    }

    @Test("start publishes the saved locations and every later change")
    func publishesStoreUpdates() {
        let store = MockStore([Fixtures.vaduz])
        let viewModel = LocationsViewModel(store: store)

        viewModel.start()
        #expect(viewModel.locations == [Fixtures.vaduz])

        try? store.addLocation(Fixtures.schaan)
        #expect(viewModel.locations == [Fixtures.vaduz, Fixtures.schaan])

        store.publish([])
        #expect(viewModel.locations.isEmpty)
    }

    @Test("lists published on a background queue arrive on the main thread, in order")
    func backgroundUpdates() async {
        let store = MockStore()
        let viewModel = LocationsViewModel(store: store)
        viewModel.start()

        let lists = [[Fixtures.vaduz], [Fixtures.vaduz, Fixtures.schaan], [Fixtures.berlin]]
        store.publishInBackground(lists)

        let last = await firstValue(of: viewModel.$locations) { $0 == [Fixtures.berlin] }
        #expect(last == [Fixtures.berlin])
        await drainMainQueue()
        #expect(viewModel.locations == [Fixtures.berlin])
    }

    @Test("starting twice keeps one subscription")
    func startTwice() {
        let store = MockStore([Fixtures.vaduz])
        let viewModel = LocationsViewModel(store: store)
        var changes = 0
        let counting = viewModel.objectWillChange.sink { _ in changes += 1 }

        viewModel.start()
        viewModel.start()
        changes = 0
        store.publish([Fixtures.berlin])

        #expect(changes == 1)
        #expect(viewModel.locations == [Fixtures.berlin])
        counting.cancel()
    }
}
