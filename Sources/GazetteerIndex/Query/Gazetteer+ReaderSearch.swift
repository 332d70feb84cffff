/// Name search for a reader of given languages.
extension Gazetteer {
    /// ``search(_:limit:countryCode:near:)`` for a reader of `languages`: each result localized
    /// (``SearchResult/localized(preferring:)``), and among results that score the same, those that
    /// matched a name in one of the reader's languages first (the first language first): a French
    /// reader typing "Londres" gets the London whose French name it is before a place of the same
    /// score that is named "Londres" in no language of theirs. Otherwise the order is the search's.
    ///
    /// - Parameter languages: BCP 47 tags, the most wanted first; empty gives ``search(_:limit:countryCode:near:)``'s answer.
    /// - Complexity: that of ``search(_:limit:countryCode:near:)`` for `limit` + 8 results, plus
    ///   O(results × names by language × languages).
    public func search(
        _ query: String, limit: Int = 10, countryCode: String? = nil, near: Coordinate? = nil, preferring languages: [String]
    ) -> [SearchResult] {
        guard !languages.isEmpty else { return search(query, limit: limit, countryCode: countryCode, near: near) }
        // A few more than asked, so that a tie cut by the limit is whole.
        let found = search(query, limit: limit + 8, countryCode: countryCode, near: near)
        return Array(Self.readerOrder(found, languages: languages).prefix(limit).map { $0.localized(preferring: languages) })
    }

    /// `results` with each run of equal scores ordered by the reader's language of the matched name
    /// (stable otherwise).
    package static func readerOrder(_ results: [SearchResult], languages: [String]) -> [SearchResult] {
        func rank(_ result: SearchResult) -> Int {
            for (position, wanted) in languages.enumerated() {
                let covers = result.place.localizedNames.contains {
                    $0.name == result.matchedName && !$0.language.isEmpty && LanguageTag.fallbacks(of: wanted).contains($0.language)
                }
                if covers { return position }
            }
            return languages.count
        }
        // Each result keyed by where its run of equal scores starts, its rank, its place.
        var keys: [(run: Int, rank: Int, position: Int)] = []
        for (position, result) in results.enumerated() {
            let run = position > 0 && results[position - 1].score == result.score ? keys[position - 1].run : position
            keys.append((run, rank(result), position))
        }
        return keys.sorted { ($0.run, $0.rank, $0.position) < ($1.run, $1.rank, $1.position) }.map { results[$0.position] }
    }
}
