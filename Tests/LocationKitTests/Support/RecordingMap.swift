import Foundation
import LocationKit

/// A map that records what a ``MapViewModel`` tells it, and whether it was told on the main thread.
final class RecordingMap: MapViewModelObservable, @unchecked Sendable {
    /// The positions received, in order; awaitable.
    let positionUpdates = Recorder<Coordinates>()
    /// The amenities added, in order; awaitable.
    let addedAmenities = Recorder<Amenity>()
    private let lock = NSLock()
    private var offMainCalls = 0

    /// The positions received, in order.
    var positions: [Coordinates] { positionUpdates.values }
    /// The amenities added, in order.
    var amenities: [Amenity] { addedAmenities.values }
    /// How many calls arrived off the main thread; the view model promises none.
    var callsOffMainThread: Int { lock.withLock { offMainCalls } }

    func setCurrentLocation(latitude: Double, longitude: Double) {
        noteThread()
        positionUpdates.record(Coordinates(latitude: latitude, longitude: longitude))
    }

    func addAmenityToMap(amenity: Amenity) {
        noteThread()
        addedAmenities.record(amenity)
    }

    private func noteThread() {
        if !MainQueue.isCurrent {
            lock.withLock { offMainCalls += 1 }
        }
    }
}
