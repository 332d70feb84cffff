import Foundation
import GazetteerTestSupport
import LocationKit
import Nimble
import OfflineLocation
import Quick
import RemoteLocation

/// The map view model specified the classic way, then run against the three kinds of amenity
/// request: a mock, the offline index and a Photon server over stubbed HTTP.
final class MapViewModelSpec: QuickSpec {
    override class func spec() {
        let vaduz = SampleIndex.vaduz

        describe("MapViewModel") {
            var provider: MockLocationProvider!
            var map: MockMapView!

            beforeEach {
                provider = MockLocationProvider(latitude: vaduz.latitude, longitude: vaduz.longitude)
                map = MockMapView()
            }

            context("when it is created") {
                it("registers with the provider and starts location updates") {
                    let viewModel = MapViewModel(locationProvider: provider, amenityRequest: MockAmenityRequest(), listener: map)
                    expect(provider.didStartUpdates).to(beTrue())
                    expect(provider.listener).to(beIdenticalTo(viewModel))
                }
            }

            context("when the provider reports a new position") {
                it("moves the map there") {
                    let viewModel = MapViewModel(locationProvider: provider, amenityRequest: MockAmenityRequest(), listener: map)
                    let device = provider!
                    DispatchQueue.global().async {
                        device.listener?.setCurrentLocation(latitude: 47.2, longitude: 9.5)
                    }
                    expect(map.currentLocation?.latitude).toEventually(equal(47.2))
                    expect(viewModel.getCurrentLocation().0).to(equal(vaduz.latitude))
                }
            }

            context("when asked to centre the map") {
                it("centres it on the current position") {
                    let viewModel = MapViewModel(locationProvider: provider, amenityRequest: MockAmenityRequest(), listener: map)
                    viewModel.centerMapToCurrentLocationAction()
                    expect(map.centeredOn?.longitude).toEventually(equal(vaduz.longitude))
                }
            }

            context("before the first location fix") {
                it("fails at once without asking for amenities") {
                    provider.location = (.nan, .nan)
                    let request = MockAmenityRequest()
                    let viewModel = MapViewModel(locationProvider: provider, amenityRequest: request, listener: map)
                    var outcome: (Bool, [Amenity]?)?
                    viewModel.getAmenities(in: 1000, type: .toilets) { success, results in
                        outcome = (success, results)
                    }
                    expect(outcome?.0).to(beFalse())
                    expect(outcome?.1).to(beNil())
                    expect(request.requestedType).to(beNil())
                }
            }

            context("when the request fails") {
                it("completes with false and adds nothing") {
                    let request = MockAmenityRequest()
                    request.success = false
                    let viewModel = MapViewModel(locationProvider: provider, amenityRequest: request, listener: map)
                    var success: Bool?
                    viewModel.getAmenities(in: 1000, type: .toilets) { ok, _ in success = ok }
                    expect(success).toEventually(beFalse())
                    expect(map.amenities).to(beEmpty())
                }
            }

            itBehavesLikeAMapOfToilets(
                "with a mock request",
                request: {
                    MockAmenityRequest(amenities: [
                        Amenity(id: "osm:node/1", title: "Toilets", locationDescription: "100 m away",
                                coordinates: Coordinates(latitude: vaduz.latitude + 0.0009, longitude: vaduz.longitude), isAccessible: true),
                        Amenity(id: "osm:node/2", title: "Rathaus WC", locationDescription: "300 m away",
                                coordinates: Coordinates(latitude: vaduz.latitude, longitude: vaduz.longitude + 0.004), isAccessible: false),
                    ])
                },
                provider: { provider }, map: { map })
            itBehavesLikeAMapOfToilets(
                "with the offline index",
                request: { OfflineAmenityRequest(index: try! SampleIndex.index()) },
                provider: { provider }, map: { map })
            itBehavesLikeAMapOfToilets(
                "with a Photon server",
                request: {
                    let server = StubServer(always: .json(PhotonSamples.vaduzToilets))
                    return RemoteAmenityRequest(baseURL: server.baseURL, session: server.session)
                },
                provider: { provider }, map: { map })
        }
    }

    /// The same examples for every kind of request: the toilets near Vaduz reach the map and the completion.
    private class func itBehavesLikeAMapOfToilets(
        _ name: String, request makeRequest: @escaping () -> AmenityRequest,
        provider: @escaping () -> MockLocationProvider, map: @escaping () -> MockMapView
    ) {
        context(name) {
            var request: AmenityRequest!
            var viewModel: MapViewModel<MockMapView>!

            beforeEach {
                request = makeRequest()
                viewModel = MapViewModel(locationProvider: provider(), amenityRequest: request, listener: map())
            }

            it("hands the toilets within range to the completion and puts each on the map") {
                var success = false
                var results: [Amenity]?
                viewModel.getAmenities(in: 1000, type: .toilets) { ok, found in
                    success = ok
                    results = found
                }
                expect(results?.map(\.id)).toEventually(equal(["osm:node/1", "osm:node/2"]), timeout: .seconds(5))
                expect(success).to(beTrue())
                expect(map().amenities.map(\.id)).to(equal(["osm:node/1", "osm:node/2"]))
                expect(map().amenities.map(\.isAccessible)).to(equal([true, false]))
            }

            it("finds nothing within 10 m") {
                var results: [Amenity]?
                viewModel.getAmenities(in: 10, type: .toilets) { _, found in results = found }
                if request is MockAmenityRequest { return }  // a mock ignores the radius
                expect(results).toEventually(equal([]), timeout: .seconds(5))
                expect(map().amenities).to(beEmpty())
            }
        }
    }
}
