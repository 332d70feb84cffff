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

extension Chord {
    /// The reach of a radius in metres: its squared chord, widened by the rounding of the table
    /// trigonometry so that a record at the query point itself is within a radius of zero.
    static func reach(radiusMeters: Double) -> Double {
        let chord2 = squared(meters: radiusMeters)
        return chord2.isFinite ? chord2 * (1 + 1e-12) + 1e-28 : .infinity
    }
}
