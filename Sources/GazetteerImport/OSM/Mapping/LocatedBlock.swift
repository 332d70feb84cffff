import GazetteerIndex

/// One block after its node lookups: the records already made, and the nodes and located ways whose records
/// wait, in file order, ready to be placed on a worker thread (areas, lines, boundaries, name normalization).
struct LocatedBlock<Sink: OSMRecordSink>: Sendable {
    enum Entry: Sendable {
        /// A node after a way: its record is `templates[template]` at `location`.
        case node(id: Int64, location: OSMLocation, template: Int)
        case way(LocatedWay)
    }

    /// The records of the objects before the block's first way.
    var sink: Sink
    /// What the records of ``entries`` are, by their objects' tags.
    var templates: [OSMRecordTemplate]
    var entries: [Entry] = []
    /// The located points of the ways in ``entries``, one after another.
    var points: [OSMLocation] = []
    /// Objects read and skips so far, for this block only.
    var report: ImportReport
    var position: OSMFileReader.Position

    /// Places the block's ways and fills its sink; problems go to the block's report.
    ///
    /// - Complexity: O(points) plus O(n log n) per area of n points.
    func build() -> (sink: Sink, report: ImportReport, position: OSMFileReader.Position) {
        var sink = self.sink
        var report = self.report
        for entry in entries {
            switch entry {
            case let .node(id, location, template):
                templates[template].append(to: &sink, id: SourceID(kind: .osmNode, value: UInt64(id)), at: location)
            case .way(let way): place(way, into: &sink, report: &report)
            }
        }
        report.recordsAdded += sink.count
        return (sink, report, position)
    }

    private func place(_ way: LocatedWay, into sink: inout Sink, report: inout ImportReport) {
        let id = SourceID(kind: .osmWay, value: UInt64(way.id))
        let isArea = way.template.map { templates[$0].isArea } ?? false
        let points = self.points[way.points]
        let outline = way.isClosed && (way.boundary != nil || isArea) ? AssembledArea(ring: points) : nil
        if let boundary = way.boundary {
            if let outline, outline.hasRings {
                sink.append(boundary: boundary.polygon(id: id, rings: outline.boundaryRings))
            } else {
                report.skip(.brokenArea, at: "way \(way.id)")
            }
        }
        guard let template = way.template else { return }
        OSMPlacement.append(templates[template], id: id, points: points, area: isArea ? outline : nil, to: &sink)
    }
}
