/// The records of an index inside a box (and, optionally, within a radius of a point) that pass a
/// filter, one record number at a time, in the index's spatial (Morton) order.
///
/// The walk descends the implicit quadtree of grid cells: a cell outside the box is skipped, a cell
/// wholly inside it is read without testing its records against the box, and only cells on the
/// box's edge are scanned record by record. It holds a stack of at most 4 cells per level and
/// nothing else, so a walk over every record of the index takes constant memory. Make one with
/// ``Gazetteer/records(within:filter:)`` or ``Gazetteer/records(within:near:radiusMeters:filter:)``.
///
/// - Complexity: O(c log n + k) for the c cells on the box's edge (cells below the directory level
///   are split by binary search) and the k records read inside it; each ``next()`` is O(1) amortized.
public struct RecordWalk: Sequence, IteratorProtocol, Sendable {
    private let index: Gazetteer
    /// The box whose cells are walked.
    private let box: GridBox?
    /// A second box each record must lie in (the caller's, when the walk follows a circle's box).
    private let alsoInside: GridBox?
    private let around: Circle?
    private let filter: ResolvedFilter
    private var pending: [PendingRun] = []
    private var run: Range<Int> = 0..<0
    /// Whether the records of `run` must be tested against `box`.
    private var runNeedsBoxTest = false

    /// A point, prepared for distances, and the squared chord of the radius around it.
    ///
    /// Unchecked: the origin's one pointer is to the process-wide, immutable trigonometry table.
    struct Circle: @unchecked Sendable {
        let origin: DistanceOrigin
        let reach: Double
    }

    private struct PendingRun {
        var cell: GridCell
        var records: Range<Int>
    }

    /// A walk over `box` (and `circle`) that yields the records passing `filter`.
    init(index: Gazetteer, box: BoundingBox, circle: (center: Coordinate, radiusMeters: Double)?, filter: PlaceFilter) {
        self.index = index
        self.filter = ResolvedFilter(filter, in: index)
        let requested = GridBox(box)
        var walked = requested
        var also: GridBox?
        var circleValue: Circle?
        var empty = requested == nil || self.filter.matchesNothing || index.count == 0
        if let circle {
            if !circle.center.isValid || !(circle.radiusMeters >= 0) {
                empty = true
            } else {
                let reach = Chord.reach(radiusMeters: circle.radiusMeters)
                circleValue = Circle(origin: DistanceOrigin(circle.center), reach: reach)
                // Walk the smaller of the two boxes and test records against the other.
                if let around = Chord.box(around: DistanceOrigin(circle.center), chord2: reach), let requested {
                    let circleBox = GridBox(
                        minLatitudeE7: around.minLatitudeE7, maxLatitudeE7: around.maxLatitudeE7,
                        minLongitudeE7: around.minLongitudeE7, maxLongitudeE7: around.maxLongitudeE7)
                    if circleBox.area < requested.area {
                        walked = circleBox
                        also = requested
                    }
                }
            }
        }
        self.box = walked
        alsoInside = also
        around = circleValue
        if !empty { start() }
    }

    /// A walk over a box already in grid coordinates.
    init(index: Gazetteer, gridBox: GridBox, filter: PlaceFilter) {
        self.index = index
        self.filter = ResolvedFilter(filter, in: index)
        box = gridBox
        alsoInside = nil
        around = nil
        if !self.filter.matchesNothing && index.count > 0 { start() }
    }

    private mutating func start() {
        pending.reserveCapacity(4 * GridGeometry.maximumLevel + 4)
        pending.append(PendingRun(cell: GridCell(level: 0, column: 0, row: 0), records: 0..<index.count))
    }

    /// The next record number, or `nil` when the walk is over.
    ///
    /// - Complexity: O(1) amortized over the walk (see ``RecordWalk``).
    public mutating func next() -> Int? {
        while true {
            while !run.isEmpty {
                let record = run.lowerBound
                run = (record + 1)..<run.upperBound
                if accepts(record) { return record }
            }
            guard let next = pending.popLast(), let box else { return nil }
            switch box.relation(to: next.cell) {
            case .outside:
                continue
            case .inside:
                run = next.records
                runNeedsBoxTest = false
            case .overlapping:
                if next.records.count <= GridGeometry.leafSize || next.cell.level >= GridGeometry.maximumLevel {
                    run = next.records
                    runNeedsBoxTest = true
                } else {
                    var runs = ChildRuns()
                    index.childRuns(of: next.cell, next.records, &runs)
                    // Last quadrant first on the stack, so the walk keeps the Morton order.
                    for quadrant in stride(from: 3, through: 0, by: -1) where !runs[quadrant].isEmpty {
                        pending.append(PendingRun(cell: next.cell.child(quadrant), records: runs[quadrant]))
                    }
                }
            }
        }
    }

    @inline(__always)
    private func accepts(_ record: Int) -> Bool {
        if runNeedsBoxTest, let box, !box.contains(record, in: index) { return false }
        if let alsoInside, !alsoInside.contains(record, in: index) { return false }
        if let around {
            let chord2 = around.origin.chord2(latitudeE7: index.latitudeE7(record), longitudeE7: index.longitudeE7(record))
            if chord2 > around.reach { return false }
        }
        return filter.isEmpty || filter.matches(record, in: index)
    }
}
