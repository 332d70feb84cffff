/// Name search: words anywhere in names and alternate names, qualifiers, typing mistakes,
/// category words, addresses.
extension Gazetteer {
    /// The best places for a query, as a person types it: "vadu", "san f", "paris texas",
    /// "Cambridge, UK", "amsterdm", "Äulestrasse 38, Vaduz", "restaurant vaduz".
    ///
    /// Query words match the words of names and alternate names in any order; the last word may
    /// be cut short (as may earlier ones, at a cost). Words at the end that name a country or
    /// admin1 division narrow the results (with or without a comma); words of a category name
    /// ("toilets", "pharmacy") find those places near `near` or near the place the other words
    /// name. The last word matches the words it starts only while it may still be typed (nothing
    /// but spaces or a full stop after it: "paris!" and "&l;" are finished words). When nothing
    /// matches every word, filler words ("in", "near", "the") are left out, then misspelled words
    /// are looked for (one mistake for words of 4–7 letters, two from 8, the first letter as
    /// typed), then results that leave out one word that some name has as typed, or a number, and
    /// that says enough on its own: every word is accounted for, so a word no name has is never
    /// left out ("london sdfewf" finds nothing), nor a word of one or two letters ("%#$@*&l;der#$!"
    /// finds nothing); ``unmatchedWords(in:)`` names such words. Category words whose place words
    /// name no place find nothing either ("hotels in sdfewf"). Results are
    /// ranked by one function of how the query meets the name and of the place's importance and
    /// distance (``ScoreExplanation``), one result per place.
    ///
    /// Only the first 256 bytes, 8 comma-separated parts and 12 words of a query are read.
    /// - Parameters:
    ///   - limit: the most results to return.
    ///   - countryCode: keep only places in this ISO country.
    ///   - near: a point whose surroundings rank higher.
    /// - Complexity: O(log words) to find the query's words, then a walk of their postings in
    ///   order of importance that stops once no remaining place can reach the results, with
    ///   O(log limit) per place scored.
    public func search(_ query: String, limit: Int = 10, countryCode: String? = nil, near: Coordinate? = nil) -> [SearchResult] {
        var hits: [NameHit] = []
        searchHits(query, limit: limit, countryCode: countryCode, near: near, into: &hits)
        return results(of: hits)
    }

    /// ``search(_:limit:countryCode:near:)`` restricted to the places inside `box` (edges included,
    /// in fixed point; `west > east` crosses the antimeridian): the best places of the box, not the
    /// best places of the world that happen to lie in it. An invalid box has no places.
    ///
    /// - Complexity: as ``search(_:limit:countryCode:near:)``, except that the walk of the postings
    ///   passes over the places outside the box (a small box and a common word read more postings).
    public func search(
        _ query: String, limit: Int = 10, countryCode: String? = nil, near: Coordinate? = nil, within box: BoundingBox
    ) -> [SearchResult] {
        var hits: [NameHit] = []
        searchHits(query, limit: limit, countryCode: countryCode, near: near, bounds: .standard, within: box, into: &hits)
        return results(of: hits)
    }

    /// The hits resolved into results.
    private func results(of hits: [NameHit]) -> [SearchResult] {
        hits.map { hit in
            let place = place(at: hit.record)
            // The record's own name is the common match: it is decoded once.
            let matched = hit.nameOrdinal == 0 && !place.name.isEmpty ? place.name : matchedName(of: hit, mainName: place.name)
            return SearchResult(
                place: place, matchedName: matched, isExactMatch: hit.isExactMatch,
                distanceMeters: hit.distanceMeters.isNaN ? nil : hit.distanceMeters, score: hit.score,
                explanation: hit.explanation)
        }
    }

    /// The name or alternate name through which `hit` matched.
    ///
    /// - Complexity: O(names before it + length of the name).
    public func matchedName(of hit: NameHit) -> String {
        guard hit.record >= 0, hit.record < count else { return "" }
        return displayName(of: hit.record, ordinal: hit.nameOrdinal)
    }

    /// The form of ``search(_:limit:countryCode:near:)`` that returns unresolved hits into a reused array.
    ///
    /// - Complexity: as ``search(_:limit:countryCode:near:)``.
    public func searchHits(
        _ query: String, limit: Int = 10, countryCode: String? = nil, near: Coordinate? = nil,
        into hits: inout [NameHit]
    ) {
        searchHits(query, limit: limit, countryCode: countryCode, near: near, bounds: .standard, into: &hits)
    }

    /// ``searchHits(_:limit:countryCode:near:into:)`` with explicit work limits.
    package func searchHits(
        _ query: String, limit: Int, countryCode: String?, near: Coordinate?, bounds: SearchBounds,
        within box: BoundingBox? = nil, into hits: inout [NameHit]
    ) {
        // The hits' storage is the collector's, and comes back to `hits` sorted: no allocation once
        // it holds `limit` hits.
        var collector = SearchCollector(limit: limit, reusing: &hits)
        defer { collector.moveSorted(into: &hits) }
        var country: UInt16?
        if let countryCode, !countryCode.isEmpty {
            let packed = CountryCode.pack(countryCode.uppercased())
            guard packed != 0 else { return }
            country = packed
        }
        var gridBox: GridBox?
        if let box {
            guard let valid = GridBox(box) else { return }
            gridBox = valid
        }
        let origin = near.flatMap { $0.isValid ? DistanceOrigin($0) : nil }
        SearchScratch.withCurrent { scratch in
            var text = QueryText(query, reusing: scratch)
            defer { text.recycle(into: scratch) }
            SearchEngine(index: self, text: text, country: country, origin: origin, limit: limit, bounds: bounds, box: gridBox)
                .run(into: &collector, scratch: scratch)
        }
    }
}
