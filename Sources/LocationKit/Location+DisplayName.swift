extension Location {
    /// The service's ``label`` when it made one (the offline services label every place from small
    /// to large, each name once: "Schaan, Wahlkreis Oberland, Liechtenstein"); else the name,
    /// address, first-level division and country joined by commas, e.g.
    /// "Rathaus, Städtle 38, 9490 Vaduz, Oberland, Liechtenstein".
    ///
    /// Without a label, missing or empty parts are left out; a city equal to the name is not
    /// repeated; the country code stands in for a missing country name.
    public var displayName: String {
        if let label, !label.isEmpty { return label }
        let streetLine = [street, houseNumber].present.joined(separator: " ")
        let cityLine = [postcode, city == name ? nil : city].present.joined(separator: " ")
        return [name, streetLine == name ? nil : streetLine, cityLine, admin1Name, countryName ?? countryCode]
            .present
            .joined(separator: ", ")
    }
}

extension Array where Element == String? {
    /// The elements that are neither `nil` nor empty.
    fileprivate var present: [String] {
        compactMap { $0 }.filter { !$0.isEmpty }
    }
}
