import LocationKit
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// A ``Store`` that keeps saved locations in memory only, for previews and tests; the sibling
/// of ``FileStore``, with the same semantics and nothing written anywhere.
///
/// Ids are unique: adding a location whose id is already saved replaces that entry in place
/// (it keeps its position). Lists are published on a private serial queue, in the order of the
/// changes. Safe to use from many threads at once.
public final class InMemoryStore: Store, Sendable {
    private let list: LocationList

    /// Creates a store holding `locations`; of several with one id, the last wins, at the first one's position.
    ///
    /// - Parameter locations: The locations saved from the start.
    public init(_ locations: [Location] = []) {
        list = LocationList(locations)
    }

    /// The saved locations on subscription, then the whole list after each change.
    ///
    /// Lists arrive on a private serial queue, in the order of the changes, shortly after
    /// ``addLocation(_:)`` returns; a subscriber may call ``addLocation(_:)`` from its sink.
    public var locationsPublisher: AnyPublisher<[Location], Never> {
        list.publisher
    }

    /// The saved locations now, in the order they were first added.
    public var locations: [Location] {
        list.current
    }

    /// Saves `location`, replacing a saved one with the same id in place, and publishes the list.
    ///
    /// - Parameter location: The location to save.
    /// - Complexity: O(*n*) in the number of saved locations: the list published is a copy.
    public func addLocation(_ location: Location) {
        list.add(location) { (_: [Location]) throws(Never) in }
    }
}
