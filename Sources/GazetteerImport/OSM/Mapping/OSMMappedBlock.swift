import GazetteerIndex

/// The mapped content of one PBF block or XML chunk, before its ways are placed.
///
/// Records go into ``sink`` as they are mapped, in file order, until the first way: from there on
/// each waits in ``entries`` (its template in ``templates``) until the way before it is placed.
struct OSMMappedBlock<Sink: OSMRecordSink>: Sendable {
    /// An object whose record waits, in file order.
    enum Entry: Sendable {
        /// A node after a way: its record is `templates[template]` at `location`.
        case node(id: Int64, location: OSMLocation, template: Int)
        case way(PendingWay)
    }

    /// Located nodes, for the node location store.
    var nodeIDs: [Int64] = []
    var nodeLocations: [Int64] = []
    /// The records of the objects before the block's first way.
    var sink = Sink()
    /// What the records waiting in ``entries`` are, by their objects' tags.
    var templates: [OSMRecordTemplate] = []
    var entries: [Entry] = []
    /// The node references of the ways in ``entries``, one after another (one allocation a block
    /// rather than one a way).
    var wayRefs: [Int64] = []
    /// Objects read and skips, for this block only.
    var report = ImportReport(input: "", format: "")
}
