#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import GazetteerTestSupport
import LocationKit
import OfflineLocation
import RemoteLocation
import XCTest

/// AddLocationViewModel tested as the classic weather-app articles test it: a stubbed
/// LocationService, an expectation, `locationsPublisher.collect(2)`, `wait(for:timeout:)` —
/// then the same test against the offline index and a Photon server over stubbed HTTP.
final class AddLocationViewModelTests: XCTestCase {
    var viewModel: AddLocationViewModel!
    var subscriptions: Set<AnyCancellable> = []

    override func setUpWithError() throws {
        viewModel = AddLocationViewModel(locationService: MockLocationService())
    }

    override func tearDownWithError() throws {
        subscriptions = []
    }

    func test_locationsPublisher_hasLocations() {
        let expectation = self.expectation(description: "Has Locations")
        let expectedValues: [[Location]] = [[], [.brussels]]

        viewModel.locationsPublisher
            .collect(2)
            .sink { result in
                if result == expectedValues {
                    expectation.fulfill()
                }
            }.store(in: &subscriptions)
        viewModel.query = "Brus"

        wait(for: [expectation], timeout: 2.0)
    }

    func test_locationsPublisher_noLocations() {
        let expectation = self.expectation(description: "No Locations")
        let expectedValues: [[Location]] = [[], []]

        viewModel.locationsPublisher
            .collect(2)
            .sink { result in
                if result == expectedValues {
                    expectation.fulfill()
                }
            }.store(in: &subscriptions)
        viewModel.query = ""

        wait(for: [expectation], timeout: 2.0)
    }

    func test_locationAtIndex_notNil() {
        let expectation = self.expectation(description: "Location Not Nil")

        viewModel.locationsPublisher
            .collect(2)
            .sink { [weak self] _ in
                DispatchQueue.main.async {
                    if let location = self?.viewModel.location(at: 0), location.name == Location.brussels.name {
                        expectation.fulfill()
                    }
                }
            }.store(in: &subscriptions)
        viewModel.query = "Brus"

        wait(for: [expectation], timeout: 2.0)
        XCTAssertEqual(viewModel.numberOfLocations, 1)
        XCTAssertEqual(viewModel.viewModelForLocation(at: 0)?.coordinates, "50.8503, 4.3517")
        XCTAssertNil(viewModel.location(at: 1))
    }

    func test_querying_isTrueOnlyWhileSearching() {
        let expectation = self.expectation(description: "Querying")
        var values: [Bool] = []
        viewModel.$querying
            .sink { values.append($0) }
            .store(in: &subscriptions)
        viewModel.$locations
            .dropFirst()
            .sink { _ in expectation.fulfill() }
            .store(in: &subscriptions)
        viewModel.query = "Brus"

        wait(for: [expectation], timeout: 2.0)
        XCTAssertEqual(values.first, false)
        XCTAssertTrue(values.contains(true))
    }

    func test_sameTest_offlineIndex() throws {
        let service = OfflineGeocoder(index: try SampleIndex.index())
        XCTAssertEqual(try searchTwoLists(with: service, query: "Vaduz").first?.name, "Vaduz")
    }

    func test_sameTest_photonServer() throws {
        let server = StubServer(always: .json(PhotonSamples.berlin))
        let service = RemoteGeocoder(baseURL: server.baseURL, session: server.session)
        XCTAssertEqual(try searchTwoLists(with: service, query: "Berlin").first?.name, "Berlin")
    }

    func test_sameTest_fallbackToOffline() throws {
        let server = StubServer(always: .json(#"{"message": "maintenance"}"#, status: 500))
        let service = FallbackGeocoder(
            primary: RemoteGeocoder(baseURL: server.baseURL, session: server.session),
            fallback: OfflineGeocoder(index: try SampleIndex.index()))
        XCTAssertEqual(try searchTwoLists(with: service, query: "Schaan").first?.name, "Schaan")
    }

    /// The classic test body over any service: the empty list, then the answer for `query`.
    private func searchTwoLists(with service: LocationService, query: String) throws -> [Location] {
        viewModel = AddLocationViewModel(locationService: service)
        let expectation = self.expectation(description: "Has Locations")
        var lists: [[Location]] = []
        viewModel.locationsPublisher
            .collect(2)
            .sink { result in
                lists = result
                expectation.fulfill()
            }.store(in: &subscriptions)
        viewModel.query = query

        wait(for: [expectation], timeout: 5.0)
        XCTAssertEqual(lists.first, [])
        return try XCTUnwrap(lists.last)
    }

    func test_addLocationViewModel_sharesTheStore() {
        let store = InMemoryStore()
        let locationsViewModel = LocationsViewModel(store: store, locationService: MockLocationService())
        locationsViewModel.start()
        let addViewModel = locationsViewModel.addLocationViewModel
        let expectation = self.expectation(description: "Saved")
        locationsViewModel.$locationCellViewModels
            .sink { cells in
                if cells.map(\.locationName) == ["Brussels"] { expectation.fulfill() }
            }.store(in: &subscriptions)
        addViewModel.locationsPublisher
            .dropFirst()
            .sink { locations in
                DispatchQueue.main.async { addViewModel.addLocation(with: locations[0].id) }
            }.store(in: &subscriptions)
        addViewModel.query = "Brus"

        wait(for: [expectation], timeout: 2.0)
        XCTAssertEqual(store.locations, [.brussels])
        XCTAssertEqual(locationsViewModel.locationCellViewModels.first?.locationCountry, "")
    }
}
