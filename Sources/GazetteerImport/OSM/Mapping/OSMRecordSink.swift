import GazetteerIndex

/// Where mapped records and boundaries go: a ``RecordBatch`` for the index, a list of values in tests.
package protocol OSMRecordSink: Sendable {
    init()
    /// Records held.
    var count: Int { get }
    /// Boundaries held.
    var boundaryCount: Int { get }
    mutating func append(_ record: OSMRecord)
    mutating func append(boundary: BoundaryPolygon)
}

extension RecordBatch: OSMRecordSink {
    package var boundaryCount: Int { boundaries.count }

    package mutating func append(_ record: OSMRecord) {
        append(record.fields, name: record.name, alternateNames: record.alternateNames)
    }

    package mutating func append(boundary: BoundaryPolygon) {
        boundaries.append(boundary)
    }
}
