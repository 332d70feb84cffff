import GazetteerIndex
import LocationKit

extension Location {
    /// The location of a place from the index.
    ///
    /// The id is the place's source id (`geonames:3042030`, `osm:node/5`), unique within one
    /// index. Empty country code, country name and admin1 name become `nil`.
    ///
    /// - Parameter place: A place returned by a ``GazetteerIndex/Gazetteer`` query.
    public init(_ place: Place) {
        self.init(
            id: place.id.description,
            name: place.name,
            latitude: place.coordinate.latitude,
            longitude: place.coordinate.longitude,
            countryCode: place.countryCode.nilIfEmpty,
            countryName: place.countryName.nilIfEmpty,
            admin1Name: place.admin1Name.nilIfEmpty
        )
    }
}

extension String {
    /// The string, or `nil` when it is empty.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
