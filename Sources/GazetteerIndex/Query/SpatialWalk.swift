/// A depth-first walk of the implicit quadtree over Morton-ordered records.
///
/// Cells down to the directory level take their record runs from the cell directory; finer cells
/// are split by binary search on the records' Morton codes. Children are visited nearest first, and
/// a cell is skipped when it misses the visitor's box, so a visitor that shrinks its box (nearest
/// neighbours) prunes more as it goes. No allocation.
struct SpatialWalk {
    let index: Gazetteer
    let origin: DistanceOrigin
    let filter: ResolvedFilter
    private let cosLatitude: Double

    init(index: Gazetteer, origin: DistanceOrigin, filter: ResolvedFilter) {
        self.index = index
        self.origin = origin
        self.filter = filter
        cosLatitude = max(0.01, GeoMath.cosDegrees(origin.latitude))
    }

    func run<V: SpatialVisitor>(_ visitor: inout V) {
        guard index.count > 0, !filter.matchesNothing else { return }
        visit(GridCell(level: 0, column: 0, row: 0), 0..<index.count, &visitor)
    }

    private func visit<V: SpatialVisitor>(_ cell: GridCell, _ range: Range<Int>, _ visitor: inout V) {
        guard !range.isEmpty, visitor.box.intersects(cell.bounds) else { return }
        if range.count <= GridGeometry.leafSize || cell.level >= GridGeometry.maximumLevel {
            scan(range, &visitor)
            return
        }
        var children: (Range<Int>, Range<Int>, Range<Int>, Range<Int>) = (0..<0, 0..<0, 0..<0, 0..<0)
        childRanges(of: cell, range, &children)
        var order: (Int, Int, Int, Int) = (0, 1, 2, 3)
        var keys: (Double, Double, Double, Double) = (
            approximateDistance(cell.child(0)), approximateDistance(cell.child(1)),
            approximateDistance(cell.child(2)), approximateDistance(cell.child(3)))
        sortFour(&order, &keys)
        for quadrant in [order.0, order.1, order.2, order.3] {
            let childRange: Range<Int>
            switch quadrant {
            case 0: childRange = children.0
            case 1: childRange = children.1
            case 2: childRange = children.2
            default: childRange = children.3
            }
            visit(cell.child(quadrant), childRange, &visitor)
        }
    }

    private func scan<V: SpatialVisitor>(_ range: Range<Int>, _ visitor: inout V) {
        for record in range {
            let latitude = index.latitudeE7(record)
            let longitude = index.longitudeE7(record)
            guard visitor.box.contains(latitudeE7: latitude, longitudeE7: longitude) else { continue }
            guard filter.isEmpty || filter.matches(record, in: index) else { continue }
            visitor.offer(record: record, distanceMeters: origin.distanceMeters(latitudeE7: latitude, longitudeE7: longitude))
        }
    }

    /// The record runs of the four children of `cell`, whose run is `range`.
    private func childRanges(
        of cell: GridCell, _ range: Range<Int>, _ children: inout (Range<Int>, Range<Int>, Range<Int>, Range<Int>)
    ) {
        let directoryLevel = index.gridLevel
        var bounds = (range.lowerBound, 0, 0, 0, range.upperBound)
        let childLevel = cell.level + 1
        if childLevel <= directoryLevel {
            let shift = 2 * (directoryLevel - childLevel)
            let base = Int(cell.morton << 2) << shift
            bounds.1 = clampedCellStart(base + (1 << shift), range)
            bounds.2 = clampedCellStart(base + (2 << shift), bounds.1..<range.upperBound)
            bounds.3 = clampedCellStart(base + (3 << shift), bounds.2..<range.upperBound)
        } else {
            let shift = UInt64(64 - 2 * childLevel)
            let base = cell.morton << 2
            bounds.1 = firstRecord(in: range, mortonAtLeast: base | 1, shift: shift)
            bounds.2 = firstRecord(in: bounds.1..<range.upperBound, mortonAtLeast: base | 2, shift: shift)
            bounds.3 = firstRecord(in: bounds.2..<range.upperBound, mortonAtLeast: base | 3, shift: shift)
        }
        children = (bounds.0..<bounds.1, bounds.1..<bounds.2, bounds.2..<bounds.3, bounds.3..<bounds.4)
    }

    /// A directory entry clamped into `range`: the parent's run from the previous child's start on
    /// (a damaged directory can neither widen a walk nor make a run end before it starts).
    @inline(__always)
    private func clampedCellStart(_ cellNumber: Int, _ range: Range<Int>) -> Int {
        let value = Int(index.cells.u32(cellNumber * 4))
        return min(max(value, range.lowerBound), range.upperBound)
    }

    private func firstRecord(in range: Range<Int>, mortonAtLeast target: UInt64, shift: UInt64) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            let code = GridGeometry.morton(latitudeE7: index.latitudeE7(middle), longitudeE7: index.longitudeE7(middle)) >> shift
            if code < target { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// A cheap, planar estimate of the distance in degrees from the origin to a cell (0 inside).
    @inline(__always)
    private func approximateDistance(_ cell: GridCell) -> Double {
        let bounds = cell.bounds
        let latitude = origin.latitudeE7
        let dLatitude: Int64 = latitude < bounds.minLatitudeE7 ? Int64(bounds.minLatitudeE7) - Int64(latitude)
            : latitude > bounds.maxLatitudeE7 ? Int64(latitude) - Int64(bounds.maxLatitudeE7) : 0
        let longitude = Int64(origin.longitudeE7)
        var dLongitude: Int64 = 0
        if longitude < Int64(bounds.minLongitudeE7) || longitude > Int64(bounds.maxLongitudeE7) {
            let west = wrappedGap(longitude, Int64(bounds.minLongitudeE7))
            let east = wrappedGap(longitude, Int64(bounds.maxLongitudeE7))
            dLongitude = min(west, east)
        }
        let x = Double(dLongitude) * cosLatitude
        let y = Double(dLatitude)
        return x * x + y * y
    }
}

@inline(__always)
private func wrappedGap(_ a: Int64, _ b: Int64) -> Int64 {
    let gap = abs(a - b)
    return min(gap, FixedPoint.fullTurnE7 - gap)
}

/// Sorts four indices by their keys (a small sorting network).
@inline(__always)
private func sortFour(_ order: inout (Int, Int, Int, Int), _ keys: inout (Double, Double, Double, Double)) {
    @inline(__always)
    func swapIfNeeded(_ a: inout Int, _ b: inout Int, _ ka: inout Double, _ kb: inout Double) {
        if kb < ka {
            swap(&a, &b)
            swap(&ka, &kb)
        }
    }
    swapIfNeeded(&order.0, &order.1, &keys.0, &keys.1)
    swapIfNeeded(&order.2, &order.3, &keys.2, &keys.3)
    swapIfNeeded(&order.0, &order.2, &keys.0, &keys.2)
    swapIfNeeded(&order.1, &order.3, &keys.1, &keys.3)
    swapIfNeeded(&order.1, &order.2, &keys.1, &keys.2)
}
