/// Receives the records a spatial walk reaches and narrows the walk as it learns.
///
/// Distances are squared chords of the unit sphere (see ``DistanceOrigin``) until ``finish``.
protocol SpatialCollector {
    /// Records and cells farther than this squared chord are not offered.
    var reach: Double { get }
    /// A record whose latitude differs from the query's by more than this (fixed point) is out of reach.
    var latitudeReachE7: Int64 { get }
    mutating func offer(record: Int, chord2: Double)
    /// How many records it keeps at most, when it narrows its reach as it fills (0: it wants every
    /// record in reach, and its reach is fixed).
    var keepsNearest: Int { get }
    /// Lowers the reach to `chord2` when that is smaller: `keepsNearest` matching records are known
    /// to lie within it.
    mutating func limitReach(_ chord2: Double)
}
