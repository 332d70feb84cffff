/// Names in the reader's language.
extension Place {
    /// The place's name in the first of `languages` it has one in, else its default name.
    ///
    /// Each language is tried with its fallbacks before the next one (`de-AT`, then `de`, then `en`
    /// for `["de-AT", "en"]`); within a language a preferred name answers before another
    /// (``LocalizedName/Kind/answersForLanguage``). Tags compare without regard to case.
    /// ```swift
    /// place.name(preferring: ["ru", "en"])   // "Вадуц"
    /// place.name(preferring: [])             // "Vaduz", as place.name
    /// ```
    /// - Parameter languages: BCP 47 tags, the most wanted first.
    /// - Complexity: O(languages × names by language).
    public func name(preferring languages: [String]) -> String {
        Self.pick(localizedNames, preferring: languages)?.name ?? name
    }

    /// The name of the place's country in the first of `languages` the index has one in, else ``countryName``.
    /// - Complexity: O(languages × names by language).
    public func countryName(preferring languages: [String]) -> String {
        Self.pick(localizedCountryNames, preferring: languages)?.name ?? countryName
    }

    /// The name of the place's admin1 division in the first of `languages` the index has one in, else ``admin1Name``.
    /// - Complexity: O(languages × names by language).
    public func admin1Name(preferring languages: [String]) -> String {
        Self.pick(localizedAdmin1Names, preferring: languages)?.name ?? admin1Name
    }

    /// The place with its name, country, admin1 and area names in the first of `languages` each has
    /// (``name(preferring:)``), so that every label and answer made from it reads in that language;
    /// the place itself when `languages` is empty.
    /// - Complexity: O(languages × names by language).
    public func localized(preferring languages: [String]) -> Place {
        guard !languages.isEmpty, !(localizedNames.isEmpty && localizedCountryNames.isEmpty && localizedAdmin1Names.isEmpty
            && hierarchy.allSatisfy(\.localizedNames.isEmpty)) else { return self }
        let hierarchy = hierarchy.map { area in
            var area = area
            area.name = area.name(preferring: languages)
            return area
        }
        var copy = Place(
            recordNumber: recordNumber, id: id, name: name(preferring: languages), coordinate: coordinate,
            featureClass: featureClass, featureCode: featureCode, category: category, countryCode: countryCode,
            countryName: countryName(preferring: languages), admin1Code: admin1Code, admin1Name: admin1Name(preferring: languages),
            population: population, importance: importance, tags: tags, categories: categories, address: address,
            hierarchy: hierarchy, extent: extent)
        copy.localizedNames = localizedNames
        copy.localizedCountryNames = localizedCountryNames
        copy.localizedAdmin1Names = localizedAdmin1Names
        copy.unlocalizedName = storedName
        return copy
    }

    /// The name as the index stores it (the default name), also after ``localized(preferring:)``.
    public var storedName: String { unlocalizedName ?? name }

    /// The language of `text` among the place's names by language: the first of `languages` it is
    /// written the same in, else the first language it is; `nil` when it is none, or of no particular language.
    /// - Complexity: O(names by language × (languages + 1)).
    public func language(ofName text: String, preferring languages: [String] = []) -> String? {
        let matching = localizedNames.filter { $0.name == text && !$0.language.isEmpty }
        for wanted in languages {
            for tag in LanguageTag.fallbacks(of: wanted) {
                if let name = matching.first(where: { $0.language.caseInsensitiveEquals(tag) }) { return name.language }
            }
        }
        return matching.first?.language
    }

    /// The name answering for the first of `languages` that `names` has one for.
    static func pick(_ names: [LocalizedName], preferring languages: [String]) -> LocalizedName? {
        guard !names.isEmpty else { return nil }
        for wanted in languages {
            for tag in LanguageTag.fallbacks(of: wanted) {
                var found: LocalizedName?
                for name in names where name.kind.answersForLanguage && name.language.caseInsensitiveEquals(tag) {
                    if name.kind == .preferred { return name }
                    if found == nil { found = name }
                }
                if let found { return found }
            }
        }
        return nil
    }
}

extension String {
    /// Whether the two strings are equal ignoring ASCII case (language tags are ASCII).
    fileprivate func caseInsensitiveEquals(_ other: String) -> Bool {
        utf8.count == other.utf8.count && zip(utf8, other.utf8).allSatisfy { ($0 | 0x20) == ($1 | 0x20) }
    }
}
