import Foundation
import GazetteerTestSupport
import LocationKit
import OfflineLocation
import RemoteLocation
import Testing

@Suite("FallbackAmenityRequest: the network first, the offline index when it fails or is slow")
struct FallbackAmenityRequestTests {
    let center = SampleIndex.vaduz
    let offline: AmenityRequestSpy

    init() throws {
        offline = AmenityRequestSpy(wrapping: OfflineAmenityRequest(index: try SampleIndex.index(), callbackQueue: .global()))
    }

    func search(_ request: AmenityRequest) async -> AmenityAnswer? {
        let answers = Recorder<AmenityAnswer>()
        request.getAmenities(of: .toilets, latitude: center.latitude, longitude: center.longitude, radius: 1_000) {
            answers.record(AmenityAnswer(success: $0, amenities: $1))
        }
        let first = await answers.wait(timeout: 30)?.first
        try? await Task.sleep(nanoseconds: 50_000_000)
        #expect(answers.values.count == 1)
        return first
    }

    func remote(_ reply: StubServer.Reply) -> (StubServer, RemoteAmenityRequest) {
        let server = StubServer(always: reply)
        return (server, RemoteAmenityRequest(baseURL: server.baseURL, session: server.session, callbackQueue: .global()))
    }

    @Test("a primary that answers in time is used, and the index is not asked")
    func primaryInTime() async {
        let (_, primary) = remote(.json(PhotonSamples.vaduzToilets))
        let answer = await search(FallbackAmenityRequest(primary: primary, fallback: offline, deadline: 5))
        #expect(answer?.amenities?.map(\.title) == ["Städtle WC", "Toilets"])
        #expect(offline.searches.isEmpty)
    }

    @Test("a primary that fails falls back to the index")
    func primaryFails() async {
        let (_, primary) = remote(.json("busy", status: 503))
        let answer = await search(FallbackAmenityRequest(primary: primary, fallback: offline, deadline: 5))
        #expect(answer?.success == true)
        #expect(answer?.amenities?.map(\.id) == ["osm:node/1", "osm:node/2"])
        #expect(answer?.amenities?.first?.title == "Toilets", "the index's unnamed toilet")
    }

    @Test("a primary slower than the deadline is overtaken by the index")
    func primarySlow() async {
        // The primary never answers: the answer can only be the index's.
        let (_, primary) = remote(.hang)
        let answer = await search(FallbackAmenityRequest(primary: primary, fallback: offline, deadline: 0.1))
        #expect(answer?.amenities?.first?.title == "Toilets")
        #expect(offline.searches.count == 1)
    }

    @Test("when both fail, the answer is false with no amenities")
    func bothFail() async {
        let (_, primary) = remote(.fail(.networkConnectionLost))
        let answer = await search(FallbackAmenityRequest(primary: primary, fallback: MockAmenityRequest(.answer(false, nil)), deadline: 5))
        #expect(answer == AmenityAnswer(success: false, amenities: nil))
    }
}
