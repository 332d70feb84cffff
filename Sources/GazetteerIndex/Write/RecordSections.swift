/// The records, names and extras sections, in record-number (Morton) order, written to the index
/// file as they are made: the names section in chunks of ``chunkBytes``, then the extras, then the
/// records (fixed width, in chunks), so no section is held whole. The names' display modes are
/// decided as they are read (``RecordBatch``) and every string reference before (``DisplayText``).
enum RecordSections {
    /// Bytes of a section gathered before they go to the file.
    static let chunkBytes = 1 << 20

    /// Writes the names, record extras and records sections to `file`. O(records + names).
    /// - Throws: ``IndexError/writeFailed(path:code:)``.
    static func write(
        finals: FinalRecords, lists: NameLists, words: WordIndexBuilder, rankOrder: SpillableArray<UInt32>, spatial: SpillableArray<UInt32>,
        importance: SpillableArray<UInt16>, renumbering: [UInt16], builder: IndexBuilder, to file: IndexFileWriter
    ) throws(IndexError) {
        // The words builder holds the names in rank order: where each final record's first one is there.
        var firstWordName = SpillableArray<UInt32>(repeating: 0, count: spatial.count, budget: builder.budget)
        for (rank, final) in rankOrder.enumerated() { firstWordName[Int(final)] = words.recordNameStarts[rank] }
        var nameOffsets = SpillableArray<UInt32>(repeating: 0, count: spatial.count, budget: builder.budget)
        var extrasOffsets = SpillableArray<UInt32>(repeating: 0, count: spatial.count, budget: builder.budget)
        var names: [UInt8] = []
        names.reserveCapacity(chunkBytes + chunkBytes / 4)
        var namesWritten = 0
        var entries: [NameBlockCoding.Entry] = []
        var extras: [UInt8] = []
        try file.begin(.names)
        try words.nameWords.withUnsafeBufferPointer { nameWords throws(IndexError) in
            for (number, final) in spatial.enumerated() {
                entries.removeAll(keepingCapacity: true)
                for (ordinal, index) in lists.range(Int(final)).enumerated() {
                    let wordName = Int(firstWordName[Int(final)]) + ordinal
                    entries.append(NameBlockCoding.Entry(
                        header: lists.headers[index], letters: Int(words.nameLetters[wordName]),
                        words: UnsafeBufferPointer(rebasing: nameWords[Int(words.nameStarts[wordName])..<Int(words.nameStarts[wordName + 1])]),
                        displayReference: lists.displays[index]))
                }
                nameOffsets[number] = UInt32(namesWritten + names.count)
                NameBlockCoding.append(entries, mainCount: Int(lists.mainCounts[Int(final)]), to: &names)
                if names.count >= chunkBytes {
                    try file.append(names)
                    namesWritten += names.count
                    names.removeAll(keepingCapacity: true)
                }
                let extra = extrasBytes(finals.records[Int(final)], builder.extra(of: finals.records[Int(final)]), renumbering: renumbering)
                if !extra.isEmpty {
                    extrasOffsets[number] = UInt32(extras.count + 1)
                    extras.append(contentsOf: extra)
                }
            }
        }
        try file.append(names)
        file.end()
        names = []
        try file.append(.extras, extras)
        extras = []
        try file.begin(.records)
        let perChunk = max(chunkBytes / RecordLayout.size, 1)
        for chunkStart in stride(from: 0, to: spatial.count, by: perChunk) {
            let chunkCount = min(perChunk, spatial.count - chunkStart)
            try file.append(fixedWidthSection(count: chunkCount, stride: RecordLayout.size) { offset, entry in
                let number = chunkStart + offset
                let final = Int(spatial[number])
                let record = finals.records[final]
                entry.store(RecordLayout.latitudeE7, record.latitudeE7)
                entry.store(RecordLayout.longitudeE7, record.longitudeE7)
                entry.store(RecordLayout.sourceID, record.id)
                entry.store(RecordLayout.names, nameOffsets[number])
                entry.store(RecordLayout.extras, extrasOffsets[number])
                entry.store(RecordLayout.population, record.population)
                entry.store(RecordLayout.importance, importance[final])
                entry.store(RecordLayout.admin1, record.admin1)
                entry.store(RecordLayout.featureCode, renumbering[Int(record.featureCode)])
                entry.store(RecordLayout.category, renumbering[Int(record.category)])
                entry.store(RecordLayout.country, record.country)
                entry.store(RecordLayout.featureClass, record.featureClass)
                entry.store(RecordLayout.flags, finals.flags[final])
            })
        }
        file.end()
    }

    /// The record's extras (``RecordExtrasCoding``), empty when it has none.
    private static func extrasBytes(
        _ record: IndexBuilder.Record, _ extra: IndexBuilder.Extras?, renumbering: [UInt16]
    ) -> [UInt8] {
        var bytes: [UInt8] = []
        var payload: [UInt8] = []
        if record.tags != 0 {
            Varint.append(Int(record.tags), to: &payload)
            RecordExtrasCoding.appendField(RecordExtrasCoding.tags, payload, to: &bytes)
        }
        if let extra {
            if !extra.otherCategories.isEmpty {
                payload.removeAll()
                Varint.append(extra.otherCategories.count, to: &payload)
                for category in extra.otherCategories { Varint.append(Int(renumbering[Int(category)]), to: &payload) }
                RecordExtrasCoding.appendField(RecordExtrasCoding.otherCategories, payload, to: &bytes)
            }
            if extra.address.count == 4 {
                payload.removeAll()
                for reference in extra.address {
                    Varint.append(Int(reference), to: &payload)
                }
                RecordExtrasCoding.appendField(RecordExtrasCoding.address, payload, to: &bytes)
            }
            if let extent = extra.extent {
                var writer = ByteWriter()
                for value in [extent.minLatitude, extent.minLongitude, extent.maxLatitude, extent.maxLongitude] {
                    writer.u32(UInt32(bitPattern: FixedPoint.e7(value)))
                }
                RecordExtrasCoding.appendField(RecordExtrasCoding.extent, writer.bytes, to: &bytes)
            }
        }
        if !bytes.isEmpty { Varint.append(RecordExtrasCoding.end, to: &bytes) }
        return bytes
    }
}
