#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// Keeps the locations a person has saved.
public protocol Store {
    /// Publishes every saved location, in the order they were added: the current list
    /// on subscription, then the whole list again after each change. May publish on any queue.
    var locationsPublisher: AnyPublisher<[Location], Never> { get }

    /// Saves a location.
    ///
    /// - Parameter location: The location to save.
    /// - Throws: An error of the store's own when the location cannot be saved.
    func addLocation(_ location: Location) throws
}
