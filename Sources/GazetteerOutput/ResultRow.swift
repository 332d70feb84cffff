import GazetteerIndex

/// One result of any query kind, as every format receives it.
package struct ResultRow: Sendable {
    package var place: Place
    /// The name or alternate name that matched a search.
    package var matchedName: String?
    /// The language of ``matchedName`` when it is one of the place's names by language.
    package var matchedLanguage: String?
    /// Distance from the query point, in metres, when the query had one.
    package var distanceMeters: Double?
    /// The ranking score, for searches that report one; written only when set.
    package var score: Double?

    package init(place: Place, matchedName: String? = nil, distanceMeters: Double? = nil, score: Double? = nil) {
        self.place = place
        self.matchedName = matchedName
        self.distanceMeters = distanceMeters
        self.score = score
    }

    package init(_ result: SearchResult) {
        // Each field once: going through the memberwise initializer copied the whole row twice.
        place = result.place
        matchedName = result.matchedName
        matchedLanguage = result.matchedLanguage
        distanceMeters = result.distanceMeters
        score = result.score
    }

    package init(_ nearby: NearbyPlace) {
        self.init(place: nearby.place, distanceMeters: nearby.distanceMeters)
    }

    /// The row with its place in the first of `languages` each name has (``Place/localized(preferring:)``).
    /// - Complexity: O(languages × names by language).
    package func localized(preferring languages: [String]) -> ResultRow {
        var row = self
        row.place = place.localized(preferring: languages)
        if let matchedName, matchedLanguage != nil, matchedName != place.storedName {
            row.matchedLanguage = place.language(ofName: matchedName, preferring: languages)
        }
        return row
    }
}
