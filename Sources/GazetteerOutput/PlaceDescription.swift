import GazetteerIndex

/// Every field a result format shows, derived from a ``Place`` in one place so that all formats
/// (ours, Photon's, Nominatim's) agree, and so that fields the index fills later (address,
/// administrative hierarchy, extent) reach every client as soon as the data has them.
///
/// - `state`: the hierarchy's level-4 area (3 or 5 when there is no 4), else the GeoNames admin1 name.
/// - `county`: the hierarchy's level 6 (else 5).
/// - `city`: the hierarchy's level 8 (else 7), else `addr:city`, else the place itself when it is a
///   settlement.
/// - `district`: the hierarchy's level 10 (else 9), or the place itself for a suburb.
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
        let hierarchy = place.hierarchy
        state = Self.area(hierarchy, 4, 3, 5) ?? place.admin1Name
        county = Self.area(hierarchy, 6, 5) ?? ""
        if county == state { county = "" }
        city = Self.area(hierarchy, 8, 7) ?? place.address.city
        if city.isEmpty && kind.isSettlement { city = place.name }
        district = Self.area(hierarchy, 10, 9) ?? ""
        if district.isEmpty && kind.layer == .district && kind.key == "place" { district = place.name }
    }

    /// The name of the smallest area at the first of the levels present.
    private static func area(_ hierarchy: [AdministrativeArea], _ first: Int, _ second: Int, _ third: Int = -1) -> String? {
        guard !hierarchy.isEmpty else { return nil }
        for level in [first, second, third] where level >= 0 {
            if let area = hierarchy.last(where: { $0.level == level }), !area.name.isEmpty { return area.name }
        }
        return nil
    }

    package var name: String { place.name }
    package var street: String { place.address.street }
    package var houseNumber: String { place.address.houseNumber }
    package var postcode: String { place.address.postcode }
    /// The country's name, else its code.
    package var country: String { place.countryName.isEmpty ? place.countryCode : place.countryName }

    /// `N`, `W` or `R` for an OpenStreetMap record, `nil` for GeoNames.
    package var osmTypeLetter: StaticString? {
        switch place.id.kind {
        case .geonames: nil
        case .osmNode: "N"
        case .osmWay: "W"
        case .osmRelation: "R"
        case .unknown: nil
        }
    }

    /// `node`, `way` or `relation` for an OpenStreetMap record, `nil` for GeoNames.
    package var osmTypeName: StaticString? { Self.osmTypeName(place.id) }

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

    /// The OpenStreetMap identifier, `nil` for GeoNames.
    package var osmID: Int? { osmTypeLetter == nil ? nil : Int(place.id.value) }

    /// The display name, "Vaduz, Vaduz, Liechtenstein": the name (or, unnamed, the category), street
    /// and house number, district, city, county, state, postcode and country; the district and city
    /// only when they are not the place itself.
    package var label: String {
        var parts: [String] = []
        parts.reserveCapacity(8)
        func add(_ part: String) {
            if !part.isEmpty { parts.append(part) }
        }
        add(place.name.isEmpty ? place.category : place.name)
        if !street.isEmpty { add(houseNumber.isEmpty ? street : "\(street) \(houseNumber)") }
        if district != place.name { add(district) }
        if city != place.name { add(city) }
        add(county)
        add(state)
        add(postcode)
        add(country)
        return parts.joined(separator: ", ")
    }

    /// ``label`` as ``writeLabel(of:into:)`` writes it, made directly (without describing the place
    /// first) for a place with no address and no hierarchy.
    package static func label(of place: Place) -> String {
        guard place.hierarchy.isEmpty && place.address.isEmpty else { return PlaceDescription(place).label }
        var label = place.name.isEmpty ? place.category : place.name
        for part in [place.admin1Name, place.countryName.isEmpty ? place.countryCode : place.countryName] where !part.isEmpty {
            if !label.isEmpty { label += ", " }
            label += part
        }
        return label
    }

    /// Writes ``label`` as a JSON string; a place with no address and no hierarchy (all GeoNames
    /// records today) is written piece by piece, without building the label first.
    package static func writeLabel(of place: Place, into json: inout JSONWriter) {
        guard place.hierarchy.isEmpty && place.address.isEmpty else {
            return json.string(PlaceDescription(place).label)
        }
        json.beginString()
        let head = place.name.isEmpty ? place.category : place.name
        json.appendToString(head)
        var first = head.isEmpty
        func add(_ part: String) {
            guard !part.isEmpty else { return }
            if !first { json.appendToString(", ") }
            json.appendToString(part)
            first = false
        }
        add(place.admin1Name)
        add(place.countryName.isEmpty ? place.countryCode : place.countryName)
        json.endString()
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
