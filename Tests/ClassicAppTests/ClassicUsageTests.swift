#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation
import LocationKit
import OfflineLocation
import XCTest

/// A view controller written the classic way, in Swift 5 language mode: it creates its view
/// model in a property initializer, from nonisolated code, and uses the forms older articles use.
final class ToiletsViewController: MapViewModelObservable {
    typealias Amenity = LocationKit.Amenity

    lazy var viewModel: MapViewModel<ToiletsViewController> = {
        MapViewModel(locationProvider: locationProvider, amenityRequest: amenityRequest, listener: self)
    }()
    let locationProvider: LocationProvidable
    let amenityRequest: AmenityRequest
    var annotations: [(title: String, latitude: Double, longitude: Double)] = []
    var status = ""

    init(locationProvider: LocationProvidable, amenityRequest: AmenityRequest) {
        self.locationProvider = locationProvider
        self.amenityRequest = amenityRequest
    }

    func showToilets() {
        viewModel.getAmenities(in: 1000, type: .Toilets) { (success, locations) in
            guard success, let locations = locations else {
                self.status = "search failed"
                return
            }
            self.status = "\(locations.count) found"
        }
    }

    func setCurrentLocation(latitude: Double, longitude: Double) {}

    func addAmenityToMap(amenity: Amenity) {
        annotations.append((amenity.name, amenity.coordinate.latitude, amenity.longitude))
    }
}

/// A screen's view model seen through the classic protocol, as a test double would replace it.
func searchToilets(with viewModel: MapViewModelConfirming, completion: @escaping (Int) -> Void) {
    let (latitude, longitude) = viewModel.getCurrentLocation()
    guard !latitude.isNaN, !longitude.isNaN else { return completion(-1) }
    viewModel.getAmenities(in: 500, type: AmenityType(rawValue: "toilets")!) { _, results in
        completion(results?.count ?? 0)
    }
    viewModel.centerMapToCurrentLocationAction()
}

final class ClassicUsageTests: XCTestCase {
    var subscriptions = Set<AnyCancellable>()

    func testViewControllerCreatesItsViewModelAndShowsToilets() {
        let amenities = [Amenity(id: "osm:node/1", title: "WC", locationDescription: "", coordinates: Coordinates(latitude: 1, longitude: 2), isAccessible: false)]
        let controller = ToiletsViewController(locationProvider: MockLocationProvider(latitude: 1, longitude: 2),
                                               amenityRequest: MockAmenityRequest(amenities: amenities))
        controller.showToilets()
        // The answer reaches the controller on the main queue: wait for it there, however long it takes.
        let shown = expectation(description: "shown")
        func checkShown() {
            if controller.status.isEmpty {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.01, execute: checkShown)
            } else {
                shown.fulfill()
            }
        }
        DispatchQueue.main.async(execute: checkShown)
        wait(for: [shown], timeout: 30)
        XCTAssertEqual(controller.status, "1 found")
        XCTAssertEqual(controller.annotations.map(\.title), ["WC"])
    }

    func testTheClassicProtocolReachesTheViewModel() {
        let viewModel = MapViewModel(locationProvider: MockLocationProvider(latitude: 1, longitude: 2),
                                     amenityRequest: MockAmenityRequest(amenities: []), listener: MockMapView())
        let done = expectation(description: "done")
        searchToilets(with: viewModel) { count in
            XCTAssertEqual(count, 0)
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
    }

    func testModelsReadTheClassicWay() throws {
        let brussels = Location(name: "Brussels", latitude: 50.8503, longitude: 4.3517)
        XCTAssertEqual(brussels, Location(name: "Brussels", latitude: 50.8503, longitude: 4.3517))
        XCTAssertEqual(brussels.country, "")
        let vaduz = Location(id: "geonames:3042030", name: "Vaduz", country: "Liechtenstein", latitude: 47.14, longitude: 9.52)
        XCTAssertEqual(LocationCellViewModel(location: vaduz).locationCountry, "Liechtenstein")
        XCTAssertEqual(AddLocationCellViewModel(location: vaduz).coordinates, "47.14, 9.52")

        let type = AmenityType.drinkingWater
        XCTAssertEqual("[amenity=\(type.rawValue)]", "[amenity=drinking_water]")
        XCTAssertEqual("\(type)", "drinking_water")
        XCTAssertEqual(AmenityType(rawValue: "drinkingWater"), .drinkingWater)
        XCTAssertEqual(AmenityType(rawValue: "amenity=Toilets"), .toilets)
        XCTAssertEqual(AmenityType.Toilets, .toilets)
        XCTAssertEqual(try JSONDecoder().decode([AmenityType].self, from: Data(#"["drinking_water", "drinkingWater"]"#.utf8)),
                       [.drinkingWater, .drinkingWater])
    }

    func testPublishedPropertiesAreObservedWithSink() {
        let store = InMemoryStore([Location.brussels])
        let viewModel = LocationsViewModel(store: store)
        let received = expectation(description: "cells")
        viewModel.$locationCellViewModels
            .dropFirst()
            .sink { cells in
                XCTAssertEqual(cells.map(\.name), ["Brussels"])
                received.fulfill()
            }
            .store(in: &subscriptions)
        viewModel.start()
        wait(for: [received], timeout: 2)
    }
}
