import GazetteerIndex

/// Every field a result format shows, derived from a ``Place`` in one place so that all formats
/// (ours, Photon's, Nominatim's) agree, and so that fields the index fills later (address,
/// administrative hierarchy, extent) reach every client as soon as the data has them.
///
/// - `state`, `county`, `city`, `district`: the areas of ``GazetteerIndex/PlaceLabel/Areas``; `city`
///   is the place itself when it is a settlement, `district` the place itself for a suburb (as
///   Nominatim's address details say). Labels, which name each area once, come from ``label``.
/// - `street`, `houseNumber`, `postcode`: from the address.
/// - `boundingBox`: the extent, else a box around the point sized by kind (Nominatim's rule).
package struct PlaceDescription: Sendable {
    package let place: Place
    package let kind: PlaceKind
    package var state = ""
    package var county = ""
    package var city = ""
    package var district = ""

    /// Describes `place`.
    /// - Complexity: O(hierarchy depth).
    package init(_ place: Place) {
        self.place = place
        kind = PlaceKind(place)
        let areas = PlaceLabel.Areas(place)
        state = areas.state
        county = areas.county
        city = areas.city
        if city.isEmpty && kind.isSettlement { city = place.name }
        district = areas.district
        if district.isEmpty && kind.layer == .district && kind.key == "place" { district = place.name }
    }

    package var name: String { place.name }
    package var street: String { place.address.street }
    package var houseNumber: String { place.address.houseNumber }
    package var postcode: String { place.address.postcode }
    /// The country's name, else its code.
    package var country: String { Self.country(of: place) }

    /// The country's name of `place`, else its code. O(1).
    package static func country(of place: borrowing Place) -> String {
        place.countryName.isEmpty ? place.countryCode : place.countryName
    }

    /// `N`, `W` or `R` for an OpenStreetMap identifier, `nil` for GeoNames.
    package static func osmTypeLetter(_ id: SourceID) -> StaticString? {
        switch id.kind {
        case .geonames: nil
        case .osmNode: "N"
        case .osmWay: "W"
        case .osmRelation: "R"
        case .unknown: nil
        }
    }

    /// `node`, `way` or `relation` for an OpenStreetMap identifier, `nil` for GeoNames.
    package static func osmTypeName(_ id: SourceID) -> StaticString? {
        switch id.kind {
        case .geonames: nil
        case .osmNode: "node"
        case .osmWay: "way"
        case .osmRelation: "relation"
        case .unknown: nil
        }
    }

    /// Writes `osm_type` and `osm_id` for an OpenStreetMap place (nothing for another): the type as
    /// its name ("node", Nominatim's search) or as its letter ("N", Photon and Nominatim's details).
    package func writeOSMReference(typeAsLetter: Bool, into json: inout JSONWriter) {
        Self.writeOSMReference(of: place.id, typeAsLetter: typeAsLetter, into: &json)
    }

    /// Writes `osm_type` and `osm_id` for an OpenStreetMap identifier (nothing for another), as
    /// ``writeOSMReference(typeAsLetter:into:)`` does, without describing the whole place.
    /// - Complexity: O(1).
    package static func writeOSMReference(of id: SourceID, typeAsLetter: Bool, into json: inout JSONWriter) {
        guard let letter = osmTypeLetter(id), let name = osmTypeName(id) else { return }
        json.key("osm_type")
        json.literal(typeAsLetter ? letter : name)
        json.key("osm_id")
        json.integer(Int(id.value))
    }

    /// The label, "Schaan, Wahlkreis Oberland, Liechtenstein": from small to large, each name once
    /// (``GazetteerIndex/PlaceLabel``, the one place labels are made).
    package var label: String { PlaceLabel(place).text }

    /// Writes the label of `place` as a JSON string.
    package static func writeLabel(of place: Place, into json: inout JSONWriter) {
        json.string(PlaceLabel(place).text)
    }

    /// The extent, or a box around the point sized by kind.
    package var boundingBox: BoundingBox {
        if let extent = place.extent { return extent }
        let half = kind.pointExtentDegrees
        let point = place.coordinate
        return BoundingBox(
            minLatitude: max(-90, point.latitude - half), minLongitude: max(-180, point.longitude - half),
            maxLatitude: min(90, point.latitude + half), maxLongitude: min(180, point.longitude + half))
    }

    /// Importance from 0 to 1 (Nominatim's scale): the build-time rank over its 16-bit range.
    package var importanceFraction: Double { Double(place.importance) / Double(UInt16.max) }
}
