extension PBFPrimitiveBlockDecoder {
    /// Decodes a `DenseNodes` message: delta-coded zigzag `id` (1), `lat` (8) and `lon` (9) arrays and
    /// `keys_vals` (10), where each node's key/value string indices end with a 0; `denseinfo` (5) is skipped.
    ///
    /// An empty `keys_vals` means no node has tags.
    mutating func decodeDenseNodes<V: OSMObjectVisitor>(
        _ message: UnsafeRawBufferPointer, block: UnsafeRawBufferPointer, into visitor: inout V
    ) throws {
        // The arrays are read in place, in step, so a block of a million nodes costs no arrays of them.
        var idRun = ProtobufVarintRun(), latitudeRun = ProtobufVarintRun()
        var longitudeRun = ProtobufVarintRun(), keyRun = ProtobufVarintRun()
        var reader = ProtobufReader(message)
        while let field = try reader.nextField() {
            switch field.number {
            case 1: try idRun.add(field, from: &reader)
            case 8: try latitudeRun.add(field, from: &reader)
            case 9: try longitudeRun.add(field, from: &reader)
            case 10: try keyRun.add(field, from: &reader)
            default: try reader.skip(field.wireType)
            }
        }
        guard idRun.count == latitudeRun.count, idRun.count == longitudeRun.count else {
            throw PBFProblem.lengthMismatch(
                "DenseNodes ids (\(idRun.count)), lats (\(latitudeRun.count)) and lons (\(longitudeRun.count))"
            )
        }

        // Locals keep the per-node loop free of accesses to `self`.
        let strings = self.strings
        let conversion = CoordinateConversion(granularity: granularity, latitudeOffset: latitudeOffset, longitudeOffset: longitudeOffset)
        var spans = [OSMTagSpan]()
        swap(&spans, &tagSpans)
        defer { swap(&spans, &tagSpans) }
        var ids = idRun.cursor(), latitudes = latitudeRun.cursor(), longitudes = longitudeRun.cursor(), keys = keyRun.cursor()
        var keysLeft = keyRun.count
        let hasTags = keysLeft > 0
        var id: Int64 = 0, latitude: Int64 = 0, longitude: Int64 = 0
        for _ in 0..<idRun.count {
            id = try Self.accumulate(id, try ids.nextSignedValue(), "dense node id")
            guard OSMIDRange.contains(id) else { throw PBFProblem.nodeIDOutOfRange(id) }
            latitude = try Self.accumulate(latitude, try latitudes.nextSignedValue(), "dense node latitude")
            longitude = try Self.accumulate(longitude, try longitudes.nextSignedValue(), "dense node longitude")
            if !spans.isEmpty { spans.removeAll(keepingCapacity: true) }
            if hasTags {
                while true {
                    guard keysLeft > 0 else { throw PBFProblem.unterminatedDenseTags(nodeID: id) }
                    let key = try keys.nextValue()
                    keysLeft -= 1
                    if key == 0 { break }
                    guard keysLeft > 0 else { throw PBFProblem.unterminatedDenseTags(nodeID: id) }
                    spans.append(try Self.tagSpan(key: key, value: try keys.nextValue(), strings: strings))
                    keysLeft -= 1
                }
            }
            let location = try conversion.location(latitude: latitude, longitude: longitude)
            try spans.withUnsafeBufferPointer { spans in
                try visitor.visitNode(id: id, location: location, tags: OSMTags(base: block, spans: spans))
            }
        }
    }

    /// `running + delta`, or an error naming `what` when the sum leaves 64 bits.
    @inline(__always)
    static func accumulate(_ running: Int64, _ delta: Int64, _ what: String) throws(PBFProblem) -> Int64 {
        let (sum, overflow) = running.addingReportingOverflow(delta)
        guard !overflow else { throw .valueOutOfRange("\(what) delta sum") }
        return sum
    }
}
