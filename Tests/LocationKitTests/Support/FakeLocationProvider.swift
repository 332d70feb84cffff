import Dispatch
import LocationKit

/// A location provider whose position the test sets, and which tells its listener when moved.
final class FakeLocationProvider: LocationProvidable {
    /// The position ``getCurrentLocation()`` returns.
    var position: (Double, Double)
    /// How often ``startLocationUpdates()`` was called.
    private(set) var startCount = 0
    /// The registered listener, held weakly as the protocol asks.
    private(set) weak var listener: LocationObservable?

    /// Creates a provider at `position`, or with no fix yet.
    init(position: (Double, Double) = LocationFix.unavailable) {
        self.position = position
    }

    func startLocationUpdates() {
        startCount += 1
    }

    func getCurrentLocation() -> (Double, Double) {
        position
    }

    func setListener(listener: LocationObservable) {
        self.listener = listener
    }

    /// Moves to a new position and tells the listener on the calling thread.
    func move(latitude: Double, longitude: Double) {
        position = (latitude, longitude)
        listener?.setCurrentLocation(latitude: latitude, longitude: longitude)
    }

    /// Moves to a new position and tells the listener from a background queue, as a device may.
    func moveFromBackground(latitude: Double, longitude: Double) {
        position = (latitude, longitude)
        nonisolated(unsafe) let listener = listener
        DispatchQueue.global().async {
            listener?.setCurrentLocation(latitude: latitude, longitude: longitude)
        }
    }
}
