import Foundation
import LocationKit

// Mocks written the way the classic view-model articles write them: plain classes, no locks,
// no actors, conforming to the app's protocols.

final class MockLocationProvider: LocationProvidable {
    var location: (Double, Double)
    weak var listener: LocationObservable?
    var didStartUpdates = false

    init(latitude: Double = .nan, longitude: Double = .nan) {
        location = (latitude, longitude)
    }

    func startLocationUpdates() {
        didStartUpdates = true
    }

    func getCurrentLocation() -> (Double, Double) {
        location
    }

    func setListener(listener: LocationObservable) {
        self.listener = listener
    }
}

final class MockAmenityRequest: AmenityRequest {
    var amenities: [Amenity]?
    var success = true
    var requestedType: AmenityType?
    var requestedRadius: Double?

    init(amenities: [Amenity]? = []) {
        self.amenities = amenities
    }

    func getAmenities(of type: AmenityType, latitude: Double, longitude: Double, radius: Double,
                      completionBlock: @escaping CompletionBlock) {
        requestedType = type
        requestedRadius = radius
        DispatchQueue.global().async {
            completionBlock(self.success, self.success ? self.amenities : nil)
        }
    }
}

final class MockMapView: MapViewModelObservable {
    typealias Amenity = LocationKit.Amenity

    var amenities: [Amenity] = []
    var currentLocation: (latitude: Double, longitude: Double)?
    var centeredOn: (latitude: Double, longitude: Double)?

    func setCurrentLocation(latitude: Double, longitude: Double) {
        currentLocation = (latitude, longitude)
    }

    func addAmenityToMap(amenity: Amenity) {
        amenities.append(amenity)
    }

    func centerMapToCurrentLocation(latitude: Double, longitude: Double) {
        centeredOn = (latitude, longitude)
    }
}

final class MockLocationService: LocationService {
    func geocode(addressString: String, completion: @escaping Completion) {
        if addressString.isEmpty {
            completion(.success([]))
        } else {
            completion(.success([.brussels]))
        }
    }
}

extension Location {
    static var brussels: Location {
        Location(name: "Brussels", latitude: 50.8503, longitude: 4.3517)
    }
}
