/// The records, names and extras sections, in record-number (Morton) order, written to the index
/// file as they are made. The names' display modes are decided as they are read (``RecordBatch``)
/// and every string reference before (``DisplayText``).
///
/// No list is read at random: each record's name block and extras are encoded in the order the
/// final records are stored (their names, name lists and words read front to back), then put in
/// record-number order (``RaggedPermutation``) and written; the records section is written from
/// the final records put in that order the same way.
enum RecordSections {
    /// Writes the names, record extras and records sections to `file`.
    /// - Parameters:
    ///   - words: the words of the names, records in stored order (as ``finals``).
    ///   - recordNumbers: each final record's record number.
    ///   - progress: where the records encoded are counted, as the work beside the stage's steps
    ///     (begun by the caller, of as many units as there are final records).
    /// - Complexity: O(records + names); each list moved once (``RaggedPermutation``).
    /// - Throws: ``IndexError/writeFailed(path:code:)``, ``IndexError/tooLarge(reason:)``.
    static func write(
        finals: FinalRecords, lists: NameLists, words: WordIndexBuilder, recordNumbers: SpillableArray<UInt32>,
        importance: SpillableArray<UInt16>, renumbering: [UInt16], builder: IndexBuilder, to file: IndexFileWriter,
        progress: BuildStageProgress? = nil
    ) throws(IndexError) {
        defer { progress?.endBeside() }
        let budget = builder.budget
        let toRecordNumbers = RaggedPermutation(target: recordNumbers, budget: budget)
        // Each record's name block, and its extras, in stored order.
        var blocks = SpillableArray<UInt8>(budget: budget)
        var blockStarts = SpillableArray<UInt32>(budget: budget)
        var extras = SpillableArray<UInt8>(budget: budget)
        var extrasStarts = SpillableArray<UInt32>(budget: budget)
        blockStarts.reserveCapacity(finals.records.count + 1)
        extrasStarts.reserveCapacity(finals.records.count + 1)
        blockStarts.append(0)
        extrasStarts.append(0)
        var entries: [NameBlockCoding.Entry] = []
        var block: [UInt8] = []
        var extraBytes: [UInt8] = []
        var payload = ByteWriter()
        // Every list through its buffer: read front to back, each read is a load, not a call.
        words.nameWords.withUnsafeBufferPointer { nameWords in
        words.nameStarts.withUnsafeBufferPointer { nameStarts in
        words.nameLetters.withUnsafeBufferPointer { nameLetters in
        words.recordNameStarts.withUnsafeBufferPointer { recordNameStarts in
        lists.starts.withUnsafeBufferPointer { starts in
        lists.headers.withUnsafeBufferPointer { headers in
        lists.displays.withUnsafeBufferPointer { displays in
        lists.mainCounts.withUnsafeBufferPointer { mainCounts in
        finals.records.withUnsafeBufferPointer { records in
            for final in records.indices {
                entries.removeAll(keepingCapacity: true)
                let firstWordName = Int(recordNameStarts[final])
                for (ordinal, index) in (Int(starts[final])..<Int(starts[final + 1])).enumerated() {
                    let wordName = firstWordName + ordinal
                    entries.append(NameBlockCoding.Entry(
                        header: headers[index], letters: Int(nameLetters[wordName]),
                        words: UnsafeBufferPointer(rebasing: nameWords[Int(nameStarts[wordName])..<Int(nameStarts[wordName + 1])]),
                        displayReference: displays[index]))
                }
                block.removeAll(keepingCapacity: true)
                NameBlockCoding.append(entries, mainCount: Int(mainCounts[final]), to: &block)
                blocks.append(contentsOf: block)
                blockStarts.append(UInt32(truncatingIfNeeded: blocks.count))
                extraBytes.removeAll(keepingCapacity: true)
                appendExtras(of: records[final], store: builder.extras, renumbering: renumbering, to: &extraBytes, payload: &payload)
                extras.append(contentsOf: extraBytes)
                extrasStarts.append(UInt32(truncatingIfNeeded: extras.count))
                let step = BuildStageProgress.countStep
                if final % step == step - 1 { progress?.advanceBeside(by: step) }
            }
        }}}}}}}}}
        // Read through: the words and name lists are not read again.
        for list in [words.nameWords, words.nameStarts, words.recordNameStarts, lists.displays, lists.mainCounts] { list.releasePages() }
        lists.headers.releasePages()
        words.nameLetters.releasePages()
        guard blocks.count <= Int(UInt32.max), extras.count < Int(UInt32.max) else {
            throw .tooLarge(reason: "more than 4 GiB of names or of record extras")
        }
        // Each section goes to the file a window at a time as it is put in order: written once.
        var failure: IndexError?
        func append(_ bytes: UnsafeRawBufferPointer) {
            guard failure == nil else { return }
            do throws(IndexError) { try file.append(bytes) } catch { failure = error }
        }
        try file.begin(.names)
        let nameOffsets = toRecordNumbers.forEachWindow(of: blocks, starts: blockStarts) { append(UnsafeRawBufferPointer($1)) }
        blocks = SpillableArray()
        // A failed write ends the build here, before the next list is moved.
        if let failure { throw failure }
        file.end()
        try file.begin(.extras)
        let extrasStartsInOrder = toRecordNumbers.forEachWindow(of: extras, starts: extrasStarts) { append(UnsafeRawBufferPointer($1)) }
        extras = SpillableArray()
        if let failure { throw failure }
        file.end()
        let flags = toRecordNumbers.apply(finals.flags)
        let importanceInOrder = toRecordNumbers.apply(importance)
        try file.begin(.records)
        let perChunk = max(IndexFileWriter.entryChunkBytes / RecordLayout.size, 1)
        toRecordNumbers.forEachWindow(of: finals.records) { first, records in
            for chunkStart in stride(from: 0, to: records.count, by: perChunk) {
                let chunkCount = min(perChunk, records.count - chunkStart)
                let section = fixedWidthSection(count: chunkCount, stride: RecordLayout.size) { offset, entry in
                    let record = records[chunkStart + offset]
                    let number = first + chunkStart + offset
                    // A record's extras are found at their offset plus one; 0 when it has none.
                    let extrasOffset = extrasStartsInOrder[number + 1] > extrasStartsInOrder[number] ? extrasStartsInOrder[number] + 1 : 0
                    entry.store(RecordLayout.latitudeE7, record.latitudeE7)
                    entry.store(RecordLayout.longitudeE7, record.longitudeE7)
                    entry.store(RecordLayout.sourceID, record.id)
                    entry.store(RecordLayout.names, nameOffsets[number])
                    entry.store(RecordLayout.extras, extrasOffset)
                    entry.store(RecordLayout.population, record.population)
                    entry.store(RecordLayout.importance, importanceInOrder[number])
                    entry.store(RecordLayout.admin1, record.admin1)
                    entry.store(RecordLayout.featureCode, renumbering[Int(record.featureCode)])
                    entry.store(RecordLayout.category, renumbering[Int(record.category)])
                    entry.store(RecordLayout.country, record.country)
                    entry.store(RecordLayout.featureClass, record.featureClass)
                    entry.store(RecordLayout.flags, flags[number])
                }
                section.withUnsafeBytes { append($0) }
            }
        }
        if let failure { throw failure }
        file.end()
    }

