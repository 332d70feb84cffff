extension DistanceOrigin {
    /// Slack subtracted from every cell bound: the rounding of a few products of unit-vector
    /// components, so that a bound never exceeds the chord² of a record inside the cell.
    static let boundSlack = 1e-14

    /// The smallest squared chord from this point to any point of a latitude/longitude cell.
    ///
    /// Exact on the sphere (less ``boundSlack``): when the point's meridian crosses the cell the
    /// nearest point lies on it; otherwise on the nearer bounding meridian, at the foot of the
    /// perpendicular great circle when that falls between the cell's latitudes, else at a corner.
    /// - Complexity: O(1), four table look-ups.
    @inline(__always)
    package func chord2LowerBound(_ cell: CellBounds) -> Double {
        let minLatitude = FixedPointTrig.sinCos(Int64(cell.minLatitudeE7), table: trig)
        let maxLatitude = FixedPointTrig.sinCos(Int64(cell.maxLatitudeE7), table: trig)
        if longitudeE7 >= cell.minLongitudeE7 && longitudeE7 <= cell.maxLongitudeE7 {
            let edge: (sin: Double, cos: Double)
            if latitudeE7 < cell.minLatitudeE7 {
                edge = minLatitude
            } else if latitudeE7 > cell.maxLatitudeE7 {
                edge = maxLatitude
            } else {
                return 0
            }
            return max(0, 2 - 2 * (cosLatitude * edge.cos + sinLatitude * edge.sin) - Self.boundSlack)
        }
        let west = wrappedGapE7(Int64(longitudeE7), Int64(cell.minLongitudeE7))
        let east = wrappedGapE7(Int64(longitudeE7), Int64(cell.maxLongitudeE7))
        let meridian = FixedPointTrig.sinCos(Int64(west <= east ? cell.minLongitudeE7 : cell.maxLongitudeE7), table: trig)
        // Components of this point along the meridian plane's equator direction and the axis.
        let along = cosLatitude * (cosLongitude * meridian.cos + sinLongitude * meridian.sin)
        let up = sinLatitude
        var dot = max(along * minLatitude.cos + up * minLatitude.sin, along * maxLatitude.cos + up * maxLatitude.sin)
        if along > 0, up * minLatitude.cos >= minLatitude.sin * along, up * maxLatitude.cos <= maxLatitude.sin * along {
            dot = (along * along + up * up).squareRoot()
        }
        return max(0, 2 - 2 * dot - Self.boundSlack)
    }
}

/// The angle between two longitudes in fixed point, the short way round.
@inline(__always)
func wrappedGapE7(_ a: Int64, _ b: Int64) -> Int64 {
    let gap = abs(a - b)
    return min(gap, FixedPoint.fullTurnE7 - gap)
}
