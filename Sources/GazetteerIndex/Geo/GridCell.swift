/// A cell of the grid: level and column/row at that level.
struct GridCell {
    var level: Int
    var column: UInt32
    var row: UInt32

    /// The cell's Morton number at its level.
    @inline(__always)
    var morton: UInt64 { GridGeometry.morton(x: column, y: row) }

    @inline(__always)
    func child(_ quadrant: Int) -> GridCell {
        GridCell(level: level + 1, column: column << 1 | UInt32(quadrant & 1), row: row << 1 | UInt32(quadrant >> 1))
    }

    /// The latitude and longitude (fixed point, not widened) of the lines between the cell's children.
    var middleE7: (latitude: Int32, longitude: Int32) {
        let shift = UInt64(31 - level)
        return (Int32(clamping: GridGeometry.latitudeE7(y: (2 * UInt64(row) + 1) << shift)),
                Int32(clamping: GridGeometry.longitudeE7(x: (2 * UInt64(column) + 1) << shift)))
    }

    /// The cell's bounds in fixed point (inclusive).
    var bounds: CellBounds {
        let shift = UInt64(32 - level)
        let x0 = UInt64(column) << shift, x1 = (UInt64(column) + 1) << shift
        let y0 = UInt64(row) << shift, y1 = (UInt64(row) + 1) << shift
        return CellBounds(
            minLatitudeE7: Int32(clamping: GridGeometry.latitudeE7(y: y0) - 1),
            maxLatitudeE7: Int32(clamping: GridGeometry.latitudeE7(y: y1) + 1),
            minLongitudeE7: Int32(clamping: GridGeometry.longitudeE7(x: x0) - 1),
            maxLongitudeE7: Int32(clamping: GridGeometry.longitudeE7(x: x1) + 1))
    }
}

/// Fixed-point bounds of a grid cell, widened by one unit to absorb rounding.
package struct CellBounds {
    package var minLatitudeE7: Int32
    package var maxLatitudeE7: Int32
    package var minLongitudeE7: Int32
    package var maxLongitudeE7: Int32

    package init(minLatitudeE7: Int32, maxLatitudeE7: Int32, minLongitudeE7: Int32, maxLongitudeE7: Int32) {
        self.minLatitudeE7 = minLatitudeE7
        self.maxLatitudeE7 = maxLatitudeE7
        self.minLongitudeE7 = minLongitudeE7
        self.maxLongitudeE7 = maxLongitudeE7
    }
}
