import GazetteerIndex
import LocationKit

extension Location {
    /// The location of a place from the index.
    ///
    /// - `id`: the place's source id (`geonames:3042030`, `osm:node/5`), unique within one index.
    /// - `countryName`, `admin1Name`: the place's own, or, when empty, the matching areas of its
    ///   ``GazetteerIndex/Place/hierarchy`` (see ``init(placeID:name:coordinate:countryCode:countryName:admin1Name:hierarchy:address:categories:extent:)``).
    /// - `county`, `city`: from the hierarchy; `city` from the address first.
    /// - `street`, `houseNumber`, `postcode`: from the address.
    /// - `category`: the main category (`amenity=cafe`), else the first of the others.
    /// - `extent`: the area's bounding box.
    /// - `label`: the place's label, from small to large, each name once
    ///   (``GazetteerIndex/Place/displayName``, made by ``GazetteerIndex/PlaceLabel``).
    ///
    /// Empty strings become `nil`.
    ///
    /// - Parameter place: A place returned by a ``GazetteerIndex/Gazetteer`` query.
    public init(_ place: Place) {
        self.init(
            placeID: place.id.description, name: place.name, coordinate: place.coordinate,
            countryCode: place.countryCode, countryName: place.countryName, admin1Name: place.admin1Name,
            hierarchy: place.hierarchy, address: place.address,
            categories: [place.category] + place.categories, extent: place.extent, label: place.displayName)
    }

    /// The location of a place given field by field: the mapping behind ``init(_:)``.
    ///
    /// The hierarchy lists the areas that contain the place, the country first. Areas with an
    /// OpenStreetMap `admin_level` are matched by level: 2 is the country, 3–4 the first-level
    /// division, 5–7 the county, 8–10 the city. When no area has a level, they are taken in
    /// order: country, first-level division, county, city. Fields the record carries itself win
    /// over the hierarchy; the address's city wins over the hierarchy's.
    package init(
        placeID: String, name: String, coordinate: Coordinate,
        countryCode: String, countryName: String, admin1Name: String,
        hierarchy: [AdministrativeArea], address: PostalAddress, categories: [String], extent: BoundingBox?,
        label: String? = nil
    ) {
        let areas = AreaLevels(hierarchy)
        self.init(
            id: placeID,
            name: name,
            latitude: coordinate.latitude,
            longitude: coordinate.longitude,
            countryCode: countryCode.nilIfEmpty,
            countryName: countryName.nilIfEmpty ?? areas.country,
            admin1Name: admin1Name.nilIfEmpty ?? areas.admin1,
            county: areas.county,
            city: address.city.nilIfEmpty ?? areas.city,
            street: address.street.nilIfEmpty,
            houseNumber: address.houseNumber.nilIfEmpty,
            postcode: address.postcode.nilIfEmpty,
            category: categories.first { !$0.isEmpty },
            extent: extent.map {
                CoordinateBounds(minLatitude: $0.minLatitude, minLongitude: $0.minLongitude,
                                 maxLatitude: $0.maxLatitude, maxLongitude: $0.maxLongitude)
            },
            label: label?.nilIfEmpty)
    }
}

/// The names of the areas in a place's hierarchy that a ``Location`` has fields for.
private struct AreaLevels {
    var country: String?
    var admin1: String?
    var county: String?
    var city: String?

    init(_ hierarchy: [AdministrativeArea]) {
        let named = hierarchy.filter { !$0.name.isEmpty }
        if named.allSatisfy({ $0.level == 0 }) {
            let names = named.map(\.name)
            country = names.first
            admin1 = names.dropFirst().first
            county = names.dropFirst(2).first
            city = names.dropFirst(3).first
            return
        }
        func first(in levels: ClosedRange<Int>) -> String? {
            named.first { levels.contains($0.level) }?.name
        }
        country = first(in: 2...2)
        admin1 = first(in: 3...4)
        county = first(in: 5...7)
        city = first(in: 8...10)
    }
}

extension String {
    /// The string, or `nil` when it is empty.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
