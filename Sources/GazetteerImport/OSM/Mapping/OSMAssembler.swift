import GazetteerIndex

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
