/// A bounding box in grid coordinates (``GridGeometry/x(longitudeE7:)``, ``GridGeometry/y(latitudeE7:)``).
///
/// Grid columns and rows grow strictly with fixed-point longitude and latitude (more than one
/// grid step per 10⁻⁷ degree), so a record lies in the box exactly when its fixed-point coordinate
/// lies between the box's fixed-point edges. A box across the antimeridian has `west > east`: its
/// columns are `west...` to the last and `0...east`.
struct GridBox: Sendable {
    let west: UInt32
    let east: UInt32
    let south: UInt32
    let north: UInt32

    /// The box's grid edges; `nil` when the box is not valid (``BoundingBox/isValid``).
    init?(_ box: BoundingBox) {
        guard box.isValid else { return nil }
        west = GridGeometry.x(longitudeE7: FixedPoint.e7(box.minLongitude))
        east = GridGeometry.x(longitudeE7: FixedPoint.e7(box.maxLongitude))
        south = GridGeometry.y(latitudeE7: FixedPoint.e7(box.minLatitude))
        north = GridGeometry.y(latitudeE7: FixedPoint.e7(box.maxLatitude))
    }

    /// A box given in fixed point (the box around a circle, which neither wraps nor leaves the map).
    init(minLatitudeE7: Int32, maxLatitudeE7: Int32, minLongitudeE7: Int32, maxLongitudeE7: Int32) {
        west = GridGeometry.x(longitudeE7: minLongitudeE7)
        east = GridGeometry.x(longitudeE7: maxLongitudeE7)
        south = GridGeometry.y(latitudeE7: minLatitudeE7)
        north = GridGeometry.y(latitudeE7: maxLatitudeE7)
    }

    var wraps: Bool { west > east }

    /// Grid cells (of the finest level) the box covers: what a walk of it may have to read.
    var area: Double {
        let width = wraps ? Double(UInt32.max - west) + 1 + Double(east) + 1 : Double(east - west) + 1
        return width * (Double(north - south) + 1)
    }

    /// Whether a record at grid column `x` and row `y` lies in the box.
    @inline(__always)
    func contains(x: UInt32, y: UInt32) -> Bool {
        guard y >= south && y <= north else { return false }
        return wraps ? x >= west || x <= east : x >= west && x <= east
    }

    /// Whether a record of `index` lies in the box.
    @inline(__always)
    func contains(_ record: Int, in index: Gazetteer) -> Bool {
        contains(x: GridGeometry.x(longitudeE7: index.longitudeE7(record)), y: GridGeometry.y(latitudeE7: index.latitudeE7(record)))
    }

    /// How the box meets a cell's columns and rows.
    @inline(__always)
    func relation(to cell: GridCell) -> Relation {
        let shift = UInt64(32 - cell.level)
        let x0 = UInt64(cell.column) << shift, x1 = ((UInt64(cell.column) + 1) << shift) - 1
        let y0 = UInt64(cell.row) << shift, y1 = ((UInt64(cell.row) + 1) << shift) - 1
        guard y1 >= UInt64(south) && y0 <= UInt64(north) else { return .outside }
        let rowsInside = y0 >= UInt64(south) && y1 <= UInt64(north)
        let columns: Relation
        if wraps {
            // Two runs of columns: [west, max] and [0, east].
            let meetsEast = x0 <= UInt64(east), meetsWest = x1 >= UInt64(west)
            guard meetsEast || meetsWest else { return .outside }
            columns = x1 <= UInt64(east) || x0 >= UInt64(west) ? .inside : .overlapping
        } else {
            guard x1 >= UInt64(west) && x0 <= UInt64(east) else { return .outside }
            columns = x0 >= UInt64(west) && x1 <= UInt64(east) ? .inside : .overlapping
        }
        return rowsInside && columns == .inside ? .inside : .overlapping
    }

    enum Relation {
        case outside, overlapping, inside
    }
}
