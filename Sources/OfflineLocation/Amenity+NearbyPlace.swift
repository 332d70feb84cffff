import GazetteerIndex
import LocationKit

extension Amenity {
    /// The amenity of a place found by a radius query.
    ///
    /// - `id`: the place's source id, e.g. `osm:node/5`.
    /// - `title`: the place's name, or the type's ``LocationKit/AmenityType/title`` (e.g.
    ///   "Toilets") when it is unnamed, as most toilets and benches are.
    /// - `locationDescription`: the distance, then the admin1 and country names where the index
    ///   knows them: "120 m away in Vaduz, Liechtenstein", or "120 m away". Distances are
    ///   written as in ``distanceDescription(meters:)``.
    /// - `isAccessible`: whether the place is tagged `wheelchair=yes` (not `limited`, not `no`).
    ///
    /// - Parameters:
    ///   - nearby: A place and its distance from the search centre.
    ///   - type: The type that was searched for, whose title names unnamed places.
    public init(_ nearby: NearbyPlace, type: AmenityType) {
        let place = nearby.place
        let region = [place.admin1Name, place.countryName.isEmpty ? place.countryCode : place.countryName]
            .filter { !$0.isEmpty }
            .joined(separator: ", ")
        let distance = "\(Self.distanceDescription(meters: nearby.distanceMeters)) away"
        self.init(
            id: place.id.description,
            title: place.name.isEmpty ? type.title : place.name,
            locationDescription: region.isEmpty ? distance : "\(distance) in \(region)",
            coordinates: Coordinates(latitude: place.coordinate.latitude, longitude: place.coordinate.longitude),
            isAccessible: place.tag("wheelchair") == "yes"
        )
    }

    /// A distance for people, the same in every locale: whole meters below 100 m ("7 m"),
    /// tens of meters below 1 km ("120 m"), tenths of a kilometer below 10 km ("1.2 km"),
    /// whole kilometers beyond ("12 km").
    ///
    /// - Parameter meters: A distance in meters; negative or NaN values read as 0, and values
    ///   beyond 1,000,000 km as 1,000,000 km.
    public static func distanceDescription(meters: Double) -> String {
        let meters = meters.isNaN ? 0 : min(max(0, meters), 1e9)
        if meters < 99.5 {
            return "\(Int(meters.rounded())) m"
        }
        if meters < 995 {
            return "\(Int((meters / 10).rounded()) * 10) m"
        }
        if meters < 9_950 {
            let tenths = Int((meters / 100).rounded())
            return "\(tenths / 10).\(tenths % 10) km"
        }
        return "\(Int((meters / 1_000).rounded())) km"
    }
}
