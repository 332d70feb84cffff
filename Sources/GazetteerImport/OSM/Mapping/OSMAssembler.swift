import GazetteerIndex

/// Places ways and fills sinks, one mapped block at a time, strictly in file order (the second pass).
///
/// Node locations go to the ``NodeLocationStore``; ways become records at their representative point
/// (inside the outline for an area, half-way along for a line), closed administrative ways become
/// boundaries, and the points of ways that relations use go to the ``WayOutlineStore``.
struct OSMAssembler<Sink: OSMRecordSink> {
    private(set) var store: NodeLocationStore
    let outlines: WayOutlineStore
    /// Records of old-style multipolygon outer ways, waiting for their relation, by way id.
    private(set) var deferred: [Int64: OSMRecordTemplate] = [:]
    var report: ImportReport

    init(report: ImportReport, directory: String) throws(OSMError) {
        self.report = report
        store = NodeLocationStore(directory: directory)
        outlines = try WayOutlineStore(directory: directory)
    }

    /// Adds the block's node locations to the store, places its ways, and returns its records and
    /// boundaries (`nil` when there are none).
    mutating func assemble(_ block: OSMMappedBlock<Sink>) throws(OSMError) -> Sink? {
        try store.append(ids: block.nodeIDs, packedLocations: block.nodeLocations)
        report.merge(block.report)
        var sink = block.sink ?? Sink()
        for entry in block.entries {
            switch entry {
            case .record(let record): sink.append(record)
            case .way(let way): try place(way, into: &sink)
            }
        }
        report.recordsAdded += sink.count
        return sink.count > 0 || sink.boundaryCount > 0 ? sink : nil
    }

    /// Locates a way's nodes (those missing from the store are left out) and makes what it stands for.
    private mutating func place(_ way: PendingWay, into sink: inout Sink) throws(OSMError) {
        var points: [OSMLocation] = []
        points.reserveCapacity(way.refs.count)
        for ref in way.refs {
            if let location = store.location(of: ref) { points.append(location) }
        }
        if way.isMember && !points.isEmpty { try outlines.add(way: way.id, points: points) }
        guard way.record != nil || way.boundary != nil else { return }
        guard !points.isEmpty else { return report.skip(.wayWithoutLocatedNodes, at: "way \(way.id)") }
        let outline = way.isClosed ? AssembledArea(ring: points) : nil
        if let boundary = way.boundary {
            if let outline, outline.hasRings {
                let id = SourceID(kind: .osmWay, value: UInt64(way.id))
                sink.append(boundary: boundary.polygon(id: id, rings: outline.boundaryRings))
            } else {
                report.skip(.brokenArea, at: "way \(way.id)")
            }
        }
        guard let template = way.record else { return }
        if way.defersRecord {
            deferred[way.id] = template
            return
        }
        let id = SourceID(kind: .osmWay, value: UInt64(way.id))
        sink.append(Self.record(template, id: id, points: points, area: template.isArea ? outline : nil))
    }

    /// The record of a way or relation: inside `area` when there is one (and it encloses something), else
    /// half-way along `points`.
    static func record(_ template: OSMRecordTemplate, id: SourceID, points: [OSMLocation], area: AssembledArea?) -> OSMRecord {
        if let area, let point = area.representativePoint {
            return template.record(id: id, at: point, extent: area.extent)
        }
        return template.record(id: id, at: WayGeometry.halfLengthPoint(points), extent: OSMExtent(points).box)
    }
}
