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
/// put back in stored order, where the names and records take them.
enum DisplayText {
    /// - Parameters:
    ///   - recordNumbers: each final record's record number (its place in Morton order).
    ///   - spatial: the final records in record-number order (the inverse of `recordNumbers`).
    /// - Returns: the string pool, holding what the names, tags and addresses refer to.
    /// - Throws: ``IndexError/tooLarge(reason:)`` past 4 GiB of text.
    /// - Complexity: O(names + records + text), expected; the text is moved twice (``RaggedPermutation``).
    static func resolve(
        lists: inout NameLists, finals: inout FinalRecords, recordNumbers: SpillableArray<UInt32>,
        spatial: SpillableArray<UInt32>, builder: IndexBuilder
    ) throws(IndexError) -> StringInterner {
        let budget = builder.budget
        // Each record's texts in stored order, each a varint length and its bytes.
        var texts = SpillableArray<UInt8>(budget: budget)
        var textStarts = SpillableArray<UInt32>(budget: budget)
        textStarts.reserveCapacity(finals.records.count + 1)
        textStarts.append(0)
        var names = lists.names
        lists.names = SpillableArray()
        defer { lists.names = names }
        builder.strings.pool.withUnsafeBufferPointer { pool in
            func add(_ reference: UInt32) {
                let bytes = StringInterner.bytes(at: reference, in: pool)
                Varint.append(bytes.count, to: &texts)
                texts.append(contentsOf: bytes)
            }
            for final in finals.records.indices {
                for index in lists.range(final) {
                    if isExplicit(names[index]) { add(names[index].display) } else { names[index].display = 0 }
                }
                forEachOtherText(of: finals.records[final], builder: builder) { add($0) }
                textStarts.append(UInt32(truncatingIfNeeded: texts.count))
            }
        }
        guard texts.count <= Int(UInt32.max) else { throw .tooLarge(reason: "more than 4 GiB of names, tags and addresses to show") }
        // In record-number order, each text interned in turn; its reference goes back to stored order.
        let toRecordNumbers = RaggedPermutation(target: recordNumbers, budget: budget)
        let (ordered, orderedStarts) = toRecordNumbers.apply(texts, starts: textStarts)
        texts = SpillableArray()
        // Two threads intern a half of the records each; the second half's strings then join the
        // first's pool in the order first met, so the pool is the one a single pass would make.
        let middle = (orderedStarts.count - 1) / 2
        let (first, second) = concurrently(
            { Numbered(ordered, starts: orderedStarts, records: 0..<middle, budget: budget) },
            { Numbered(ordered, starts: orderedStarts, records: middle..<orderedStarts.count - 1, budget: budget) })
        var strings = first.strings
        let secondReferences = second.strings.offsets.withUnsafeBufferPointer { offsets in
            second.strings.pool.withUnsafeBufferPointer { pool in
                offsets.map { strings.reference(of: StringInterner.bytes(at: $0, in: pool)) }
            }
        }
        var references = SpillableArray<UInt32>(budget: budget)
        references.reserveCapacity(first.numbers.count + second.numbers.count)
        strings.offsets.withUnsafeBufferPointer { firstReferences in
            first.numbers.withUnsafeBufferPointer { numbers in
                references.append(contentsOf: numbers.lazy.map { $0 == 0 ? 0 : firstReferences[Int($0) - 1] })
            }
        }
        second.numbers.withUnsafeBufferPointer { numbers in
            references.append(contentsOf: numbers.lazy.map { $0 == 0 ? 0 : secondReferences[Int($0) - 1] })
        }
        var referenceStarts = first.starts
        let shift = UInt32(first.numbers.count)
        second.starts.withUnsafeBufferPointer { starts in referenceStarts.append(contentsOf: starts.dropFirst().lazy.map { $0 + shift }) }
        let toStoredOrder = RaggedPermutation(target: spatial, budget: budget)
        let (stored, _) = toStoredOrder.apply(references, starts: referenceStarts)
        // The references in stored order, taken in the order the texts were copied out.
        var next = 0
        for final in finals.records.indices {
            for index in lists.range(final) where isExplicit(names[index]) {
                names[index].display = stored[next]
                next += 1
            }
            let record = finals.records[final]
            if record.tags != 0 {
                finals.records[final].tags = stored[next]
                next += 1
            }
            if hasAddress(record, builder: builder) {
                var extra = builder.extras[Int(record.extras) - 1]
                for part in 0..<4 { extra.address[part] = stored[next + part] }
                builder.extras[Int(record.extras) - 1] = extra
                next += 4
            }
        }
        return strings
    }

    /// The header bits of a name's display mode.
    private static let displayBits: UInt8 = 3

    private static func isExplicit(_ name: NameLists.Name) -> Bool {
        name.header & displayBits == NameBlockCoding.Display.explicit.rawValue
    }

    /// Whether the record has an address of its own: each final record has extras of its own (a
    /// merged one gets a new entry).
    private static func hasAddress(_ record: IndexBuilder.Record, builder: IndexBuilder) -> Bool {
        record.extras != 0 && builder.extras.hasAddress(at: Int(record.extras) - 1)
    }

    /// Calls `body` with the string reference of the record's tags, then of each part of its address.
    private static func forEachOtherText(of record: IndexBuilder.Record, builder: IndexBuilder, _ body: (UInt32) -> Void) {
        if record.tags != 0 { body(record.tags) }
        if hasAddress(record, builder: builder) {
            for reference in builder.extras[Int(record.extras) - 1].address { body(reference) }
        }
    }
}

/// The texts of a range of records interned into a pool of their own: for each text its string
/// number + 1 (0: the empty text), and where each record's numbers start.
private struct Numbered {
    var strings: StringInterner
    var numbers: SpillableArray<UInt32>
    var starts: SpillableArray<UInt32>

    /// - Complexity: O(text of the records), expected.
    init(_ texts: SpillableArray<UInt8>, starts textStarts: SpillableArray<UInt32>, records: Range<Int>, budget: MemoryBudget?) {
        strings = StringInterner(budget: budget)
        numbers = SpillableArray(budget: budget)
        starts = SpillableArray(budget: budget)
        starts.reserveCapacity(records.count + 1)
        starts.append(0)
        texts.withUnsafeBufferPointer { texts in
            var position = Int(textStarts[records.lowerBound])
            for record in records {
                let end = Int(textStarts[record + 1])
                while position < end {
                    let length = Varint.read(texts, at: &position)
                    let bytes = UnsafeBufferPointer(rebasing: texts[position..<position + length])
                    numbers.append(length == 0 ? 0 : strings.number(of: bytes) + 1)
                    position += length
                }
                starts.append(UInt32(numbers.count))
            }
        }
    }
}
