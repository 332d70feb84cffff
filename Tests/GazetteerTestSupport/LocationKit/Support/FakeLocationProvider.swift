import Dispatch
import LocationKit

/// A location provider whose position the test sets, and which tells its listener when moved.
public final class FakeLocationProvider: LocationProvidable {
    /// The position ``getCurrentLocation()`` returns.
    public var position: (Double, Double)
    /// How often ``startLocationUpdates()`` was called.
    public private(set) var startCount = 0
    /// The registered listener, held weakly as the protocol asks.
    public private(set) weak var listener: LocationObservable?

    /// Creates a provider at `position`, or with no fix yet.
    public init(position: (Double, Double) = LocationFix.unavailable) {
        self.position = position
    }

    public func startLocationUpdates() {
        startCount += 1
    }

    public func getCurrentLocation() -> (Double, Double) {
        position
    }

    public func setListener(listener: LocationObservable) {
        self.listener = listener
    }

    /// Moves to a new position and tells the listener on the calling thread.
    public func move(latitude: Double, longitude: Double) {
        position = (latitude, longitude)
        listener?.setCurrentLocation(latitude: latitude, longitude: longitude)
    }

    /// Moves to a new position and tells the listener from a background queue, as a device may.
    public func moveFromBackground(latitude: Double, longitude: Double) {
        position = (latitude, longitude)
        nonisolated(unsafe) let listener = listener
        DispatchQueue.global().async {
            listener?.setCurrentLocation(latitude: latitude, longitude: longitude)
        }
    }
}
