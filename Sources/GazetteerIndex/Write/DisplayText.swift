/// Interns the text the index stores, in record-number (Morton) order: the names shown as
/// written (``NameBlockCoding/Display/explicit``; how each name is shown is decided when it is
/// read, ``RecordBatch``), then each record's tags and address. From then on the input's text is
/// no longer needed, and the builder lets it go.
///
/// Each explicit name's display, and each record's tags and address, become references into the
/// index's string pool; the display of every other name becomes 0. The pool is filled record by
/// record (names, then tags, then address), the order the sections refer to it in.
///
/// No list is read at random: each record's texts are copied out in the order the records are
/// stored, put in record-number order (``RaggedPermutation``), interned there, and their references
/// put back in stored order, where the names and records take them. The three run at different
/// times: the copying beside the Morton order, the interning beside the rank order, the references
/// taken after it (the words are split from the names meanwhile).
enum DisplayText {
    /// Each record's texts in stored order, each a varint length and its bytes: record `r`'s are
    /// `texts[starts[r]..<starts[r + 1]]`.
    struct Copied {
        fileprivate var texts: SpillableArray<UInt8>
        fileprivate var starts: SpillableArray<UInt32>

        /// The units ``DisplayText/intern(_:recordNumbers:spatial:windowBytes:budget:progress:)``
        /// counts: the texts moved (``RaggedPermutation/progressUnits(of:items:)``), then interned
        /// (a unit a byte). The references' move back, a sixth of that or less, is not counted. O(1).
        var progressUnits: Int {
            RaggedPermutation.progressUnits(of: texts, items: starts.count - 1) + texts.count
        }
    }

    /// Copies out the texts to intern, in stored order, and sets the display of every name not
    /// shown as written to 0. Reads the records' tags and extras and the names only, so it runs
    /// beside the records being put in Morton order.
    /// - Throws: ``IndexError/tooLarge(reason:)`` past 4 GiB of text.
    /// - Complexity: O(names + records + text).
    static func copyOut(lists: inout NameLists, finals: FinalRecords, builder: IndexBuilder) throws(IndexError) -> Copied {
        let budget = builder.budget
        var texts = SpillableArray<UInt8>(budget: budget)
        var textStarts = SpillableArray<UInt32>(budget: budget)
        textStarts.reserveCapacity(finals.records.count + 1)
        textStarts.append(0)
        var names = lists.names
        lists.names = SpillableArray()
        defer { lists.names = names }
        // A record's texts are gathered in scratch and appended to the list at once.
        var scratch: [UInt8] = []
        builder.strings.pool.withUnsafeBufferPointer { pool in
            for final in finals.records.indices {
                scratch.removeAll(keepingCapacity: true)
                for index in lists.range(final) {
                    if isExplicit(header: names[index].header) {
                        append(names[index].display, from: pool, to: &scratch)
                    } else {
                        names[index].display = 0
                    }
                }
                appendOtherTexts(of: finals.records[final], builder: builder, from: pool, to: &scratch)
                texts.append(contentsOf: scratch)
                textStarts.append(UInt32(truncatingIfNeeded: texts.count))
            }
        }
        guard texts.count <= Int(UInt32.max) else { throw .tooLarge(reason: "more than 4 GiB of names, tags and addresses to show") }
        return Copied(texts: texts, starts: textStarts)
    }

    /// Records whose texts are interned together.
    static let internBlockRecords = 32

    /// The texts interned (``intern(_:recordNumbers:spatial:windowBytes:budget:progress:)``): the string pool,
    /// and the references to it in stored order, for ``apply(_:lists:finals:builder:)`` to put in place.
    struct Interned {
        fileprivate var strings: StringInterner
        fileprivate var references: SpillableArray<UInt32>
    }

