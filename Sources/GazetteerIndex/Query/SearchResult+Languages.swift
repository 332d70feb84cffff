/// Results in the reader's language.
extension SearchResult {
    /// The language of ``matchedName`` when the search matched a name in another language than the
    /// place's own name (`fr` for "Londres"); `nil` when it matched the name as stored, or a name that
    /// is of no particular language. Where the name is written the same in several languages
    /// (`Вадуц` is `be`, `ru` and `uk`), the first the result was localized for.
    /// - Complexity: O(the place's names by language × (languages + 1)).
    public var matchedLanguage: String? {
        guard matchedName != place.storedName else { return nil }
        return place.language(ofName: matchedName, preferring: readerLanguages)
    }

    /// The result with its place in the first of `languages` each name has (``Place/localized(preferring:)``).
    /// - Complexity: O(languages × names by language).
    public func localized(preferring languages: [String]) -> SearchResult {
        guard !languages.isEmpty else { return self }
        return SearchResult(
            place: place.localized(preferring: languages), matchedName: matchedName, isExactMatch: isExactMatch,
            distanceMeters: distanceMeters, score: score, explanation: explanation, readerLanguages: languages)
    }
}

extension NearbyPlace {
    /// The answer with its place in the first of `languages` each name has (``Place/localized(preferring:)``).
    /// - Complexity: O(languages × names by language).
    public func localized(preferring languages: [String]) -> NearbyPlace {
        guard !languages.isEmpty else { return self }
        return NearbyPlace(place: place.localized(preferring: languages), distanceMeters: distanceMeters)
    }
}
