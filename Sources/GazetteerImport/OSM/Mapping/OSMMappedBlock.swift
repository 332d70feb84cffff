import GazetteerIndex

/// The mapped content of one PBF block or XML chunk, before its ways are placed.
struct OSMMappedBlock<Sink: OSMRecordSink>: Sendable {
    /// One mapped object, in file order.
    enum Entry: Sendable {
        case record(OSMRecord)
        case way(PendingWay)
    }

    /// Located nodes, for the node location store.
    var nodeIDs: [Int64] = []
    var nodeLocations: [Int64] = []
    /// Records and pending ways; empty once `sink` holds the records of a block without ways.
    var entries: [Entry] = []
    var sink: Sink?
    /// Objects read and skips, for this block only.
    var report = ImportReport(input: "", format: "")
}
