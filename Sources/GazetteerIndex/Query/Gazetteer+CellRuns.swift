/// The record runs of grid cells below the directory level, shared by the spatial walks.
extension Gazetteer {
    /// The record runs of the four children of `cell`, whose run is `range`.
    func childRuns(of cell: GridCell, _ range: Range<Int>, _ runs: inout ChildRuns) {
        let directoryLevel = gridLevel
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
        runs = ChildRuns(bounds.0..<bounds.1, bounds.1..<bounds.2, bounds.2..<bounds.3, bounds.3..<bounds.4)
    }

    /// A directory entry clamped into `range`: the parent's run from the previous child's start on
    /// (a damaged directory can neither widen a walk nor make a run end before it starts).
    @inline(__always)
    func clampedCellStart(_ cellNumber: Int, _ range: Range<Int>) -> Int {
        let value = Int(cells.u32(cellNumber * 4))
        return min(max(value, range.lowerBound), range.upperBound)
    }

    /// The first record of `range` whose Morton code, shifted right by `shift`, is at least `target`
    /// (binary search: O(log range)).
    func firstRecord(in range: Range<Int>, mortonAtLeast target: UInt64, shift: UInt64) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            let code = GridGeometry.morton(latitudeE7: latitudeE7(middle), longitudeE7: longitudeE7(middle)) >> shift
            if code < target { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
