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
    // Safe to share: `saved` is only read and written while `lock` is held, and `subject`
    // is only sent to from `publishQueue`, a serial queue (subscribing is thread-safe).
    private let lock = NSLock()
    private var saved: UniqueLocations
    private let subject: CurrentValueSubject<[Location], Never>
    private let publishQueue = DispatchQueue(label: "OfflineLocation.LocationList.publish")

    /// Creates a list holding `initial`, with later duplicates of an id replacing earlier ones.
    ///
    /// - Complexity: O(*n*) expected.
    init(_ initial: [Location]) {
        saved = UniqueLocations(initial)
        subject = CurrentValueSubject(saved.list)
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
        return saved.list
    }

    /// Appends `location`, or replaces the entry with its id in place, then publishes the list.
    ///
    /// `persist` receives the new list while the lock is held, so calls are serialized and the
    /// last one persisted is the newest. When it throws, nothing changes and nothing is published.
    ///
    /// - Complexity: O(*n*): the list published is a copy (the lookup of the id is O(1) expected).
    func add<Failure: Error>(_ location: Location, persist: ([Location]) throws(Failure) -> Void) throws(Failure) {
        lock.lock()
        defer { lock.unlock() }
        let undo = saved.insertOrReplace(location)
        do {
            try persist(saved.list)
        } catch {
            saved.revert(undo)
            throw error
        }
        let published = saved.list
        publishQueue.async { self.subject.send(published) }
    }
}

/// Locations with unique ids, in the order their ids were first added, with each id's position
/// at hand so a replacement costs O(1).
struct UniqueLocations {
    /// What ``revert(_:)`` needs to undo one ``insertOrReplace(_:)``.
    enum Undo {
        case removeLast
        case restore(Location, at: Int)
    }

    private(set) var list: [Location] = []
    private var positions: [String: Int] = [:]

    /// The locations of `initial`, of several with one id the last, at the first one's position.
    ///
    /// - Complexity: O(*n*) expected.
    init(_ initial: [Location]) {
        list.reserveCapacity(initial.count)
        positions.reserveCapacity(initial.count)
        for location in initial { insertOrReplace(location) }
    }

    /// Replaces the location with `location`'s id in place, or appends `location`.
    ///
    /// - Returns: How to undo the change.
    /// - Complexity: O(1) expected, amortized.
    @discardableResult
    mutating func insertOrReplace(_ location: Location) -> Undo {
        if let index = positions[location.id] {
            let old = list[index]
            list[index] = location
            return .restore(old, at: index)
        }
        positions[location.id] = list.count
        list.append(location)
        return .removeLast
    }

    /// Undoes the last ``insertOrReplace(_:)``.
    mutating func revert(_ undo: Undo) {
        switch undo {
        case .removeLast:
            let removed = list.removeLast()
            positions[removed.id] = nil
        case .restore(let location, let index):
            list[index] = location
        }
    }
}
