/// Finding records by the identifiers of their sources (a GeoNames id, an OpenStreetMap node, way
/// or relation), for clients that ask for places they already know.
extension Gazetteer {
    /// The record numbers of the records with these source ids, in the order asked (`nil` for an
    /// id no record has; a merged record answers for the id it kept).
    ///
    /// - Complexity: O(n + k) for n records and k ids: one pass over the records' ids, since
    ///   records are ordered by place, not by id; no memory beyond a table of the k ids.
    public func records(withIDs ids: [SourceID]) -> [Int?] {
        var wanted: [UInt64: [Int]] = [:]
        for (position, id) in ids.enumerated() { wanted[id.packed, default: []].append(position) }
        var found = [Int?](repeating: nil, count: ids.count)
        guard !wanted.isEmpty else { return found }
        var remaining = wanted.count
        for number in 0..<count where remaining > 0 {
            guard let positions = wanted.removeValue(forKey: records.load(RecordLayout.sourceID, at: recordOffset(number))) else {
                continue
            }
            for position in positions { found[position] = number }
            remaining -= 1
        }
        return found
    }

    /// The source id of record `number` (its GeoNames id or OpenStreetMap object), without
    /// resolving the rest of the place. O(1).
    /// - Precondition: `number` is in `0..<count`.
    public func sourceID(at number: Int) -> SourceID {
        precondition(number >= 0 && number < count, "record \(number) is not in the index")
        return SourceID(packed: records.load(RecordLayout.sourceID, at: recordOffset(number)))
    }
}
