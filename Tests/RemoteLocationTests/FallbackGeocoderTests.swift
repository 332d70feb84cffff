import Foundation
import GazetteerTestSupport
import LocationKit
import OfflineLocation
import RemoteLocation
import Testing

@Suite("FallbackGeocoder: the network first, the offline index when it fails or is slow")
struct FallbackGeocoderTests {
    let offline: LocationServiceSpy

    init() throws {
        offline = LocationServiceSpy(wrapping: OfflineGeocoder(index: try SampleIndex.index(), callbackQueue: .global()))
    }

    func remote(_ reply: StubServer.Reply, timeout: TimeInterval = 10) -> (StubServer, RemoteGeocoder) {
        let server = StubServer(always: reply)
        return (server, RemoteGeocoder(baseURL: server.baseURL, session: server.session, timeout: timeout, callbackQueue: .global()))
    }

    @Test("a primary that answers in time is used, and the offline index is not asked")
    func primaryInTime() async throws {
        let (server, primary) = remote(.json(PhotonSamples.berlin))
        let geocoder = FallbackGeocoder(primary: primary, fallback: offline, deadline: 5)

        let answer = await onlyAnswer { geocoder.geocode(addressString: "Berlin", completion: $0) }

        #expect(try answer?.get().first?.id == "osm:node/240109189")
        #expect(server.requests.count == 1)
        #expect(offline.addresses.isEmpty)
    }

    @Test("a primary that fails with HTTP 500 falls back to the offline index")
    func primaryFails() async throws {
        let (_, primary) = remote(.json(#"{"message": "down"}"#, status: 500))
        let geocoder = FallbackGeocoder(primary: primary, fallback: offline, deadline: 5)

        let answer = await onlyAnswer { geocoder.geocode(addressString: "Vaduz", completion: $0) }

        #expect(try answer?.get().first?.id == "geonames:3042030")
        #expect(try answer?.get().first?.countryName == "Liechtenstein")
        #expect(offline.addresses == ["Vaduz"])
    }

    @Test("a primary slower than the deadline is overtaken by the offline index")
    func primarySlow() async throws {
        // The primary would answer only after its 60-second limit: the answer can only be the index's.
        let (server, primary) = remote(.hang, timeout: 60)
        let geocoder = FallbackGeocoder(primary: primary, fallback: offline, deadline: 0.1)

        let answer = await onlyAnswer(timeout: 30) { geocoder.geocode(addressString: "Vaduz", completion: $0) }

        #expect(try answer?.get().first?.id == "geonames:3042030")
        #expect(server.requests.count == 1)
        #expect(offline.addresses == ["Vaduz"])
    }

    @Test("after the deadline, a late primary still wins over a fallback that has not answered")
    func latePrimaryWins() async throws {
        let (_, primary) = remote(.json(PhotonSamples.berlin, delay: 0.3))
        let held = MockLocationService(.hold)
        let geocoder = FallbackGeocoder(primary: primary, fallback: held, deadline: 0.05)

        let answer = await onlyAnswer { geocoder.geocode(addressString: "Berlin", completion: $0) }

        #expect(try answer?.get().first?.name == "Berlin")
        #expect(held.addresses == ["Berlin"])
        held.complete("Berlin", with: .success([]))  // too late: not delivered a second time
    }

    @Test("when both fail, the error holds both causes")
    func bothFail() async {
        let (_, primary) = remote(.fail(.cannotConnectToHost))
        let broken = MockLocationService.failing(with: .requestFailed(UnexpectedCall(description: "index missing")))
        let geocoder = FallbackGeocoder(primary: primary, fallback: broken, deadline: 5)

        let answer = await onlyAnswer { geocoder.geocode(addressString: "Vaduz", completion: $0) }

        guard case .failure(.requestFailed(let failure as FallbackFailure))? = answer else {
            Issue.record("\(String(describing: answer))")
            return
        }
        guard case .requestFailed(RemoteServiceError.transport)? = Optional(failure.primary) else {
            Issue.record("primary: \(failure.primary)")
            return
        }
        #expect("\(failure.fallback)".contains("index missing"))
        #expect(failure.description.hasPrefix("The primary service failed (The location search failed: The server could not be reached"))
    }

    @Test("a blank address is rejected by the primary and never reaches the fallback")
    func blankAddress() async {
        let (server, primary) = remote(.json(PhotonSamples.berlin))
        let geocoder = FallbackGeocoder(primary: primary, fallback: MockLocationService.unexpected, deadline: 5)

        let answer = await onlyAnswer { geocoder.geocode(addressString: "  ", completion: $0) }

        guard case .failure(.invalidAddressString)? = answer else { Issue.record("\(String(describing: answer))"); return }
        #expect(server.requests.isEmpty)
    }

    @Test("a primary that times out falls back, and the search view model shows the offline answer")
    @MainActor
    func viewModelOverFallback() async {
        let (_, primary) = remote(.hang, timeout: 0.2)
        let geocoder = FallbackGeocoder(primary: primary, fallback: offline, deadline: 5)
        let found = await AddLocationScenarios.typingQuicklySearchesOnceAndPublishesTheAnswer(
            service: geocoder, store: MockStore(), query: "Schaan")
        #expect(found.map(\.id) == ["geonames:3042041"])
    }
}
