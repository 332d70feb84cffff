/// Queries that name a kind of place ("toilets", "drinking water", "restaurant vaduz",
/// "cafe near schaan"): records of that category nearest to the `near` point or to the named
/// place; with neither, the most important ones.
///
/// The category phrase (plain words or OSM values, from the phrase table) stands at the start or
/// the end of the query; the rest, without filler words ("near", "in", "at"…, ``FillerWords``),
/// names the place.
struct CategorySearch {
    /// The category numbers named.
    let categories: [UInt16]
    /// The query words that name the place, if any.
    let placeWords: [Int]

    /// Finds a category phrase at the start or end of the query.
    init?(text: QueryText, phrases: PhraseTable) {
        let count = text.words.count
        for length in stride(from: min(QueryPlanner.maximumPhraseWords, count), through: 1, by: -1) {
            // The phrase at the start, then the one at the end (when they differ).
            for start in stride(from: 0, through: count - length, by: max(1, count - length)) {
                guard let entry = text.withPhrase(start..<start + length, phrases.find),
                      entry.meanings.contains(where: { PhraseMeaning.kind(phrases.meaning($0)) == PhraseMeaning.category })
                else { continue }
                let numbers = entry.meanings.map(phrases.meaning)
                    .filter { PhraseMeaning.kind($0) == PhraseMeaning.category }
                    .map { UInt16(truncatingIfNeeded: PhraseMeaning.value($0)) }
                guard !numbers.isEmpty else { continue }
                categories = numbers
                placeWords = (0..<count).filter { index in
                    !(start..<start + length).contains(index)
                        && !text.withWord(index, FillerWords.contains)
                }
                return
            }
        }
        return nil
    }

    /// Offers the category's records, nearest to `reference` (or, without one, the most important);
    /// with a box, only those inside it.
    func run(
        index: Gazetteer, reference: Coordinate?, limit: Int, box: GridBox? = nil, collector: inout SearchCollector,
        buffer: UnsafeMutablePointer<UInt8>
    ) {
        if let reference, box == nil {
            var hits: [SpatialHit] = []
            let filter = PlaceFilter(categories: categories.map(index.code))
            index.nearbyHits(reference, radiusMeters: .infinity, limit: limit, filter: filter, into: &hits)
            for hit in hits { offer(hit.record, distance: hit.distanceMeters, index: index, collector: &collector) }
            return
        }
        if let box {
            // The box's records of the category: the nearest to the reference, else the most important.
            let filter = PlaceFilter(categories: categories.map(index.code))
            var walk = RecordWalk(index: index, gridBox: box, filter: filter)
            let origin = reference.map(DistanceOrigin.init)
            while let record = walk.next() {
                let distance = origin?.distanceMeters(latitudeE7: index.latitudeE7(record), longitudeE7: index.longitudeE7(record))
                offer(record, distance: distance ?? .nan, index: index, collector: &collector)
            }
            return
        }
        var stream = PostingStream()
        let dictionary = WordDictionary(index)
        for number in categories {
            let meaning = PhraseMeaning.pack(kind: PhraseMeaning.category, value: Int(number))
            if let word = index.areaWord(meaning, buffer: buffer) {
                stream.add(dictionary.postings(at: word), bound: SearchRanking.wholeName + SearchRanking.coverageWeight)
            }
        }
        while let posting = stream.next(bar: collector.bar, index: index, buffer: buffer) {
            offer(index.record(atRank: posting.rank), distance: .nan, index: index, collector: &collector)
        }
    }

    /// A category result: the category words name what it is, as a whole name would.
    private func offer(_ record: Int, distance: Double, index: Gazetteer, collector: inout SearchCollector) {
        var explanation = ScoreExplanation()
        explanation.importance = Double(index.importance(record)) / 1_000
        explanation.nameMatch = SearchRanking.wholeName
        explanation.coverage = SearchRanking.coverageWeight
        if !distance.isNaN { explanation.distance = SearchRanking.distancePenalty(distance) }
        collector.offer(NameHit(
            record: record, nameOrdinal: 0, isExactMatch: false, score: explanation.total, distanceMeters: distance,
            explanation: explanation))
    }
}
