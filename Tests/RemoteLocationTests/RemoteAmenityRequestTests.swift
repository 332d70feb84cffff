import Foundation
import GazetteerTestSupport
import LocationKit
import RemoteLocation
import Testing

@Suite("RemoteAmenityRequest over a stubbed Photon server")
struct RemoteAmenityRequestTests {
    let center = Coordinates(latitude: SampleIndex.vaduz.latitude, longitude: SampleIndex.vaduz.longitude)

    @Test("a search asks /reverse with the tag and the radius in km, and keeps what is in range, nearest first")
    func success() async throws {
        let server = StubServer(always: .json(PhotonSamples.vaduzToilets))
        let request = RemoteAmenityRequest(baseURL: server.baseURL, session: server.session, limit: 20, callbackQueue: .global())
        let answers = Recorder<AmenityAnswer>()

        request.getAmenities(of: .toilets, latitude: center.latitude, longitude: center.longitude, radius: 1_000) {
            answers.record(AmenityAnswer(success: $0, amenities: $1))
        }

        let answer = try #require(await answers.wait()?.first)
        #expect(server.requests.map(\.path) == ["/reverse"])
        #expect(server.query(ofRequest: 0) == [
            "lat": "47.14151", "lon": "9.52154", "radius": "1.0", "osm_tag": "amenity:toilets", "limit": "20",
        ])
        let found = try #require(answer.amenities)
        #expect(answer.success)
        #expect(found.map(\.id) == ["osm:node/1", "osm:node/2"], "the café and the toilet 5 km away are dropped")
        #expect(found.map(\.title) == ["Städtle WC", "Toilets"])
        #expect(found.map(\.isAccessible) == [true, false])
        #expect(found.map(\.locationDescription) == [
            "100 m away at Städtle 38 in Vaduz, Liechtenstein", "300 m away in Liechtenstein",
        ])
        #expect(found.first?.coordinate == Coordinates(latitude: 47.14241, longitude: 9.52154))
    }

    @Test("a failed request answers false with no amenities, and the detailed form says why")
    func failure() async throws {
        let server = StubServer(always: .json("oops", status: 503))
        let request = RemoteAmenityRequest(baseURL: server.baseURL, session: server.session, callbackQueue: .global())
        let answers = Recorder<AmenityAnswer>()
        let reasons = Recorder<String>()

        request.getAmenities(of: .toilets, latitude: center.latitude, longitude: center.longitude, radius: 500) {
            answers.record(AmenityAnswer(success: $0, amenities: $1))
        }
        request.amenities(of: .toilets, near: center, radiusMeters: 500) { result in
            if case .failure(let error) = result { reasons.record(error.description) }
        }

        #expect(await answers.wait() == [AmenityAnswer(success: false, amenities: nil)])
        #expect(await reasons.wait() == ["The server answered with HTTP status 503: oops"])
    }

    @Test("an invalid point or radius answers false without a request", arguments: [
        (Double.nan, 9.5, 500.0), (91, 9.5, 500), (47.1, 9.5, 0), (47.1, 9.5, .infinity),
    ])
    func invalid(latitude: Double, longitude: Double, radius: Double) async {
        let server = StubServer(always: .json(PhotonSamples.vaduzToilets))
        let request = RemoteAmenityRequest(baseURL: server.baseURL, session: server.session, callbackQueue: .global())
        let answers = Recorder<AmenityAnswer>()

        request.getAmenities(of: .toilets, latitude: latitude, longitude: longitude, radius: radius) {
            answers.record(AmenityAnswer(success: $0, amenities: $1))
        }

        #expect(await answers.wait() == [AmenityAnswer(success: false, amenities: nil)])
        #expect(server.requests.isEmpty)
    }

    @Test("the map view model shows the remote amenities, as it does the offline ones")
    @MainActor
    func mapScenario() async {
        let server = StubServer(always: .json(PhotonSamples.vaduzToilets))
        let request = RemoteAmenityRequest(baseURL: server.baseURL, session: server.session)
        let shown = await MapScenarios.searchingAsksForTheGivenTypeAndShowsTheAnswer(
            request: request, type: .toilets, latitude: center.latitude, longitude: center.longitude, range: 1_000)
        #expect(shown.map(\.id) == ["osm:node/1", "osm:node/2"])
        await MapScenarios.searchingWithoutAFixFailsWithoutAsking(request: request)
    }
}
