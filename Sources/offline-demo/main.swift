// A minimal "app": the classic view models wired to the offline services.
//
//   swift run offline-demo [INDEX] [QUERY] [LAT LON]
//
// Build an index first, e.g. `gazetteer build ../shared/data/geonames/cities500.txt.gz
// ../shared/data/osm/liechtenstein-2013-08-03.osm.pbf`.
import Dispatch
import Foundation
import LocationKit
import OfflineLocation
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// A location provider with a fixed position (a real app wraps CoreLocation here).
final class FixedPositionProvider: LocationProvidable {
    let position: (Double, Double)
    weak var listener: LocationObservable?

    init(latitude: Double, longitude: Double) {
        position = (latitude, longitude)
    }

    func startLocationUpdates() {
        listener?.setCurrentLocation(latitude: position.0, longitude: position.1)
    }

    func getCurrentLocation() -> (Double, Double) { position }

    func setListener(listener: LocationObservable) { self.listener = listener }
}

/// Stands in for a map view: prints what it is asked to show.
final class PrintingMap: MapViewModelObservable {
    func setCurrentLocation(latitude: Double, longitude: Double) {
        print("map: centred on \(latitude), \(longitude)")
    }

    func addAmenityToMap(amenity: Amenity) {
        print("map: \(amenity.title) — \(amenity.locationDescription)\(amenity.isAccessible ? " (wheelchair accessible)" : "")")
    }
}

let arguments = CommandLine.arguments
let indexPath = arguments.count > 1 ? arguments[1] : "index.gazetteer"
let query = arguments.count > 2 ? arguments[2] : "Vaduz"
let latitude = arguments.count > 4 ? Double(arguments[3]) ?? 47.1410 : 47.1410
let longitude = arguments.count > 4 ? Double(arguments[4]) ?? 9.5215 : 9.5215

MainActor.assumeIsolated {
    do {
        let url = URL(fileURLWithPath: indexPath)
        let geocoder = try OfflineGeocoder(contentsOf: url)
        let amenities = try OfflineAmenityRequest(contentsOf: url)
        let store = InMemoryStore()

        let addLocation = AddLocationViewModel(store: store, locationService: geocoder)
        var subscriptions = Set<AnyCancellable>()
        addLocation.$locations.dropFirst().sink { locations in
            print("geocoded \"\(query)\": " + (locations.first.map { "\($0.displayName) (\($0.id))" } ?? "nothing"))
            // @Published announces the new value before storing it: save on the next turn of the main queue.
            if let first = locations.first { DispatchQueue.main.async { addLocation.addLocation(with: first.id) } }
            let map = MapViewModel(
                locationProvider: FixedPositionProvider(latitude: latitude, longitude: longitude),
                amenityRequest: amenities, listener: PrintingMap())
            map.getAmenities(in: 500, type: .restaurant) { success, found in
                print("restaurants within 500 m: " + (success ? "\(found?.count ?? 0) shown" : "search failed"))
                DispatchQueue.main.async {
                    print("saved locations: \(store.locations.map(\.displayName))")
                    exit(0)
                }
            }
        }.store(in: &subscriptions)
        addLocation.query = query
        withExtendedLifetime(subscriptions) { dispatchMain() }
    } catch {
        FileHandle.standardError.write(Data("offline-demo: \(error)\n".utf8))
        exit(1)
    }
}
