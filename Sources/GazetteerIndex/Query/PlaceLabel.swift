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
            if let name = named(hierarchy, first) ?? named(hierarchy, second) { return name }
            return third >= 0 ? named(hierarchy, third) : nil
        }

        /// The name of the smallest area at `level`, unless there is none or it is unnamed.
        private static func named(_ hierarchy: [AdministrativeArea], _ level: Int) -> String? {
            guard let area = hierarchy.last(where: { $0.level == level }), !area.name.isEmpty else { return nil }
            return area.name
        }
    }

    /// The label parts of `place`, each name once.
    /// - Complexity: O(hierarchy depth + length of the parts).
    public init(_ place: borrowing Place) {
        let areas = Areas(place)
        var seen = SeenKeys()
        head = seen.distinct(place.name.isEmpty ? place.category : place.name)
        let address = place.address
        streetLine = seen.distinct(address.houseNumber.isEmpty || address.street.isEmpty
            ? address.street : "\(address.street) \(address.houseNumber)")
        district = seen.distinct(areas.district)
        city = seen.distinct(areas.city)
        county = seen.distinct(areas.county)
        state = seen.distinct(areas.state)
        postcode = address.postcode
        country = seen.distinct(place.countryName.isEmpty ? place.countryCode : place.countryName)
    }

    /// The parts that are present, smallest first.
    public var parts: [String] {
        var parts: [String] = []
        forEachPart { parts.append($0) }
        return parts
    }

    /// The parts joined by ", ". O(length).
    public var text: String {
        var text = ""
        forEachPart { part in
            if !text.isEmpty { text += ", " }
            text += part
        }
        return text
    }

    /// Calls `body` with each part that is present, smallest first.
    private func forEachPart(_ body: (String) -> Void) {
        func visit(_ part: String) { if !part.isEmpty { body(part) } }
        visit(head)
        visit(streetLine)
        visit(district)
        visit(city)
        visit(county)
        visit(state)
        visit(postcode)
        visit(country)
    }
}

/// The search keys (``NameNormalizer``) of a label's parts kept so far, each followed by a zero
/// byte (a key has none) in one buffer: a part is compared with them by its key's bytes.
private struct SeenKeys {
    private var keys: [UInt8] = []

    /// `part` unless it is empty or its key is one already seen (then ""); its key is seen from now on.
    /// - Complexity: O(length of `part` + length of the keys seen).
    mutating func distinct(_ part: String) -> String {
        guard !part.isEmpty else { return "" }
        let start = keys.count
        if start == 0 { keys.reserveCapacity(128) }
        var part = part
        _ = part.withUTF8 { NameNormalizer.appendKey(of: $0, to: &keys) }
        let isSeen = keys.withUnsafeBufferPointer { keys in
            let key = UnsafeBufferPointer(rebasing: keys[start...])
            var seenStart = 0
            while seenStart < start {
                var seenEnd = seenStart
                while keys[seenEnd] != 0 { seenEnd += 1 }
                if ByteOrder.equal(UnsafeBufferPointer(rebasing: keys[seenStart..<seenEnd]), key) { return true }
                seenStart = seenEnd + 1
            }
            return false
        }
        guard !isSeen else {
            keys.removeSubrange(start...)
            return ""
        }
        keys.append(0)
        return part
    }
}
