import GazetteerIndex

/// A way waiting for its node locations: to become a record or a boundary, or to be kept for a relation.
struct PendingWay: Sendable {
    var id: Int64
    /// Where its node references are in its block's ``OSMMappedBlock/wayRefs``.
    var refs: Range<Int>
    /// Whether the way closes on itself (at least three distinct nodes, the first repeated at the end).
    var isClosed: Bool
    /// Where the template of the record the way becomes is in its block's ``OSMMappedBlock/templates``.
    var template: Int?
    var boundary: OSMBoundaryTemplate?
    /// A relation uses the way: keep its points until areas are built.
    var isMember = false
    /// The way is the outer way of an old-style multipolygon: its record waits for the relation's holes.
    var defersRecord = false
}
