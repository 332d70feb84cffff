/// A place's label, "Schaan, Wahlkreis Oberland, Liechtenstein": its parts from small to large, each
/// name once. Every label the project shows is made here: the command line's text and JSON `label`,
/// Photon's address properties, Nominatim's `display_name`, ``Place/displayName`` and the app layer's
/// display name.
///
/// The parts, smallest first: the name (or, unnamed, the category); the street and house number; the
/// district (administrative level 10, else 9); the city (level 8, else 7, else the address's city);
/// the county (level 6, else 5); the state (level 4, else 3 or 5, else the GeoNames admin1 name);
/// the postcode; the country (its name, else its code). A part is left out when it is empty or when
/// it names what the name or an earlier part names, compared by ``NameNormalizer`` keys (so case and
/// accents do not count): a town whose municipality and first-level division share its name reads
/// "Vaduz, Liechtenstein", as Nominatim says it. A boundary names only the areas above its own level.
public struct PlaceLabel: Sendable, Hashable {
    /// The name, else the category (`amenity=toilets`).
    public var head = ""
    /// "Städtle 38": the street and house number.
    public var streetLine = ""
    public var district = ""
    public var city = ""
    public var county = ""
    public var state = ""
    public var postcode = ""
    public var country = ""

    /// The areas of a place by the role they play in an address, before repeated names are left out.
    public struct Areas: Sendable, Hashable {
        public var district = ""
        public var city = ""
        public var county = ""
        public var state = ""

        /// The areas of `place`, from its hierarchy by level, else its admin1 name and address. A
        /// boundary that is in its own hierarchy is labelled by the larger areas only: the country
        /// reads "Liechtenstein", not with the district and municipality its centre lies in.
        /// - Complexity: O(hierarchy depth).
        public init(_ place: borrowing Place) {
            var hierarchy = place.hierarchy
            if let own = hierarchy.first(where: { $0.id == place.id })?.level, own > 0 {
                hierarchy.removeAll { $0.level >= own }
            }
            state = Self.area(hierarchy, 4, 3, 5) ?? place.admin1Name
            county = Self.area(hierarchy, 6, 5) ?? ""
            if county == state { county = "" }
            city = Self.area(hierarchy, 8, 7) ?? place.address.city
            district = Self.area(hierarchy, 10, 9) ?? ""
        }

        /// The name of the smallest area at the first of the levels present.
        private static func area(_ hierarchy: [AdministrativeArea], _ first: Int, _ second: Int, _ third: Int = -1) -> String? {
            guard !hierarchy.isEmpty else { return nil }
            for level in [first, second, third] where level >= 0 {
                if let area = hierarchy.last(where: { $0.level == level }), !area.name.isEmpty { return area.name }
            }
            return nil
        }
    }

    /// The label parts of `place`, each name once.
    /// - Complexity: O(hierarchy depth + length of the parts).
    public init(_ place: borrowing Place) {
        let areas = Areas(place)
        var seen: [String] = []
        seen.reserveCapacity(8)
        /// `part` unless it is empty or names what an earlier part names.
        func distinct(_ part: String) -> String {
            guard !part.isEmpty else { return "" }
            let key = NameNormalizer.key(for: part)
            guard !seen.contains(key) else { return "" }
            seen.append(key)
            return part
        }
        head = distinct(place.name.isEmpty ? place.category : place.name)
        let address = place.address
        streetLine = distinct(address.houseNumber.isEmpty || address.street.isEmpty
            ? address.street : "\(address.street) \(address.houseNumber)")
        district = distinct(areas.district)
        city = distinct(areas.city)
        county = distinct(areas.county)
        state = distinct(areas.state)
        postcode = address.postcode
        country = distinct(place.countryName.isEmpty ? place.countryCode : place.countryName)
    }

    /// The parts that are present, smallest first.
    public var parts: [String] {
        [head, streetLine, district, city, county, state, postcode, country].filter { !$0.isEmpty }
    }

    /// The parts joined by ", ". O(length).
    public var text: String { parts.joined(separator: ", ") }
}
