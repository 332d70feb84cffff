import GazetteerIndex

/// A way whose nodes were looked up: what it stands for, and its located points (missing nodes left out).
struct LocatedWay: Sendable {
    var id: Int64
    /// Where its points are in its block's ``LocatedBlock/points``.
    var points: Range<Int>
    /// Where its record's template is in its block's ``LocatedBlock/templates``.
    var template: Int?
    var boundary: OSMBoundaryTemplate?
    /// Whether the way closes on itself (by node reference).
    var isClosed: Bool
}
