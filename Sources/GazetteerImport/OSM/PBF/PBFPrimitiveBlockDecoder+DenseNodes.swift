extension PBFPrimitiveBlockDecoder {
    /// Decodes a `DenseNodes` message: delta-coded zigzag `id` (1), `lat` (8) and `lon` (9) arrays and
    /// `keys_vals` (10), where each node's key/value string indices end with a 0; `denseinfo` (5) is skipped.
    ///
    /// An empty `keys_vals` means no node has tags.
    mutating func decodeDenseNodes<V: OSMObjectVisitor>(
        _ message: UnsafeRawBufferPointer, block: UnsafeRawBufferPointer, into visitor: inout V
    ) throws {
        ids.removeAll(keepingCapacity: true)
        latitudes.removeAll(keepingCapacity: true)
        longitudes.removeAll(keepingCapacity: true)
        keys.removeAll(keepingCapacity: true)
        var reader = ProtobufReader(message)
        while let field = try reader.nextField() {
            switch field.number {
            case 1: try reader.appendSignedVarints(field, to: &ids)
            case 8: try reader.appendSignedVarints(field, to: &latitudes)
            case 9: try reader.appendSignedVarints(field, to: &longitudes)
            case 10: try reader.appendVarints(field, to: &keys)
            default: try reader.skip(field.wireType)
            }
        }
        guard ids.count == latitudes.count, ids.count == longitudes.count else {
            throw PBFProblem.lengthMismatch(
                "DenseNodes ids (\(ids.count)), lats (\(latitudes.count)) and lons (\(longitudes.count))"
            )
        }
        try Self.undelta(&ids, "dense node id")
        try Self.undelta(&latitudes, "dense node latitude")
        try Self.undelta(&longitudes, "dense node longitude")

        // Locals keep the per-node loop free of accesses to `self`.
        let strings = self.strings
        let conversion = CoordinateConversion(granularity: granularity, latitudeOffset: latitudeOffset, longitudeOffset: longitudeOffset)
        var spans = [OSMTagSpan]()
        swap(&spans, &tagSpans)
        defer { swap(&spans, &tagSpans) }
        var cursor = 0
        for index in ids.indices {
            if !spans.isEmpty { spans.removeAll(keepingCapacity: true) }
            if !keys.isEmpty {
                while true {
                    guard cursor < keys.count else { throw PBFProblem.unterminatedDenseTags(nodeID: ids[index]) }
                    let key = keys[cursor]
                    cursor += 1
                    if key == 0 { break }
                    guard cursor < keys.count else { throw PBFProblem.unterminatedDenseTags(nodeID: ids[index]) }
                    spans.append(try Self.tagSpan(key: key, value: keys[cursor], strings: strings))
                    cursor += 1
                }
            }
            let location = try conversion.location(latitude: latitudes[index], longitude: longitudes[index])
            let id = ids[index]
            try spans.withUnsafeBufferPointer { spans in
                try visitor.visitNode(id: id, location: location, tags: OSMTags(base: block, spans: spans))
            }
        }
    }
}
