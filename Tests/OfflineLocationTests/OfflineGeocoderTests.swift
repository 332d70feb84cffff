import Dispatch
import Foundation
import GazetteerImport
import GazetteerIndex
import GazetteerTestSupport
import LocationKit
import OfflineLocation
import Testing

@Suite("OfflineGeocoder")
struct OfflineGeocoderTests {
    let index: Gazetteer

    init() throws {
        index = try FixtureIndexes.places()
    }

    @Test("a name finds the place with its region and country")
    func findsByName() throws {
        let geocoder = OfflineGeocoder(index: index)
        let found = try geocoder.locations(matching: "Vaduz")
        #expect(found.first == Location(
            id: "geonames:3042030", name: "Vaduz", latitude: 47.14151, longitude: 9.52154,
            countryCode: "LI", countryName: "Liechtenstein", admin1Name: "Vaduz", label: "Vaduz, Liechtenstein"))
    }

    @Test("a prefix finds the places whose names start with it")
    func prefix() throws {
        let found = try OfflineGeocoder(index: index).locations(matching: "Sch")
        #expect(found.map(\.name) == ["Schaan"])
    }

    @Test("an alternate name finds the place under its own name")
    func alternateName() throws {
        let found = try OfflineGeocoder(index: index, preferredLanguages: []).locations(matching: "Kopenhagen")
        #expect(found.map(\.id) == ["geonames:2618425"])
        #expect(found.first?.name == "København")
    }

    @Test("names and labels come in the first preferred language each has, the device's unless others are given")
    func preferredLanguages() throws {
        #expect(OfflineGeocoder(index: index).preferredLanguages == Locale.preferredLanguages)
        let german = try OfflineGeocoder(index: index, preferredLanguages: ["de-CH"]).locations(matching: "Zurich")
        #expect(german.first?.id == "geonames:2657896")
        // No German name for the city (its own name is German), German ones for its canton and country.
        #expect(german.first?.name == "Zürich")
        #expect(german.first?.label == "Zürich, Schweiz")
        let italian = try OfflineGeocoder(index: index, preferredLanguages: ["it"]).locations(matching: "Kobenhavn")
        #expect(italian.first?.name == "København")
        let english = try OfflineGeocoder(index: index, preferredLanguages: ["en-US"]).locations(matching: "Kobenhavn")
        #expect(english.first?.name == "Copenhagen")
        #expect(english.first?.label == "Copenhagen, Capital Region, Denmark")
    }

    @Test("text after a comma narrows the search by region or country")
    func qualifier() throws {
        let geocoder = OfflineGeocoder(index: index)
        #expect(try geocoder.locations(matching: "Springfield, IL").map(\.id) == ["geonames:4250542"])
        #expect(try geocoder.locations(matching: "Springfield, Missouri").map(\.id) == ["geonames:4409896"])
        #expect(try geocoder.locations(matching: "Springfield, Massachusetts").map(\.id) == ["geonames:4951788"])
        #expect(try geocoder.locations(matching: "Vaduz, Liechtenstein").map(\.id) == ["geonames:3042030"])
        #expect(try geocoder.locations(matching: "Vaduz, Germany").isEmpty)
    }

    @Test("no match is a success with no locations")
    func noMatch() async throws {
        let geocoder = OfflineGeocoder(index: index, callbackQueue: .global())
        #expect(try await geocoder.geocode(addressString: "Atlantis").isEmpty)
    }

    @Test("at most limit locations are returned, best first")
    func limit() throws {
        let all = try OfflineGeocoder(index: index).locations(matching: "Springfield")
        let one = try OfflineGeocoder(index: index, limit: 1).locations(matching: "Springfield")
        #expect(all.count == 3)
        #expect(one == Array(all.prefix(1)))
    }

    @Test("a blank address is rejected asynchronously with invalidAddressString", arguments: ["", "  ", "\n\t"])
    func blank(address: String) async throws {
        let marked = MarkedQueue("blank-callbacks")
        let geocoder = OfflineGeocoder(index: index, callbackQueue: marked.queue)
        let answers = Recorder<Bool>()
        let returned = Recorder<Bool>()

        // With the callback queue held, a completion called before geocode returns would run
        // elsewhere, or not at all until the queue is released.
        marked.queue.suspend()
        geocoder.geocode(addressString: address) { result in
            guard case .failure(.invalidAddressString) = result else {
                Issue.record("\(String(reflecting: address)) gave \(result)")
                return
            }
            answers.record(returned.values == [true] && marked.isCurrent)
        }
        returned.record(true)
        marked.queue.resume()

        #expect(await answers.wait() == [true])
        #expect(throws: LocationServiceError.self) { try geocoder.locations(matching: address) }
    }

    @Test("the completion runs on the chosen queue after geocode has returned")
    func callbackQueue() async {
        let marked = MarkedQueue("geocoder-callbacks")
        let geocoder = OfflineGeocoder(index: index, callbackQueue: marked.queue)
        let answers = Recorder<Bool>()
        let returned = Recorder<Bool>()

        marked.queue.suspend()
        geocoder.geocode(addressString: "Berlin") { result in
            let found = (try? result.get())?.map(\.name) == ["Berlin"]
            answers.record(found && marked.isCurrent && returned.values == [true])
        }
        returned.record(true)
        marked.queue.resume()

        #expect(await answers.wait() == [true])
    }

    @Test("geocoding from 8 threads at once gives the same answers as one at a time")
    func concurrentCalls() async throws {
        let queries = ["Vaduz", "Sch", "Zurich", "Kopenhagen", "Tromso", "Springfield", "Springfield, IL", "Atlantis"]
        let geocoder = OfflineGeocoder(index: index, callbackQueue: .global())
        let sequential = try queries.map { try geocoder.locations(matching: $0) }
        let rounds = 25
        let answers = Recorder<(query: Int, locations: [Location]?)>()

        DispatchQueue.concurrentPerform(iterations: queries.count) { thread in
            for round in 0..<rounds {
                let query = (thread + round) % queries.count
                geocoder.geocode(addressString: queries[query]) { answers.record((query, try? $0.get())) }
            }
        }

        let received = try #require(await answers.wait(for: queries.count * rounds, timeout: 30))
        for (query, locations) in received {
            #expect(locations == sequential[query], "\(queries[query])")
        }
    }

    @Test("opening a file URL opens the index; a missing file, another file or a web URL throws the index error")
    func contentsOf() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let output = directory.fileURL("places.gazetteer")
        _ = try BuildJob(inputs: [DataFixtures.awkwardPlaces], output: output.path).run()

        #expect(try OfflineGeocoder(contentsOf: output).locations(matching: "Vaduz").first?.id == "geonames:3042030")
        #expect(throws: IndexError.self) { try OfflineGeocoder(contentsOf: directory.fileURL("missing.gazetteer")) }
        #expect(throws: IndexError.self) { try OfflineGeocoder(contentsOf: URL(fileURLWithPath: DataFixtures.awkwardPlaces)) }
        do {
            _ = try OfflineGeocoder(contentsOf: URL(string: "https://example.com/places.gazetteer")!)
            Issue.record("a web URL was accepted")
        } catch {
            guard case .notAFileURL = error else {
                Issue.record("threw \(error)")
                return
            }
        }
    }
}
