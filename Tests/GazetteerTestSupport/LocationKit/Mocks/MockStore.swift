import Dispatch
import LocationKit
import Testing
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// A store in memory that records what is added, can be told to fail, and can publish lists
/// of the test's choosing. Built with `acceptsLocations: false`, any add records a test issue.
public final class MockStore: Store {
    private let subject: CurrentValueSubject<[Location], Never>
    private let acceptsLocations: Bool
    /// When set, ``addLocation(_:)`` throws it.
    public var failure: Error?
    /// Every location passed to ``addLocation(_:)``, in order.
    public private(set) var added: [Location] = []

    public init(_ locations: [Location] = [], acceptsLocations: Bool = true) {
        subject = CurrentValueSubject(locations)
        self.acceptsLocations = acceptsLocations
    }

    public var locationsPublisher: AnyPublisher<[Location], Never> {
        subject.eraseToAnyPublisher()
    }

    public func addLocation(_ location: Location) throws {
        added.append(location)
        if !acceptsLocations {
            Issue.record("addLocation(\(location.id)) was not expected")
        }
        if let failure { throw failure }
        subject.send(subject.value + [location])
    }

    /// Publishes `locations` on the calling thread.
    public func publish(_ locations: [Location]) {
        subject.send(locations)
    }

    /// Publishes each list in turn from one background queue, as a database might.
    public func publishInBackground(_ lists: [[Location]]) {
        nonisolated(unsafe) let subject = subject
        DispatchQueue.global().async {
            for list in lists { subject.send(list) }
        }
    }
}
