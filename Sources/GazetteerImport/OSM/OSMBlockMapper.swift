import GazetteerIndex

/// A way that becomes a record once its nodes are located.
struct PendingWay: Sendable {
    var id: Int64
    var refs: [Int64]
    var template: OSMRecordTemplate
}

/// One mapped object, in file order.
enum OSMEntry: Sendable {
    case record(OSMRecord)
    case way(PendingWay)
}

/// The mapped content of one PBF block or XML chunk, before its ways are placed.
struct OSMMappedBlock<Sink: OSMRecordSink>: Sendable {
    /// Located nodes, for the node location store.
    var nodeIDs: [Int64] = []
    var nodeLocations: [Int64] = []
    /// Records and pending ways; empty once `sink` holds the records of a block without ways.
    var entries: [OSMEntry] = []
    var sink: Sink?
    /// Objects read and skips, for this block only.
    var report = ImportReport(input: "", format: "")
}

/// Maps the objects of one block to records and pending ways, and collects node locations.
///
/// Runs on a worker thread for PBF input; everything that needs earlier blocks (placing ways) is
/// left to ``OSMAssembler``.
struct OSMBlockMapper<Sink: OSMRecordSink>: OSMObjectVisitor {
    private(set) var block = OSMMappedBlock<Sink>()

    init() {}

    /// Objects seen so far.
    var objectCount: Int { block.report.itemsRead }

    mutating func visitNode(id: Int64, location: OSMLocation?, tags: OSMTags) {
        block.report.itemsRead += 1
        if let location {
            block.nodeIDs.append(id)
            block.nodeLocations.append(location.packed)
        }
        switch OSMRecordMapper.mapNode(tags) {
        case .ignore: break
        case .skip(let reason): block.report.skip(reason, at: "node \(id)")
        case .record(let template):
            guard id > 0 else { return block.report.skip(.nonPositiveID, at: "node \(id)") }
            guard let location else { return block.report.skip(.invalidCoordinate, at: "node \(id)") }
            block.entries.append(.record(template.record(id: SourceID(kind: .osmNode, value: UInt64(id)), at: location)))
        }
    }

    mutating func visitWay(id: Int64, refs: UnsafeBufferPointer<Int64>, tags: OSMTags) {
        block.report.itemsRead += 1
        switch OSMRecordMapper.mapWay(tags) {
        case .ignore: break
        case .skip(let reason): block.report.skip(reason, at: "way \(id)")
        case .record(let template):
            guard id > 0 else { return block.report.skip(.nonPositiveID, at: "way \(id)") }
            block.entries.append(.way(PendingWay(id: id, refs: Array(refs), template: template)))
        }
    }

    mutating func visitRelation(id: Int64, memberCount: Int, tags: OSMTags) {
        block.report.itemsRead += 1
    }

    /// The mapped block; when it holds no way, its records are already appended to a sink (this is
    /// where PBF workers spend the name normalization).
    mutating func finish() -> OSMMappedBlock<Sink> {
        var result = block
        block = OSMMappedBlock()
        let hasWays = result.entries.contains { if case .way = $0 { true } else { false } }
        if !hasWays {
            var sink = Sink()
            for case .record(let record) in result.entries { sink.append(record) }
            result.sink = sink
            result.entries = []
        }
        return result
    }
}

/// Places ways and fills sinks, one mapped block at a time, strictly in file order.
struct OSMAssembler<Sink: OSMRecordSink> {
    private(set) var store = NodeLocationStore()
    var report: ImportReport

    init(report: ImportReport) {
        self.report = report
    }

    /// Adds the block's node locations to the store, places its ways, and returns its records
    /// (`nil` when there are none).
    mutating func assemble(_ block: OSMMappedBlock<Sink>) -> Sink? {
        store.append(ids: block.nodeIDs, packedLocations: block.nodeLocations)
        report.merge(block.report)
        var sink = block.sink ?? Sink()
        for entry in block.entries {
            switch entry {
            case .record(let record): sink.append(record)
            case .way(let way):
                if let record = place(way) { sink.append(record) }
            }
        }
        report.recordsAdded += sink.count
        return sink.count > 0 ? sink : nil
    }

    /// A way's record at its representative point: for a closed point of interest the area's centroid
    /// (when inside), otherwise half-way along the line. Nodes missing from the store are left out.
    private mutating func place(_ way: PendingWay) -> OSMRecord? {
        var points: [OSMLocation] = []
        points.reserveCapacity(way.refs.count)
        for ref in way.refs {
            if let location = store.location(of: ref) { points.append(location) }
        }
        guard !points.isEmpty else {
            report.skip(.wayWithoutLocatedNodes, at: "way \(way.id)")
            return nil
        }
        let closed = way.refs.count >= 4 && way.refs.first == way.refs.last
        let location = closed && way.template.prefersCentroid
            ? WayGeometry.areaPoint(points) : WayGeometry.halfLengthPoint(points)
        return way.template.record(id: SourceID(kind: .osmWay, value: UInt64(way.id)), at: location)
    }
}
