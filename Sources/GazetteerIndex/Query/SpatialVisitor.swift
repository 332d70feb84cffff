/// Receives the records a spatial walk reaches and narrows the walk as it learns.
protocol SpatialVisitor {
    /// Records outside this box are not offered.
    var box: SearchBox { get }
    mutating func offer(record: Int, distanceMeters: Double)
}
