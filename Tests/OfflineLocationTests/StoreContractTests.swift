import Dispatch
import Foundation
import GazetteerTestSupport
import LocationKit
import OfflineLocation
import Testing

/// What ``FileStore`` and ``InMemoryStore`` have in common.
@Suite("Store contract, for the file and the in-memory store")
struct StoreContractTests {
    typealias Samples = SavedLocationSamples

    @Test("a new store is empty and publishes the empty list", arguments: StoreKind.allCases)
    func empty(kind: StoreKind) async throws {
        try await kind.withEmptyStore { store in
            #expect(store.locations.isEmpty)
            #expect(await firstValue(of: store.locationsPublisher) == [])
        }
    }

    @Test("added locations are kept and published in the order they were added", arguments: StoreKind.allCases)
    func addAndPublish(kind: StoreKind) async throws {
        try await kind.withEmptyStore { store in
            try store.addLocation(Samples.vaduz)
            try store.addLocation(Samples.zurich)
            try store.addLocation(Samples.unnamed)

            let expected = [Samples.vaduz, Samples.zurich, Samples.unnamed]
            #expect(store.locations == expected)
            #expect(await firstValue(of: store.locationsPublisher) { $0 == expected } != nil)
        }
    }

    @Test("adding a location with a saved id replaces that entry where it stands", arguments: StoreKind.allCases)
    func replaceSameID(kind: StoreKind) async throws {
        try await kind.withEmptyStore { store in
            let renamed = Location(id: Samples.vaduz.id, name: "Vaduz (capital)", latitude: 47.14, longitude: 9.52)
            try store.addLocation(Samples.vaduz)
            try store.addLocation(Samples.zurich)
            try store.addLocation(renamed)

            #expect(store.locations == [renamed, Samples.zurich])
        }
    }

    @Test("a subscriber sees every change in order, ending with the full list", arguments: StoreKind.allCases)
    func publishesInOrder(kind: StoreKind) async throws {
        try await kind.withEmptyStore { store in
            let lists = Recorder<[Location]>()
            let subscription = store.locationsPublisher.sink { lists.record($0) }
            defer { subscription.cancel() }
            let added = (0..<20).map(Samples.numbered)
            for location in added { try store.addLocation(location) }

            let received = try #require(await lists.wait(for: added.count + 1))
            #expect(received == (0...added.count).map { Array(added.prefix($0)) })
        }
    }

    @Test("a subscriber may add a location from inside its own sink", arguments: StoreKind.allCases)
    func addFromSink(kind: StoreKind) async throws {
        try await kind.withEmptyStore { store in
            let subscription = store.locationsPublisher.sink { locations in
                if locations == [Samples.vaduz] { try? store.addLocation(Samples.zurich) }
            }
            defer { subscription.cancel() }
            try store.addLocation(Samples.vaduz)

            #expect(await firstValue(of: store.locationsPublisher) { $0.count == 2 } == [Samples.vaduz, Samples.zurich])
        }
    }

    @Test("adds from 8 threads at once are all kept", arguments: StoreKind.allCases)
    func concurrentAdds(kind: StoreKind) async throws {
        try await kind.withEmptyStore { store in
            let perThread = 25
            let failures = Recorder<String>()
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                for number in 0..<perThread {
                    do { try store.addLocation(Samples.numbered(thread * perThread + number)) } catch { failures.record("\(error)") }
                }
            }

            #expect(failures.values.isEmpty)
            let expected = Set((0..<8 * perThread).map { Samples.numbered($0).id })
            #expect(expected.subtracting(store.locations.map(\.id)).sorted() == [], "lost")
            #expect(store.locations.count == 8 * perThread)
            #expect(await firstValue(of: store.locationsPublisher) { $0.count == 8 * perThread } != nil)
        }
    }
}
