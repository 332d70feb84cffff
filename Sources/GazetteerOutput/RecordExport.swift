import GazetteerIndex

/// Encodes the records of a walk (``RecordWalk``) in an ``ExportFormat``, a chunk at a time, so that
/// the command line and the server stream any number of records through one reused buffer.
///
/// The caller asks for chunks until ``writeChunk(into:minimumBytes:)`` says the export is complete,
/// and sends each chunk on (to a file, a socket) before asking for the next.
package struct RecordExport: Sendable {
    private let index: Gazetteer
    private var walk: RecordWalk
    private let format: ExportFormat
    /// The query point distances are measured from, when the selection has one.
    private let center: Coordinate?
    /// The most records to write.
    private let limit: Int
    private var startedOutput = false
    private var finished = false

    /// Records written so far.
    package private(set) var exported = 0
    /// Whether the export stopped at its limit while the walk had more records (known once finished).
    package private(set) var isTruncated = false

    /// An export of the records `walk` yields, at most `limit` of them; with `center`, every record
    /// carries its distance from it.
    package init(index: Gazetteer, walk: RecordWalk, format: ExportFormat, center: Coordinate? = nil, limit: Int = .max) {
        self.index = index
        self.walk = walk
        self.format = format
        self.center = center
        self.limit = max(0, limit)
    }

    /// Appends the next records to `json` until it holds at least `minimumBytes` or the export is
    /// complete; returns `false` once everything has been written (the last chunk may be empty).
    ///
    /// - Complexity: O(records written), each O(its names and fields) to resolve, plus the walk's
    ///   share of its cells (see ``RecordWalk``).
    package mutating func writeChunk(into json: inout JSONWriter, minimumBytes: Int = 1 << 16) -> Bool {
        guard !finished else { return false }
        if !startedOutput {
            startedOutput = true
            if format == .csv { ExportCSV.writeHeader(distance: center != nil, into: &json) }
        }
        let origin = center.map(DistanceOrigin.init)
        while json.count < minimumBytes {
            guard exported < limit else {
                isTruncated = walk.next() != nil
                finished = true
                return false
            }
            guard let record = walk.next() else {
                finished = true
                return false
            }
            let place = index.place(at: record)
            let distance = origin.map {
                $0.distanceMeters(latitudeE7: FixedPoint.e7(place.coordinate.latitude), longitudeE7: FixedPoint.e7(place.coordinate.longitude))
            }
            write(ResultRow(place: place, distanceMeters: distance), into: &json)
            exported += 1
        }
        return true
    }

    private func write(_ row: ResultRow, into json: inout JSONWriter) {
        switch format {
        case .geojsonseq:
            json.beginSequenceRecord()
            GazetteerJSON.writeFeature(row, into: &json)
            json.newline()
        case .ndjson:
            GazetteerJSON.writeResult(row, into: &json)
            json.newline()
        case .csv:
            ExportCSV.writeRow(row, into: &json)
        }
    }

    /// Whether `walk` yields more than `limit` records: a count that stops at `limit` + 1, reading
    /// no record's names (so a server can say in its headers that an export will be cut short).
    ///
    /// - Complexity: O(min(k, limit)) records and the walk's cells up to there.
    package static func exceeds(_ limit: Int, _ walk: RecordWalk) -> Bool {
        var walk = walk
        var count = 0
        while walk.next() != nil {
            count += 1
            if count > limit { return true }
        }
        return false
    }
}
