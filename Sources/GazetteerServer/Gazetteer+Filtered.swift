import GazetteerIndex
import GazetteerOutput

/// Index queries with the filters the HTTP APIs add on top of the library's own.
extension Gazetteer {
    /// Prefix search kept to `filter`'s box and single country by the index, then the rest of
    /// `filter`; a filter the index cannot apply itself widens the candidate list to
    /// ``QueryLimits/maximumResults`` first. Among results of equal score, those that matched a name
    /// in one of `languages` come first (``Gazetteer/search(_:limit:countryCode:near:preferring:)``).
    func search(_ query: String, limit: Int, near: Coordinate?, filter: ResultFilter, languages: [String] = []) -> [ResultRow] {
        let country = filter.countryCodes.count == 1 ? filter.countryCodes.first : nil
        var rest = filter
        if country != nil { rest.countryCodes = [] }
        // The index keeps a search to a box itself: the box's best places, not the world's best
        // that happen to lie in it.
        rest.box = nil
        let fetch = rest.isEmpty ? min(limit + (languages.isEmpty ? 0 : 8), QueryLimits.maximumResults) : QueryLimits.maximumResults
        var rows: [ResultRow] = []
        rows.reserveCapacity(min(limit, 64))
        var results = if let box = filter.box {
            search(query, limit: fetch, countryCode: country, near: near, within: box)
        } else {
            search(query, limit: fetch, countryCode: country, near: near)
        }
        if !languages.isEmpty { results = Gazetteer.readerOrder(results, languages: languages) }
        for result in results where rest.admits(result.place) {
            rows.append(ResultRow(result))
            if rows.count == limit { break }
        }
        return rows
    }

    /// The records nearest to `point` (within `radiusMeters`) that pass `filter`, nearest first.
    /// Asks for `limit` candidates first and widens eightfold while the filter drops some.
    func nearest(
        to point: Coordinate, limit: Int, radiusMeters: Double, placeFilter: PlaceFilter = .any, filter: ResultFilter
    ) -> [ResultRow] {
        var fetch = limit
        while true {
            let candidates = nearest(to: point, limit: fetch, filter: placeFilter, maximumDistanceMeters: radiusMeters)
            var rows: [ResultRow] = []
            for candidate in candidates where filter.admits(candidate.place) {
                rows.append(ResultRow(candidate))
                if rows.count == limit { return rows }
            }
            if candidates.count < fetch || fetch >= QueryLimits.maximumResults { return rows }
            fetch = min(QueryLimits.maximumResults, fetch * 8)
        }
    }
}
