import Dispatch
import Foundation
import LocationKit
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The saved locations behind ``FileStore`` and ``InMemoryStore``: a list with unique ids,
/// guarded by a lock, whose changes are published in order on a private serial queue.
///
/// Publishing from a queue of its own, never under the lock, lets a subscriber call
/// ``add(_:persist:)`` from its sink without deadlocking.
final class LocationList: @unchecked Sendable {
    // Safe to share: `locations` is only read and written while `lock` is held, and `subject`
    // is only sent to from `publishQueue`, a serial queue (subscribing is thread-safe).
    private let lock = NSLock()
    private var locations: [Location]
    private let subject: CurrentValueSubject<[Location], Never>
    private let publishQueue = DispatchQueue(label: "OfflineLocation.LocationList.publish")

    /// Creates a list holding `initial`, with later duplicates of an id replacing earlier ones.
    init(_ initial: [Location]) {
        let unique = initial.reduce(into: [Location]()) { $0.insertOrReplace($1) }
        locations = unique
        subject = CurrentValueSubject(unique)
    }

    /// The last list published on subscription, then the whole list after each change, on a
    /// private serial queue, in the order of the changes. A change is published shortly after
    /// ``add(_:persist:)`` returns, so a new subscriber may first see the list before it.
    var publisher: AnyPublisher<[Location], Never> {
        subject.eraseToAnyPublisher()
    }

    /// The locations now, in the order they were first added.
    var current: [Location] {
        lock.lock()
        defer { lock.unlock() }
        return locations
    }

    /// Appends `location`, or replaces the entry with its id in place, then publishes the list.
    ///
    /// `persist` receives the new list while the lock is held, so calls are serialized and the
    /// last one persisted is the newest. When it throws, nothing changes and nothing is published.
    func add<Failure: Error>(_ location: Location, persist: ([Location]) throws(Failure) -> Void) throws(Failure) {
        lock.lock()
        defer { lock.unlock() }
        var updated = locations
        updated.insertOrReplace(location)
        try persist(updated)
        locations = updated
        let published = updated
        publishQueue.async { self.subject.send(published) }
    }
}

extension Array where Element == Location {
    /// Replaces the element with `location`'s id in place, or appends `location`.
    ///
    /// - Complexity: O(*n*).
    mutating func insertOrReplace(_ location: Location) {
        if let index = firstIndex(where: { $0.id == location.id }) {
            self[index] = location
        } else {
            append(location)
        }
    }
}