    /// Appends the record's extras (``RecordExtrasCoding``) to `bytes`, nothing when it has none,
    /// reading its entry of `store` in place; `payload` is scratch. O(fields), no allocation once
    /// the scratch has grown.
    private static func appendExtras(
        of record: IndexBuilder.Record, store: ExtrasStore, renumbering: [UInt16], to bytes: inout [UInt8],
        payload: inout ByteWriter
    ) {
        let start = bytes.count
        if record.tags != 0 {
            payload.bytes.removeAll(keepingCapacity: true)
            Varint.append(Int(record.tags), to: &payload.bytes)
            RecordExtrasCoding.appendField(RecordExtrasCoding.tags, payload.bytes, to: &bytes)
        }
        if record.extras != 0 {
            let index = Int(record.extras) - 1
            let count = store.categoryCount(at: index)
            if count > 0 {
                payload.bytes.removeAll(keepingCapacity: true)
                Varint.append(count, to: &payload.bytes)
                store.forEachCategory(at: index) { Varint.append(Int(renumbering[Int($0)]), to: &payload.bytes) }
                RecordExtrasCoding.appendField(RecordExtrasCoding.otherCategories, payload.bytes, to: &bytes)
            }
            if let address = store.address(at: index) {
                payload.bytes.removeAll(keepingCapacity: true)
                // Each part by itself: a literal array of them would be made for every record.
                Varint.append(address.0, to: &payload.bytes)
                Varint.append(address.1, to: &payload.bytes)
                Varint.append(address.2, to: &payload.bytes)
                Varint.append(address.3, to: &payload.bytes)
                RecordExtrasCoding.appendField(RecordExtrasCoding.address, payload.bytes, to: &bytes)
            }
            if let extent = store.extent(at: index) {
                payload.bytes.removeAll(keepingCapacity: true)
                payload.u32(UInt32(bitPattern: FixedPoint.e7(extent.minLatitude)))
                payload.u32(UInt32(bitPattern: FixedPoint.e7(extent.minLongitude)))
                payload.u32(UInt32(bitPattern: FixedPoint.e7(extent.maxLatitude)))
                payload.u32(UInt32(bitPattern: FixedPoint.e7(extent.maxLongitude)))
                RecordExtrasCoding.appendField(RecordExtrasCoding.extent, payload.bytes, to: &bytes)
            }
        }
        if bytes.count > start { Varint.append(RecordExtrasCoding.end, to: &bytes) }
    }
}
