import Foundation
import LocationKit

/// A map that records what a ``MapViewModel`` tells it, and whether it was told on the main thread.
public final class RecordingMap: MapViewModelObservable, @unchecked Sendable {
    /// The positions received, in order; awaitable.
    public let positionUpdates = Recorder<Coordinates>()
    /// The amenities added, in order; awaitable.
    public let addedAmenities = Recorder<Amenity>()
    private let lock = NSLock()
    private var offMainCalls = 0

    public init() {}

    /// The positions received, in order.
    public var positions: [Coordinates] { positionUpdates.values }
    /// The amenities added, in order.
    public var amenities: [Amenity] { addedAmenities.values }
    /// How many calls arrived off the main thread; the view model promises none.
    public var callsOffMainThread: Int { lock.withLock { offMainCalls } }

    public func setCurrentLocation(latitude: Double, longitude: Double) {
        noteThread()
        positionUpdates.record(Coordinates(latitude: latitude, longitude: longitude))
    }

    public func addAmenityToMap(amenity: Amenity) {
        noteThread()
        addedAmenities.record(amenity)
    }

    private func noteThread() {
        if !MainQueue.isCurrent {
            lock.withLock { offMainCalls += 1 }
        }
    }
}
