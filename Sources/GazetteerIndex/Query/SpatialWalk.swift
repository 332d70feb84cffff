/// A best-first walk of the implicit quadtree over Morton-ordered records.
///
/// Cells wait in a heap ordered by their exact smallest distance from the query point
/// (``DistanceOrigin/chord2LowerBound(_:)``); the walk stops when the nearest waiting cell lies
/// beyond the collector's reach, so a query far from every record opens only the cells around its
/// answer. Cells down to the directory level take their record runs from the cell directory; finer
/// cells are split by binary search on the records' Morton codes. Records are first checked by
/// latitude difference, then by squared chord (table trigonometry); haversine is left to the
/// collector's final hits. When the heap is full, a cell is walked at once, depth first, nearest
/// child first. No allocation.
struct SpatialWalk {
    let index: Gazetteer
    let origin: DistanceOrigin
    let filter: ResolvedFilter

    /// At most this many cells start a walk whose reach is known: the finest level (down to the
    /// directory's) at which the box around the reach covers no more cells.
    static let maximumStartCells = 16

    /// Offers every record within the collector's (shrinking) reach that passes the filter.
    func run<C: SpatialCollector>(_ collector: inout C, heap: inout CellHeap) {
        guard index.count > 0, !filter.matchesNothing else { return }
        heap.removeAll()
        seedReach(&collector)
        if !startAtDirectory(&collector, &heap) {
            _ = heap.push(PendingCell(bound: 0, cell: GridCell(level: 0, column: 0, row: 0), range: 0..<index.count))
        }
        while let pending = heap.popMin() {
            guard pending.bound <= collector.reach else { break }
            expand(pending.cell, pending.range, &collector, &heap)
        }
    }

    /// Records probed around the query's place in the Morton order to seed the reach.
    static let seedProbes = 8

    /// Lowers the reach of a collector that keeps a few nearest records to the distance of
    /// matching records next to the query point in the Morton order: an upper bound found in a
    /// binary search and a few record reads, so that the walk can start from the few cells around
    /// the point instead of the root.
    private func seedReach<C: SpatialCollector>(_ collector: inout C) {
        let wanted = collector.keepsNearest
        guard wanted > 0, wanted <= Self.seedProbes, index.count > 0 else { return }
        let code = GridGeometry.morton(latitudeE7: origin.latitudeE7, longitudeE7: origin.longitudeE7)
        // The point's place in the Morton order: in its directory cell, or where that empty cell
        // would be (between the records of the cells before and after it).
        let cellNumber = Int(code >> UInt64(64 - 2 * index.gridLevel))
        let start = min(Int(index.cells.u32(cellNumber * 4)), index.count)
        let end = min(max(Int(index.cells.u32(cellNumber * 4 + 4)), start), index.count)
        // With a reach already known (a neighbour's answer), only a populated cell is worth probing.
        guard end > start || !collector.reach.isFinite else { return }
        let middle = end > start ? index.firstRecord(in: start..<end, mortonAtLeast: code, shift: 0) : start
        let first = max(0, min(middle - Self.seedProbes / 2, index.count - Self.seedProbes))
        var nearest = InlineArray<8, Double>(repeating: .infinity)
        var found = 0
        for record in first..<min(index.count, first + Self.seedProbes) {
            guard filter.isEmpty || filter.matches(record, in: index) else { continue }
            var chord2 = origin.chord2(latitudeE7: index.latitudeE7(record), longitudeE7: index.longitudeE7(record))
            found += 1
            // Keep the `wanted` smallest, in order.
            for slot in 0..<wanted where chord2 < nearest[slot] { swap(&chord2, &nearest[slot]) }
        }
        guard found >= wanted else { return }
        collector.limitReach(Chord.widened(nearest[wanted - 1]))
    }

