import GazetteerImport

/// An OpenStreetMap record sink that keeps records as values, to compare imports with each other.
package struct OSMRecordList: OSMRecordSink {
    package var records: [OSMRecord] = []

    package init() {}

    package var count: Int { records.count }

    package mutating func append(_ record: OSMRecord) { records.append(record) }
}
