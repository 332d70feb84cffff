import GazetteerIndex

/// Where mapped records and boundaries go: a ``RecordBatch`` for the index, a list of values in tests.
package protocol OSMRecordSink: Sendable {
    init()
    /// Records held.
    var count: Int { get }
    /// Boundaries held.
    var boundaryCount: Int { get }
    /// Adds a record: its fixed fields, its display name (possibly empty) and its alternate names.
    mutating func append(_ fields: consuming RecordFields, name: String, alternateNames: [String])
    mutating func append(boundary: BoundaryPolygon)
}

extension RecordBatch: OSMRecordSink {
    package var boundaryCount: Int { boundaries.count }

    package mutating func append(boundary: BoundaryPolygon) {
        boundaries.append(boundary)
    }
}
