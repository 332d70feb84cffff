/// Keeps the best `limit` hits, one per record: exact matches first, then score, then record number.
struct SearchCollector {
    let limit: Int
    var hits: [NameHit]

    init(limit: Int, hits: [NameHit]) {
        self.limit = limit
        self.hits = hits
        self.hits.removeAll(keepingCapacity: true)
    }

    var isFull: Bool { hits.count >= limit }

    @inline(__always)
    static func precedes(_ a: NameHit, _ b: NameHit) -> Bool {
        if a.isExactMatch != b.isExactMatch { return a.isExactMatch }
        if a.score != b.score { return a.score > b.score }
        return a.record < b.record
    }

    /// Whether a hit would enter the list at all (cheap pre-check before resolving it).
    ///
    /// A hit for the record already last in a full list is let through: it may be that record's
    /// primary name, which ``offer(_:isPrimaryName:)`` prefers over the alternate name that put it there.
    @inline(__always)
    func admits(isExactMatch: Bool, score: Double, record: Int) -> Bool {
        guard hits.count >= limit, let last = hits.last else { return true }
        return last.record == record
            || Self.precedes(NameHit(record: record, posting: 0, isExactMatch: isExactMatch, score: score, distanceMeters: 0), last)
    }

    /// Offers a hit; `isPrimaryName` lets a record's own name win over its alternate names.
    mutating func offer(_ hit: NameHit, isPrimaryName: Bool) {
        guard limit > 0 else { return }
        if let existing = hits.firstIndex(where: { $0.record == hit.record }) {
            let old = hits[existing]
            guard Self.precedes(hit, old) || (hit.isExactMatch == old.isExactMatch && isPrimaryName) else { return }
            hits.remove(at: existing)
        } else if hits.count >= limit {
            guard let last = hits.last, Self.precedes(hit, last) else { return }
            hits.removeLast()
        }
        var slot = hits.count
        while slot > 0 && Self.precedes(hit, hits[slot - 1]) { slot -= 1 }
        hits.insert(hit, at: slot)
    }
}
