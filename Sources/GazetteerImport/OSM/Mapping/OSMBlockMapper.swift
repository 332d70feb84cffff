import GazetteerIndex

/// Maps the objects of one block to records and pending ways, and collects node locations.
///
/// Runs on a worker thread for PBF input; everything that needs earlier blocks (placing ways) is
/// left to ``OSMAssembler``.
struct OSMBlockMapper<Sink: OSMRecordSink>: OSMObjectVisitor {
    private(set) var block = OSMMappedBlock<Sink>()

    init() {}

    /// Objects seen so far.

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
