import GazetteerImport
import GazetteerIndex

/// An OpenStreetMap record sink that keeps records and boundaries as values, to compare imports with each other.
package struct OSMRecordList: OSMRecordSink {
    package var records: [OSMRecord] = []
    package var boundaries: [BoundaryPolygon] = []

    package init() {}

    package var count: Int { records.count }

    package var boundaryCount: Int { boundaries.count }

    package mutating func append(_ fields: consuming RecordFields, name: String, alternateNames: [String]) {
        records.append(OSMRecord(fields: fields, name: name, alternateNames: alternateNames))
    }

    package mutating func append(boundary: BoundaryPolygon) { boundaries.append(boundary) }
}
