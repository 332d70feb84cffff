/// The shape of the data: how many records lie in each cell of a raster, for drawing a base map
/// from the index itself, with no tiles and no network.
extension Gazetteer {
    /// Counts the records in each cell of a `columns` × `rows` raster over `box` (in degrees, not
    /// crossing the antimeridian), row by row from the north-west corner; records outside the box
    /// are not counted, and a record on the box's east or south edge counts in the last column or row.
    ///
    /// - Precondition: `columns` and `rows` are positive.
    /// - Complexity: O(n) in the records (one pass over their coordinates in file order), and
    ///   O(columns × rows) memory.
    public func density(columns: Int, rows: Int, over box: BoundingBox) -> [UInt32] {
        precondition(columns > 0 && rows > 0, "a raster has at least one column and one row")
        var counts = [UInt32](repeating: 0, count: columns * rows)
        let width = box.maxLongitude - box.minLongitude
        let height = box.maxLatitude - box.minLatitude
        guard width >= 0, height >= 0 else { return counts }
        let columnScale = width > 0 ? Double(columns) / width : 0
        let rowScale = height > 0 ? Double(rows) / height : 0
        for number in 0..<count {
            let point = coordinate(number)
            guard point.longitude >= box.minLongitude, point.longitude <= box.maxLongitude,
                  point.latitude >= box.minLatitude, point.latitude <= box.maxLatitude else { continue }
            let column = min(Int((point.longitude - box.minLongitude) * columnScale), columns - 1)
            let row = min(Int((box.maxLatitude - point.latitude) * rowScale), rows - 1)
            counts[row * columns + column] &+= 1
        }
        return counts
    }
}
