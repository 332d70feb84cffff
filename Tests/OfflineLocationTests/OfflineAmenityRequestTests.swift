import Dispatch
import Foundation
import GazetteerImport
import GazetteerIndex
import GazetteerTestSupport
import LocationKit
import OfflineLocation
import Testing

@Suite("OfflineAmenityRequest")
struct OfflineAmenityRequestTests {
    let index: Gazetteer
    let center = SampleAmenities.center

    init() throws {
        index = try FixtureIndexes.amenities()
    }

    @Test("toilets within the radius come nearest first, unnamed ones titled by their type")
    func toilets() throws {
        let request = OfflineAmenityRequest(index: index)
        let found = try #require(request.amenities(of: .toilets, near: center, radiusMeters: 2_000))

        #expect(found.map(\.id) == ["osm:node/1", "osm:node/2", "osm:node/3"])
        #expect(found.map(\.title) == ["Toilets", "Rathaus WC", "Toilets"])
        #expect(found.map(\.isAccessible) == [true, false, false])
        #expect(found.map(\.locationDescription) == [
            "100 m away in Vaduz, Liechtenstein", "300 m away", "1.5 km away in Vaduz, Liechtenstein",
        ])
        let first = try #require(found.first)
        #expect(abs(first.coordinates.latitude - (center.latitude + 0.0009)) < 1e-7)
        #expect(abs(first.coordinates.longitude - center.longitude) < 1e-7)
    }

    @Test("only the requested type is returned, and only within the radius")
    func typeAndRadius() throws {
        let request = OfflineAmenityRequest(index: index)
        #expect(request.amenities(of: .drinkingWater, near: center, radiusMeters: 2_000)?.map(\.id) == ["osm:node/4"])
        #expect(request.amenities(of: .toilets, near: center, radiusMeters: 200)?.map(\.id) == ["osm:node/1"])
        #expect(request.amenities(of: .toilets, near: center, radiusMeters: 50)?.isEmpty == true)
        #expect(request.amenities(of: .atm, near: center, radiusMeters: 50_000)?.isEmpty == true)
    }

    @Test("at most limit amenities are returned: the nearest")
    func limit() {
        let request = OfflineAmenityRequest(index: index, limit: 2)
        #expect(request.amenities(of: .toilets, near: center, radiusMeters: 50_000)?.map(\.id) == ["osm:node/1", "osm:node/2"])
    }

    @Test("nothing in range is a success with no amenities")
    func emptySuccess() async {
        let request = OfflineAmenityRequest(index: index, callbackQueue: .global())
        let answers = Recorder<AmenityAnswer>()
        request.getAmenities(of: .bench, latitude: center.latitude, longitude: center.longitude, radius: 500) {
            answers.record(AmenityAnswer(success: $0, amenities: $1))
        }
        #expect(await answers.wait() == [AmenityAnswer(success: true, amenities: [])])
    }

    @Test(
        "an invalid point or radius fails with false and no amenities",
        arguments: [
            (Double.nan, 9.5, 500.0), (47.1, .nan, 500), (91, 9.5, 500), (47.1, -180.5, 500),
            (47.1, 9.5, 0), (47.1, 9.5, -1), (47.1, 9.5, .nan), (47.1, 9.5, .infinity),
        ]
    )
    func invalidInput(latitude: Double, longitude: Double, radius: Double) async {
        let marked = MarkedQueue("invalid-callbacks")
        let request = OfflineAmenityRequest(index: index, callbackQueue: marked.queue)
        let answers = Recorder<AmenityAnswer>()
        let onQueue = Recorder<Bool>()

        request.getAmenities(of: .toilets, latitude: latitude, longitude: longitude, radius: radius) {
            onQueue.record(marked.isCurrent)
            answers.record(AmenityAnswer(success: $0, amenities: $1))
        }

        #expect(await answers.wait() == [AmenityAnswer(success: false, amenities: nil)])
        #expect(onQueue.values == [true])
        #expect(request.amenities(of: .toilets, near: Coordinate(latitude: latitude, longitude: longitude), radiusMeters: radius) == nil)
    }

    @Test("the completion runs on the chosen queue after getAmenities has returned")
    func callbackQueue() async {
        let marked = MarkedQueue("amenity-callbacks")
        let request = OfflineAmenityRequest(index: index, callbackQueue: marked.queue)
        let answers = Recorder<Bool>()
        let returned = Recorder<Bool>()

        marked.queue.suspend()
        request.getAmenities(of: .toilets, latitude: center.latitude, longitude: center.longitude, radius: 200) {
            answers.record($0 && $1?.map(\.id) == ["osm:node/1"] && marked.isCurrent && returned.values == [true])
        }
        returned.record(true)
        marked.queue.resume()

        #expect(await answers.wait() == [true])
    }

    @Test("searching from 8 threads at once gives the same answers as one at a time")
    func concurrentCalls() async throws {
        let searches: [(AmenityType, Double)] = [
            (.toilets, 2_000), (.toilets, 200), (.drinkingWater, 100), (.toilets, 50_000),
            (.atm, 1_000), (.toilets, 400), (.drinkingWater, 10), (.toilets, 1),
        ]
        let request = OfflineAmenityRequest(index: index, callbackQueue: .global())
        let sequential = searches.map { request.amenities(of: $0.0, near: center, radiusMeters: $0.1) }
        let rounds = 25
        let answers = Recorder<(search: Int, answer: AmenityAnswer)>()

        DispatchQueue.concurrentPerform(iterations: searches.count) { thread in
            for round in 0..<rounds {
                let search = (thread + round) % searches.count
                let (type, radius) = searches[search]
                request.getAmenities(of: type, latitude: center.latitude, longitude: center.longitude, radius: radius) {
                    answers.record((search, AmenityAnswer(success: $0, amenities: $1)))
                }
            }
        }

        let received = try #require(await answers.wait(for: searches.count * rounds, timeout: 30))
        for (search, answer) in received {
            #expect(answer == AmenityAnswer(success: true, amenities: sequential[search]), "search \(search)")
        }
    }

    @Test("opening a file URL opens the index; a missing file throws the index error")
    func contentsOf() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let output = directory.fileURL("amenities.gazetteer")
        let builder = IndexBuilder()
        try builder.add(SampleAmenities.batch)
        _ = try builder.write(to: output.path)

        let request = try OfflineAmenityRequest(contentsOf: output)
        #expect(request.amenities(of: .toilets, near: center, radiusMeters: 200)?.map(\.id) == ["osm:node/1"])
        #expect(throws: IndexError.self) { try OfflineAmenityRequest(contentsOf: directory.fileURL("missing.gazetteer")) }
    }
}
