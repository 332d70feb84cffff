import GazetteerIndex

/// A way that becomes a record once its nodes are located.
struct PendingWay: Sendable {
    var id: Int64
    var refs: [Int64]
    var template: OSMRecordTemplate
}
