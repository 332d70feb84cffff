import GazetteerIndex

/// Where mapped records go: a ``RecordBatch`` for the index, a list of values in tests.
package protocol OSMRecordSink: Sendable {
    init()
    var count: Int { get }
    mutating func append(_ record: OSMRecord)
}

extension RecordBatch: OSMRecordSink {
    package mutating func append(_ record: OSMRecord) {
        append(record.fields, name: record.name, alternateNames: record.alternateNames)
    }
}
