import GazetteerIndex

/// One block after its node lookups: records and located ways in file order, ready to be placed on a
/// worker thread (areas, lines, boundaries, name normalization).
struct LocatedBlock<Sink: OSMRecordSink>: Sendable {
    enum Entry: Sendable {
        case record(OSMRecord)
        case way(LocatedWay)
    }

    /// Records already in a sink (blocks without ways), else `nil`.
    var sink: Sink?
    var entries: [Entry] = []
    /// Objects read and skips so far, for this block only.
    var report = ImportReport(input: "", format: "")
    var position: OSMFileReader.Position

    /// Places the block's ways and fills its sink; problems go to the block's report.
    ///
    /// - Complexity: O(points) plus O(n log n) per area of n points.
    func build() -> (sink: Sink, report: ImportReport, position: OSMFileReader.Position) {
        var sink = self.sink ?? Sink()
        var report = self.report
        for entry in entries {
            switch entry {
            case .record(let record): sink.append(record)
            case .way(let way): Self.place(way, into: &sink, report: &report)
            }
        }
        report.recordsAdded += sink.count
        return (sink, report, position)
    }

    private static func place(_ way: LocatedWay, into sink: inout Sink, report: inout ImportReport) {
        let id = SourceID(kind: .osmWay, value: UInt64(way.id))
        let outline = way.isClosed && (way.boundary != nil || way.record?.isArea == true) ? AssembledArea(ring: way.points) : nil
        if let boundary = way.boundary {
            if let outline, outline.hasRings {
                sink.append(boundary: boundary.polygon(id: id, rings: outline.boundaryRings))
            } else {
                report.skip(.brokenArea, at: "way \(way.id)")
            }
        }
        guard let template = way.record else { return }
        sink.append(OSMPlacement.record(template, id: id, points: way.points, area: template.isArea ? outline : nil))
    }
}
