/// The names of places, divisions and countries in other languages (``LanguageNamesLayout``).
extension Gazetteer {
    /// Whether the index holds names by language (built from `name:*` tags or GeoNames alternate names).
    public var hasLanguageNames: Bool { !languageNames.isEmpty }

    /// The languages the index holds names in, sorted (without the names of no particular language).
    ///
    /// - Complexity: O(languages).
    public var languages: [String] {
        (0..<languageNames.layout.languageCount).map { string(languageNames.languageReference($0)) }.filter { !$0.isEmpty }
    }

    /// The names by language of the owner with `key`; empty when it has none.
    /// - Complexity: O(log owners + its names).
    func localizedNames(_ owner: LanguageNamesLayout.Owner, _ number: Int) -> [LocalizedName] {
        guard !languageNames.isEmpty, number >= 0, number <= LanguageNamesLayout.maximumNumber else { return [] }
        var names: [LocalizedName] = []
        languageNames.forEachName(of: LanguageNamesLayout.key(owner, number)) { language, kind, reference in
            names.append(LocalizedName(language: string(languageNames.languageReference(language)), kind: kind, name: string(reference)))
        }
        return names
    }

    /// The names by language of record `number` (`name:de`, GeoNames alternate names with a language).
    ///
    /// - Complexity: O(log owners + its names).
    public func localizedNames(ofRecord number: Int) -> [LocalizedName] { localizedNames(.record, number) }
}

extension Gazetteer {
    /// Gives `place` the names by language of its record, country and admin1 division.
    /// - Complexity: O(log owners + their names), three lookups.
    func addLocalizedNames(to place: inout Place, admin1: UInt16) {
        place.localizedNames = localizedNames(.record, place.recordNumber)
        let country = CountryCode.pack(place.countryCode)
        if country != 0 { place.localizedCountryNames = localizedNames(.country, Int(country)) }
        if admin1 != 0 { place.localizedAdmin1Names = localizedNames(.admin1, Int(admin1)) }
    }
}

extension Gazetteer {
    /// Area `number` of the boundaries, with its names by language.
    /// - Complexity: O(log owners + its names).
    func administrativeArea(_ number: Int) -> AdministrativeArea {
        var area = areaSection.administrativeArea(number)
        if !languageNames.isEmpty { area.localizedNames = localizedNames(.area, number) }
        return area
    }
}