    /// Queues the cells that meet the box around the collector's reach, at the finest level (at
    /// most the directory's) where they are few, when the box neither reaches a pole nor crosses
    /// the antimeridian; `false` (and nothing queued) otherwise. A radius query, or a query whose
    /// reach was seeded, so skips the levels above.
    private func startAtDirectory<C: SpatialCollector>(_ collector: inout C, _ heap: inout CellHeap) -> Bool {
        guard collector.reach < 4, let box = Chord.box(around: origin, chord2: collector.reach) else { return false }
        let west = GridGeometry.x(longitudeE7: box.minLongitudeE7), east = GridGeometry.x(longitudeE7: box.maxLongitudeE7)
        let south = GridGeometry.y(latitudeE7: box.minLatitudeE7), north = GridGeometry.y(latitudeE7: box.maxLatitudeE7)
        var level = index.gridLevel
        while level > 0 {
            let shift = UInt32(32 - level)
            if Int((east >> shift) - (west >> shift) + 1) * Int((north >> shift) - (south >> shift) + 1) <= Self.maximumStartCells { break }
            level -= 1
        }
        let shift = UInt32(32 - level)
        let cellsPerStart = 2 * (index.gridLevel - level)
        for row in (south >> shift)...(north >> shift) {
            for column in (west >> shift)...(east >> shift) {
                let cell = GridCell(level: level, column: column, row: row)
                let first = Int(cell.morton) << cellsPerStart
                let start = min(Int(index.cells.u32(first * 4)), index.count)
                let end = min(max(Int(index.cells.u32((first + (1 << cellsPerStart)) * 4)), start), index.count)
                guard end > start else { continue }
                let bound = origin.chord2LowerBound(cell.bounds)
                guard bound <= collector.reach else { continue }
                if !heap.push(PendingCell(bound: bound, cell: cell, range: start..<end)) {
                    descend(cell, start..<end, &collector)
                }
            }
        }
        return true
    }

    /// Scans a leaf, or queues (or, when the heap is full, walks) the children within reach.
    private func expand<C: SpatialCollector>(_ cell: GridCell, _ range: Range<Int>, _ collector: inout C, _ heap: inout CellHeap) {
        if range.count <= GridGeometry.leafSize || cell.level >= GridGeometry.maximumLevel {
            scan(range, &collector)
            return
        }
        var runs = ChildRuns()
        index.childRuns(of: cell, range, &runs)
        let middle = cell.middleE7
        let children = origin.childBounds(
            cell.bounds, middleLatitudeE7: middle.latitude, middleLongitudeE7: middle.longitude,
            latitudeReachE7: collector.latitudeReachE7)
        for quadrant in 0..<4 {
            let run = runs[quadrant]
            guard !run.isEmpty else { continue }
            let bound = switch quadrant {
            case 0: children.bounds.0
            case 1: children.bounds.1
            case 2: children.bounds.2
            default: children.bounds.3
            }
            guard bound <= collector.reach else { continue }
            let child = cell.child(quadrant)
            if !heap.push(PendingCell(bound: bound, cell: child, range: run)) {
                descend(child, run, &collector)
            }
        }
    }

    /// The depth-first fallback: children nearest first, each skipped once out of reach.
    private func descend<C: SpatialCollector>(_ cell: GridCell, _ range: Range<Int>, _ collector: inout C) {
        if range.count <= GridGeometry.leafSize || cell.level >= GridGeometry.maximumLevel {
            scan(range, &collector)
            return
        }
        var runs = ChildRuns()
        index.childRuns(of: cell, range, &runs)
        var order: (Int, Int, Int, Int) = (0, 1, 2, 3)
        var keys: (Double, Double, Double, Double) = (
            bound(of: cell, 0, runs), bound(of: cell, 1, runs), bound(of: cell, 2, runs), bound(of: cell, 3, runs))
        sortFour(&order, &keys)
        for position in 0..<4 {
            let (quadrant, bound) = switch position {
            case 0: (order.0, keys.0)
            case 1: (order.1, keys.1)
            case 2: (order.2, keys.2)
            default: (order.3, keys.3)
            }
            guard bound <= collector.reach else { return }
            descend(cell.child(quadrant), runs[quadrant], &collector)
        }
    }

    @inline(__always)
    private func bound(of cell: GridCell, _ quadrant: Int, _ runs: ChildRuns) -> Double {
        runs[quadrant].isEmpty ? .infinity : origin.chord2LowerBound(cell.child(quadrant).bounds)
    }

    @inline(__always)
    private func scan<C: SpatialCollector>(_ range: Range<Int>, _ collector: inout C) {
        let originLatitude = Int64(origin.latitudeE7)
        for record in range {
            let latitude = index.latitudeE7(record)
            guard abs(Int64(latitude) - originLatitude) <= collector.latitudeReachE7 else { continue }
            guard filter.isEmpty || filter.matches(record, in: index) else { continue }
            let chord2 = origin.chord2(latitudeE7: latitude, longitudeE7: index.longitudeE7(record))
            if chord2 <= collector.reach { collector.offer(record: record, chord2: chord2) }
        }
    }
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
