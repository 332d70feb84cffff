import Foundation
import GazetteerTestSupport
import LocationKit
import RemoteLocation
import Testing

@Suite("RemoteGeocoder over a stubbed Photon server")
struct RemoteGeocoderTests {
    @Test("a search asks /api with q and limit and maps Photon's properties onto locations")
    func success() async throws {
        let server = StubServer(always: .json(PhotonSamples.berlin))
        let geocoder = RemoteGeocoder(baseURL: server.baseURL, session: server.session, limit: 5, language: "de", callbackQueue: .global())

        let answer = await onlyAnswer { geocoder.geocode(addressString: "  Berlin ", completion: $0) }

        let found = try #require(try answer?.get())
        #expect(server.requests.map(\.path) == ["/api"])
        #expect(server.query(ofRequest: 0) == ["q": "Berlin", "limit": "5", "lang": "de"])
        #expect(found.map(\.id) == ["osm:node/240109189", "osm:way/38862723"], "features without a usable point are skipped")
        #expect(found.first == Location(
            id: "osm:node/240109189", name: "Berlin", latitude: 52.5170365, longitude: 13.3888599,
            countryCode: "DE", countryName: "Germany", admin1Name: "Berlin", category: "place=city"))
        let stadium = try #require(found.last)
        #expect(stadium.street == "Olympischer Platz" && stadium.houseNumber == "3" && stadium.postcode == "14053")
        #expect(stadium.city == "Berlin" && stadium.category == "leisure=stadium")
        #expect(stadium.extent == CoordinateBounds(minLatitude: 52.5135972, minLongitude: 13.23727, maxLatitude: 52.5157151, maxLongitude: 13.241757))
        #expect(stadium.displayName == "Berlin Olympic Stadium, Olympischer Platz 3, 14053 Berlin, Berlin, Germany")
    }

    @Test("query text reaches the server exactly, reserved characters and all, under a path prefix")
    func encoding() async throws {
        let server = StubServer(always: .json(PhotonSamples.empty))
        let prefixed = server.baseURL.appendingPathComponent("photon")
        let geocoder = RemoteGeocoder(baseURL: prefixed, session: server.session, callbackQueue: .global())
        let query = "C&A + Söhne #1 = 100% ?"

        let answer = await onlyAnswer { geocoder.geocode(addressString: query, completion: $0) }

        #expect(try answer?.get() == [])
        #expect(server.requests.map(\.path) == ["/photon/api"])
        #expect(server.query(ofRequest: 0)["q"] == query)
    }

    @Test("reverse geocoding asks /reverse with lat, lon and limit")
    func reverse() async throws {
        let server = StubServer(always: .json(PhotonSamples.berlin))
        let geocoder = RemoteGeocoder(baseURL: server.baseURL, session: server.session, limit: 1, callbackQueue: .global())

        let answer = await onlyAnswer { geocoder.reverseGeocode(latitude: 52.517, longitude: 13.3889, completion: $0) }

        #expect(try answer?.get().first?.name == "Berlin")
        #expect(server.requests.map(\.path) == ["/reverse"])
        #expect(server.query(ofRequest: 0) == ["lat": "52.517", "lon": "13.3889", "limit": "1"])
        let invalid = await onlyAnswer { geocoder.reverseGeocode(latitude: .nan, longitude: 0, completion: $0) }
        guard case .failure(.invalidAddressString)? = invalid else { Issue.record("\(String(describing: invalid))"); return }
        #expect(server.requests.count == 1)
    }

    @Test("HTTP 500 fails with the status and the server's message")
    func serverError() async {
        let server = StubServer(always: .json(#"{"message": "index not loaded"}"#, status: 500))
        let geocoder = RemoteGeocoder(baseURL: server.baseURL, session: server.session, callbackQueue: .global())

        let answer = await onlyAnswer { geocoder.geocode(addressString: "Vaduz", completion: $0) }

        #expect(remoteError(answer) == .httpStatus(code: 500, message: "index not loaded"))
        #expect(remoteError(answer)?.description == "The server answered with HTTP status 500: index not loaded")
    }

    @Test(
        "a body that is not a Photon answer fails as malformed",
        arguments: ["<html>busy</html>", "{}", #"{"type": "Feature", "features": []}"#, #"{"features": {"a": 1}}"#, ""]
    )
    func malformed(body: String) async {
        let server = StubServer(always: .json(body))
        let geocoder = RemoteGeocoder(baseURL: server.baseURL, session: server.session, callbackQueue: .global())

        let answer = await onlyAnswer { geocoder.geocode(addressString: "Vaduz", completion: $0) }

        guard case .malformedResponse(let reason)? = remoteError(answer) else {
            Issue.record("\(String(describing: answer))")
            return
        }
        #expect(!reason.isEmpty)
    }

    @Test("a server that never answers fails as timed out after the geocoder's limit")
    func timeout() async {
        let server = StubServer(always: .hang)
        let geocoder = RemoteGeocoder(baseURL: server.baseURL, session: server.session, timeout: 0.3, callbackQueue: .global())

        let answer = await onlyAnswer(timeout: 30) { geocoder.geocode(addressString: "Vaduz", completion: $0) }

        #expect(remoteError(answer) == .timedOut(seconds: 0.3))
    }

    @Test("network failures map to timed out and transport errors", arguments: [
        (URLError.Code.timedOut, RemoteServiceError.timedOut(seconds: 10)),
        (URLError.Code.cannotConnectToHost, nil),
        (URLError.Code.notConnectedToInternet, nil),
    ])
    func networkFailures(code: URLError.Code, expected: RemoteServiceError?) async {
        let server = StubServer(always: .fail(code))
        let geocoder = RemoteGeocoder(baseURL: server.baseURL, session: server.session, callbackQueue: .global())

        let answer = await onlyAnswer { geocoder.geocode(addressString: "Vaduz", completion: $0) }

        if let expected {
            #expect(remoteError(answer) == expected)
        } else if case .transport(let reason)? = remoteError(answer) {
            #expect(!reason.isEmpty)
        } else {
            Issue.record("\(String(describing: answer))")
        }
    }

    @Test("a cancelled search fails once as cancelled")
    func cancellation() async {
        let server = StubServer(always: .hang)
        // A deadline far off: on a busy machine the sleep below may last longer than the default
        // 10 s, and only the cancellation may end the request.
        let geocoder = RemoteGeocoder(
            baseURL: server.baseURL, session: server.session, timeout: 3_600, callbackQueue: .global())
        let answers = Recorder<Result<[Location], LocationServiceError>>()

        let request = geocoder.search("Vaduz") { answers.record($0) }
        #expect(request?.isFinished == false)
        request?.cancel()
        request?.cancel()

        let first = await answers.wait()?.first
        try? await Task.sleep(nanoseconds: 200_000_000)
        #expect(remoteError(first) == .cancelled)
        #expect(answers.values.count == 1)
        #expect(request?.isFinished == true)
    }

    @Test("a blank address is rejected without a request, as the contract asks")
    @MainActor
    func blank() async {
        let server = StubServer(always: .json(PhotonSamples.berlin))
        let geocoder = RemoteGeocoder(baseURL: server.baseURL, session: server.session)
        await LocationServiceScenarios.blankAddressesAreRejected(service: geocoder)
        #expect(server.requests.isEmpty)
        let found = await LocationServiceScenarios.asyncGeocodeAgreesWithTheCompletion(service: geocoder, address: "Berlin")
        #expect(found.count == 2)
    }

    @Test("the completion runs on the chosen queue, after geocode has returned")
    func callbackQueue() async {
        let server = StubServer(always: .json(PhotonSamples.berlin))
        let queue = DispatchQueue(label: "remote-callbacks")
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let geocoder = RemoteGeocoder(baseURL: server.baseURL, session: server.session, callbackQueue: queue)
        let onQueue = Recorder<Bool>()

        geocoder.geocode(addressString: "Berlin") { _ in onQueue.record(DispatchQueue.getSpecific(key: key) == true) }
        geocoder.geocode(addressString: " ") { _ in onQueue.record(DispatchQueue.getSpecific(key: key) == true) }

        #expect(await onQueue.wait(for: 2) == [true, true])
    }
}

@Suite("RemoteGeocoder's async search")
struct RemoteGeocoderAsyncTests {
    @Test("the async search returns the server's locations")
    func success() async throws {
        let server = StubServer(always: .json(PhotonSamples.berlin))
        let geocoder = RemoteGeocoder(baseURL: server.baseURL, session: server.session, callbackQueue: .global())
        #expect(try await geocoder.locations(matching: "Berlin").map(\.name) == ["Berlin", "Berlin Olympic Stadium"])
    }

    @Test("cancelling the task cancels the request")
    func cancellation() async {
        let server = StubServer(always: .hang)
        // A deadline far off: on a busy machine the sleep below may last longer than the default
        // 10 s, and only the cancellation may end the request.
        let geocoder = RemoteGeocoder(
            baseURL: server.baseURL, session: server.session, timeout: 3_600, callbackQueue: .global())
        let task = Task { () -> Result<[Location], LocationServiceError> in
            do throws(LocationServiceError) {
                return .success(try await geocoder.locations(matching: "Vaduz"))
            } catch {
                return .failure(error)
            }
        }
        try? await Task.sleep(nanoseconds: 100_000_000)
        task.cancel()
        #expect(remoteError(await task.value) == .cancelled)
    }
}
