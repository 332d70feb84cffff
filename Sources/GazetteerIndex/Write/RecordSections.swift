/// The records, names and extras sections, in record-number (Morton) order, written to the index
/// file as they are made: the names section in chunks of ``chunkBytes``, then the extras, then the
/// records (fixed width, in chunks), so no section is held whole.
struct RecordSections {
    /// Bytes of a section gathered before they go to the file.
    static let chunkBytes = 1 << 20

    private var extras: [UInt8] = []
    /// The strings these sections refer to: only what is shown and not rebuilt from words.
    private(set) var strings = StringInterner()

    /// Writes the names, record extras and records sections to `file` and returns the strings they
    /// refer to. O(records + names).
    /// - Throws: ``IndexError/writeFailed(path:code:)``.
    static func write(
        finals: FinalRecords, lists: NameLists, words: WordIndexBuilder, rankOrder: [UInt32], spatial: [UInt32],
        importance: [UInt16], renumbering: [UInt16], builder: IndexBuilder, to file: IndexFileWriter
    ) throws(IndexError) -> StringInterner {
        var sections = RecordSections()
        // The words builder holds the names in rank order: where each final record's first one is there.
        var firstWordName = [UInt32](repeating: 0, count: spatial.count)
        for (rank, final) in rankOrder.enumerated() { firstWordName[Int(final)] = words.recordNameStarts[rank] }
        var nameOffsets = [UInt32](repeating: 0, count: spatial.count)
        var extrasOffsets = [UInt32](repeating: 0, count: spatial.count)
        var names: [UInt8] = []
        names.reserveCapacity(chunkBytes + chunkBytes / 4)
        var namesWritten = 0
        var entries: [NameBlockCoding.Entry] = []
        var scratch: [UInt8] = []
        try file.begin(.names)
        try builder.keyBytes.withUnsafeBufferPointer { (keyBytes) throws(IndexError) in
            try lists.derivedKeys.withUnsafeBufferPointer { (derived) throws(IndexError) in
                try builder.strings.pool.withUnsafeBufferPointer { (pool) throws(IndexError) in
                    for (number, final) in spatial.enumerated() {
                        entries.removeAll(keepingCapacity: true)
                        for (ordinal, index) in lists.range(Int(final)).enumerated() {
                            let name = lists.names[index]
                            let wordName = Int(firstWordName[Int(final)]) + ordinal
                            let display = displayMode(
                                name, key: lists.key(name, keyBytes: keyBytes, derived: derived),
                                pool: pool, strings: builder.strings, scratch: &scratch)
                            let wordNumbers = words.nameWords[Int(words.nameStarts[wordName])..<Int(words.nameStarts[wordName + 1])]
                            let letters = Int(words.nameLetters[wordName])
                            let reference = display == .explicit
                                ? sections.strings.reference(of: builder.strings.bytes(at: name.display, in: pool)) : 0
                            entries.append(NameBlockCoding.Entry(
                                header: name.header | display.rawValue, letters: letters, words: wordNumbers,
                                displayReference: reference))
                        }
                        nameOffsets[number] = UInt32(namesWritten + names.count)
                        NameBlockCoding.append(entries, mainCount: Int(lists.mainCounts[Int(final)]), to: &names)
                        if names.count >= chunkBytes {
                            try file.append(names)
                            namesWritten += names.count
                            names.removeAll(keepingCapacity: true)
                        }
                        let extra = sections.extrasBytes(
                            finals.records[Int(final)], builder.extra(of: finals.records[Int(final)]), renumbering: renumbering, pool: pool,
                            source: builder.strings)
                        if !extra.isEmpty {
                            extrasOffsets[number] = UInt32(sections.extras.count + 1)
                            sections.extras.append(contentsOf: extra)
                        }
                    }
                }
            }
        }
        try file.append(names)
        file.end()
        names = []
        try file.append(.extras, sections.extras)
        sections.extras = []
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
        return sections.strings
    }

    /// How a name is shown: as its key, its key in title case, its source's display, or its own text.
    private static func displayMode(
        _ name: NameLists.Name, key: UnsafeBufferPointer<UInt8>, pool: UnsafeBufferPointer<UInt8>,
        strings: StringInterner, scratch: inout [UInt8]
    ) -> NameBlockCoding.Display {
        if name.header & NameBlockCoding.derivedBit != 0 { return .previous }
        if name.header & NameBlockCoding.addressBit != 0 { return .explicit }
        let span = strings.span(at: Int(name.display))
        let display = UnsafeBufferPointer(rebasing: pool[span.start..<span.start + span.length])
        if display.elementsEqual(key) { return .key }
        scratch.removeAll(keepingCapacity: true)
        if NameBlockCoding.appendTitleCase(of: key, to: &scratch), scratch.elementsEqual(display) { return .titleCase }
        return .explicit
    }

    /// The record's extras (``RecordExtrasCoding``), empty when it has none.
    private mutating func extrasBytes(
        _ record: IndexBuilder.Record, _ extra: IndexBuilder.Extras?, renumbering: [UInt16],
        pool: UnsafeBufferPointer<UInt8>, source: StringInterner
    ) -> [UInt8] {
        var bytes: [UInt8] = []
        var payload: [UInt8] = []
        if record.tags != 0 {
            Varint.append(Int(strings.reference(of: source.bytes(at: record.tags, in: pool))), to: &payload)
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
                    Varint.append(Int(strings.reference(of: source.bytes(at: reference, in: pool))), to: &payload)
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
