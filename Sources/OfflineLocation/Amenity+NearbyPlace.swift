import GazetteerIndex
import LocationKit

extension Amenity {
    /// The amenity of a place found by a radius query.
    ///
    /// - `id`: the place's source id, e.g. `osm:node/5`.
    /// - `title`: the place's name, or the type's ``LocationKit/AmenityType/title`` (e.g.
    ///   "Toilets") when it is unnamed, as most toilets and benches are.
    /// - `locationDescription`: the distance, then the street address and the admin1 and country
    ///   names where the index knows them (from the hierarchy too, as ``Location/init(_:)`` reads
    ///   it), as ``LocationKit/Amenity/locationDescription(of:distanceMeters:)`` writes them:
    ///   "120 m away at Städtle 38 in Vaduz, Liechtenstein", or just "120 m away".
    /// - `isAccessible`: whether the place is tagged `wheelchair=yes` (not `limited`, not `no`).
    ///
    /// - Parameters:
    ///   - nearby: A place and its distance from the search centre.
    ///   - type: The type that was searched for, whose title names unnamed places.
    public init(_ nearby: NearbyPlace, type: AmenityType) {
        let place = nearby.place
        let location = Location(place)
        self.init(
            id: place.id.description,
            title: place.name.isEmpty ? type.title : place.name,
            locationDescription: Self.locationDescription(of: location, distanceMeters: nearby.distanceMeters),
            coordinates: location.coordinates,
            isAccessible: place.tag("wheelchair") == "yes"
        )
    }
}