    /// Interns the texts ``copyOut(lists:finals:builder:)`` copied. Reads nothing else of the build,
    /// so it runs beside the steps that put the words and records in rank order.
    /// - Parameters:
    ///   - recordNumbers: each final record's record number (its place in Morton order).
    ///   - spatial: the final records in record-number order (the inverse of `recordNumbers`).
    ///   - windowBytes: the windows the texts and references are moved in (``RaggedPermutation``).
    ///   - progress: where the texts moved and interned are counted, ``Copied/progressUnits`` in all.
    /// - Complexity: O(names + records + text), expected; the text is moved twice (``RaggedPermutation``).
    static func intern(
        _ copied: consuming Copied, recordNumbers: SpillableArray<UInt32>, spatial: SpillableArray<UInt32>,
        windowBytes: Int, budget: MemoryBudget?, progress: BuildStageProgress? = nil
    ) -> Interned {
        // In record-number order, each text interned in turn; its reference goes back to stored order.
        let toRecordNumbers = RaggedPermutation(
            target: recordNumbers, windowBytes: windowBytes, budget: budget, progress: progress)
        let (ordered, orderedStarts) = toRecordNumbers.apply(copied.texts, starts: copied.starts)
        copied = Copied(texts: SpillableArray(), starts: SpillableArray())
        var strings = StringInterner(budget: budget)
        var references = SpillableArray<UInt32>(budget: budget)
        var referenceStarts = SpillableArray<UInt32>(budget: budget)
        referenceStarts.reserveCapacity(orderedStarts.count)
        referenceStarts.append(0)
        ordered.withUnsafeBufferPointer { ordered in
            // The texts of a block of records are looked up together, so that their misses in the
            // table overlap.
            var texts: [UnsafeBufferPointer<UInt8>] = []
            var position = 0
            let recordCount = orderedStarts.count - 1
            for blockStart in stride(from: 0, to: recordCount, by: Self.internBlockRecords) {
                texts.removeAll(keepingCapacity: true)
                let base = references.count
                for record in blockStart..<min(blockStart + Self.internBlockRecords, recordCount) {
                    while position < Int(orderedStarts[record + 1]) {
                        let length = Varint.read(ordered, at: &position)
                        texts.append(UnsafeBufferPointer(rebasing: ordered[position..<position + length]))
                        position += length
                    }
                    referenceStarts.append(UInt32(base + texts.count))
                }
                strings.appendReferences(of: texts, to: &references)
                progress?.advance(by: texts.reduce(0) { $0 + $1.count })
            }
        }
        let toStoredOrder = RaggedPermutation(target: spatial, windowBytes: windowBytes, budget: budget)
        let (stored, _) = toStoredOrder.apply(references, starts: referenceStarts)
        return Interned(strings: strings, references: stored)
    }

    /// Sets the names' displays and the records' tags and addresses to the references `interned`
    /// holds, and returns the string pool they refer to.
    /// - Complexity: O(names + records).
    static func apply(
        _ interned: consuming Interned, lists: inout NameLists, finals: inout FinalRecords, builder: IndexBuilder
    ) -> StringInterner {
        // The references in stored order, taken in the order the texts were copied out; the names'
        // displays and the records are read and written front to back, through buffers.
        // The names' keys are let go by now (``NameLists/releaseKeys()``): their headers and
        // displays are lists of their own.
        let (starts, headers) = (lists.starts, lists.headers)
        let (displaysSpilled, recordsSpilled, headersSpilled) = (
            lists.displays.isSpilled, finals.records.isSpilled, lists.headers.isSpilled)
        interned.references.withUnsafeBufferPointer { stored in
        starts.withUnsafeBufferPointer { starts in
        headers.withUnsafeBufferPointer { headers in
        lists.displays.withUnsafeMutableBufferPointer { displays in
        finals.records.withUnsafeMutableBufferPointer { records in
            var behind = (ReleaseBehind(UnsafeBufferPointer(displays), isSpilled: displaysSpilled),
                          ReleaseBehind(UnsafeBufferPointer(records), isSpilled: recordsSpilled),
                          ReleaseBehind(headers, isSpilled: headersSpilled))
            var next = 0
            for final in records.indices {
                for index in Int(starts[final])..<Int(starts[final + 1]) where isExplicit(header: headers[index]) {
                    displays[index] = stored[next]
                    next += 1
                }
                if records[final].tags != 0 {
                    records[final].tags = stored[next]
                    next += 1
                }
                if address(of: records[final], builder: builder) != nil {
                    builder.extras.setAddress(
                        (stored[next], stored[next + 1], stored[next + 2], stored[next + 3]), at: Int(records[final].extras) - 1)
                    next += 4
                }
                behind.0.passed(Int(starts[final]))
                behind.1.passed(final)
                behind.2.passed(Int(starts[final]))
            }
        }}}}}
        return interned.strings
    }

    /// The header bits of a name's display mode.
    private static let displayBits: UInt8 = 3

    private static func isExplicit(header: UInt8) -> Bool {
        header & displayBits == NameBlockCoding.Display.explicit.rawValue
    }

    /// The string references of the record's own address, if it has one: each final record has
    /// extras of its own (a merged one gets a new entry).
    private static func address(
        of record: IndexBuilder.Record, builder: IndexBuilder
    ) -> (UInt32, UInt32, UInt32, UInt32)? {
        record.extras == 0 ? nil : builder.extras.address(at: Int(record.extras) - 1)
    }

    /// Appends the string at `reference` in `pool` to `texts`, as a varint length and its bytes.
    private static func append(_ reference: UInt32, from pool: UnsafeBufferPointer<UInt8>, to texts: inout [UInt8]) {
        let bytes = StringInterner.bytes(at: reference, in: pool)
        Varint.append(bytes.count, to: &texts)
        texts.append(contentsOf: bytes)
    }

    /// Appends the record's tags, then each part of its address (``append(_:from:to:)``).
    private static func appendOtherTexts(
        of record: IndexBuilder.Record, builder: IndexBuilder, from pool: UnsafeBufferPointer<UInt8>, to texts: inout [UInt8]
    ) {
        if record.tags != 0 { append(record.tags, from: pool, to: &texts) }
        if let (street, number, postcode, city) = address(of: record, builder: builder) {
            append(street, from: pool, to: &texts)
            append(number, from: pool, to: &texts)
            append(postcode, from: pool, to: &texts)
            append(city, from: pool, to: &texts)
        }
    }
}
