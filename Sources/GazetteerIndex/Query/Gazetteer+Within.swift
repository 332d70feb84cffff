/// Bounding-box queries, and walks over the records of a box or circle.
extension Gazetteer {
    /// The `limit` most important records inside `box` that pass `filter`, most important first
    /// (ties by record number).
    ///
    /// Edges count as inside; coordinates are compared in fixed point (10⁻⁷ degree), as the index
    /// stores them. A box whose west edge lies east of its east edge crosses the antimeridian. An
    /// invalid box (``BoundingBox/isValid``) has no records.
    /// - Complexity: O(c log n + k log limit) for the c grid cells on the box's edge and the k
    ///   records inside it (see ``RecordWalk``).
    public func within(_ box: BoundingBox, limit: Int = 100, filter: PlaceFilter = .any) -> [Place] {
        var hits: [Int] = []
        withinHits(box, limit: limit, filter: filter, into: &hits)
        return hits.map(place(at:))
    }

    /// The allocation-light form of ``within(_:limit:filter:)``: replaces the contents of
    /// `records` (keeping its capacity) with the record numbers, most important first.
    ///
    /// - Complexity: as ``within(_:limit:filter:)``; it holds at most 2 × `limit` + 1,024 records
    ///   at a time.
    public func withinHits(_ box: BoundingBox, limit: Int, filter: PlaceFilter = .any, into records: inout [Int]) {
        records.removeAll(keepingCapacity: true)
        guard limit > 0 else { return }
        let ceiling = limit > Int.max / 4 ? Int.max : 2 * limit + 1_024
        let before: (Int, Int) -> Bool = { a, b in
            let (first, second) = (importance(a), importance(b))
            return first != second ? first > second : a < b
        }
        for record in self.records(within: box, filter: filter) {
            records.append(record)
            if records.count >= ceiling {
                records.sort(by: before)
                records.removeSubrange(limit...)
            }
        }
        records.sort(by: before)
        if records.count > limit { records.removeSubrange(limit...) }
    }

    /// Every record inside `box` that passes `filter`, as a lazy walk in spatial order.
    ///
    /// - Parameters:
    ///   - box: the box (``BoundingBox/world``, the default, walks every record).
    ///   - filter: kind, category, country and source of the records to keep.
    /// - Complexity: O(1) to make; the walk is O(c log n + k) over all its steps, in constant memory
    ///   (see ``RecordWalk``).
    public func records(within box: BoundingBox = .world, filter: PlaceFilter = .any) -> RecordWalk {
        RecordWalk(index: self, box: box, circle: nil, filter: filter)
    }

    /// Every record inside `box` and within `radiusMeters` of `center` (great-circle distance, as
    /// ``nearby(_:radiusMeters:limit:filter:)`` measures it) that passes `filter`, as a lazy walk in
    /// spatial order.
    ///
    /// The walk reads the smaller of `box` and the box around the circle; a circle that reaches a
    /// pole or crosses the antimeridian is walked through `box`.
    /// - Complexity: as ``records(within:filter:)`` for the box walked.
    public func records(
        within box: BoundingBox = .world, near center: Coordinate, radiusMeters: Double, filter: PlaceFilter = .any
    ) -> RecordWalk {
        RecordWalk(index: self, box: box, circle: (center, radiusMeters), filter: filter)
    }
}
