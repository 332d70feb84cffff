import GazetteerIndex

/// Where the record of a way or relation goes.
enum OSMPlacement {
    /// Appends the record at a point inside `area` when there is one (and it encloses something), else
    /// half-way along `points`; its extent is the area's box, or the points'.
    ///
    /// - Precondition: `points` is not empty.
    static func append<Sink: OSMRecordSink>(
        _ template: OSMRecordTemplate, id: SourceID, points: some RandomAccessCollection<OSMLocation>, area: AssembledArea?,
        to sink: inout Sink
    ) {
        if let area, let point = area.representativePoint {
            return template.append(to: &sink, id: id, at: point, extent: area.extent)
        }
        template.append(to: &sink, id: id, at: WayGeometry.halfLengthPoint(points), extent: OSMExtent(points).box)
    }
}
