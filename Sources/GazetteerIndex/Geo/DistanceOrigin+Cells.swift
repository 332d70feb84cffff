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
        chord2LowerBound(
            cell, south: FixedPointTrig.sinCos(Int64(cell.minLatitudeE7), table: trig),
            north: FixedPointTrig.sinCos(Int64(cell.maxLatitudeE7), table: trig))
    }

    /// ``chord2LowerBound(_:)`` with the sines and cosines of the cell's south and north edges given
    /// (the four children of a cell share them).
    @inline(__always)
    func chord2LowerBound(_ cell: CellBounds, south: (sin: Double, cos: Double), north: (sin: Double, cos: Double)) -> Double {
        if longitudeE7 >= cell.minLongitudeE7 && longitudeE7 <= cell.maxLongitudeE7 {
            let edge: (sin: Double, cos: Double)
            if latitudeE7 < cell.minLatitudeE7 {
                edge = south
            } else if latitudeE7 > cell.maxLatitudeE7 {
                edge = north
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
        var dot = max(along * south.cos + up * south.sin, along * north.cos + up * north.sin)
        if along > 0, up * south.cos >= south.sin * along, up * north.cos <= north.sin * along {
            dot = (along * along + up * up).squareRoot()
        }
        return max(0, 2 - 2 * dot - Self.boundSlack)
    }

    /// The bounds of the four children of a cell (quadrant order: bit 0 east, bit 1 north), from
    /// the cell's bounds and its middle lines: four latitudes' sines and cosines serve all four.
    /// Children whose latitudes alone lie farther than `latitudeReachE7` get an infinite bound
    /// without trigonometry.
    @inline(__always)
    func childBounds(
        _ parent: CellBounds, middleLatitudeE7: Int32, middleLongitudeE7: Int32, latitudeReachE7: Int64
    ) -> (CellBounds, CellBounds, CellBounds, CellBounds, bounds: (Double, Double, Double, Double)) {
        let south = CellBounds(
            minLatitudeE7: parent.minLatitudeE7, maxLatitudeE7: middleLatitudeE7 &+ 1,
            minLongitudeE7: parent.minLongitudeE7, maxLongitudeE7: middleLongitudeE7 &+ 1)
        var cells = (south, south, south, south)
        cells.1.minLongitudeE7 = middleLongitudeE7 &- 1
        cells.1.maxLongitudeE7 = parent.maxLongitudeE7
        cells.2.minLatitudeE7 = middleLatitudeE7 &- 1
        cells.2.maxLatitudeE7 = parent.maxLatitudeE7
        cells.3 = CellBounds(
            minLatitudeE7: middleLatitudeE7 &- 1, maxLatitudeE7: parent.maxLatitudeE7,
            minLongitudeE7: middleLongitudeE7 &- 1, maxLongitudeE7: parent.maxLongitudeE7)
        let latitude = Int64(latitudeE7)
        let southReachable = latitude - (Int64(middleLatitudeE7) + 1) <= latitudeReachE7
        let northReachable = (Int64(middleLatitudeE7) - 1) - latitude <= latitudeReachE7
        var bounds = (Double.infinity, Double.infinity, Double.infinity, Double.infinity)
        if southReachable {
            let bottom = FixedPointTrig.sinCos(Int64(parent.minLatitudeE7), table: trig)
            let belowMiddle = FixedPointTrig.sinCos(Int64(middleLatitudeE7) + 1, table: trig)
            bounds.0 = chord2LowerBound(cells.0, south: bottom, north: belowMiddle)
            bounds.1 = chord2LowerBound(cells.1, south: bottom, north: belowMiddle)
        }
        if northReachable {
            let aboveMiddle = FixedPointTrig.sinCos(Int64(middleLatitudeE7) - 1, table: trig)
            let top = FixedPointTrig.sinCos(Int64(parent.maxLatitudeE7), table: trig)
            bounds.2 = chord2LowerBound(cells.2, south: aboveMiddle, north: top)
            bounds.3 = chord2LowerBound(cells.3, south: aboveMiddle, north: top)
        }
        return (cells.0, cells.1, cells.2, cells.3, bounds)
    }
}

/// The angle between two longitudes in fixed point, the short way round.
@inline(__always)
func wrappedGapE7(_ a: Int64, _ b: Int64) -> Int64 {
    let gap = abs(a - b)
    return min(gap, FixedPoint.fullTurnE7 - gap)
}
