/// Interns the text the index stores, in record-number (Morton) order: the names shown as
/// written (``NameBlockCoding/Display/explicit``; how each name is shown is decided when it is
/// read, ``RecordBatch``), then each record's tags and address. From then on the input's text is
/// no longer needed, and the builder lets it go.
///
/// Each explicit name's display, and each record's tags and address, become references into the
/// index's string pool; the display of every other name becomes 0. The pool is filled record by
/// record (names, then tags, then address), the order the sections refer to it in.
enum DisplayText {
    /// - Returns: the string pool, holding what the names, tags and addresses refer to.
    /// - Complexity: O(names + records), expected. The names are read in the order they are stored
    ///   (front to back in memory); only the records with text to store are then visited in
    ///   record-number order.
    static func resolve(lists: inout NameLists, finals: inout FinalRecords, spatial: SpillableArray<UInt32>, builder: IndexBuilder) -> StringInterner {
        var names = lists.names
        lists.names = SpillableArray()
        defer { lists.names = names }
        var hasText = [Bool](repeating: false, count: finals.records.count)
        for final in finals.records.indices {
            for index in lists.range(final) {
                if names[index].header & displayBits == NameBlockCoding.Display.explicit.rawValue {
                    hasText[final] = true
                } else {
                    names[index].display = 0
                }
            }
            if hasAddressOrTags(finals.records[final], builder: builder) { hasText[final] = true }
        }
        var strings = StringInterner(budget: builder.budget)
        builder.strings.pool.withUnsafeBufferPointer { pool in
            for final in spatial where hasText[Int(final)] {
                for index in lists.range(Int(final))
                where names[index].header & displayBits == NameBlockCoding.Display.explicit.rawValue {
                    names[index].display = strings.reference(of: builder.strings.bytes(at: names[index].display, in: pool))
                }
                let record = finals.records[Int(final)]
                if record.tags != 0 {
                    finals.records[Int(final)].tags = strings.reference(of: builder.strings.bytes(at: record.tags, in: pool))
                }
                if record.extras != 0 && builder.extras[Int(record.extras) - 1].address.count == 4 {
                    // Each final record has extras of its own (a merged one gets a new entry).
                    for part in 0..<4 {
                        let reference = builder.extras[Int(record.extras) - 1].address[part]
                        builder.extras[Int(record.extras) - 1].address[part] =
                            strings.reference(of: builder.strings.bytes(at: reference, in: pool))
                    }
                }
            }
        }
        return strings
    }

    /// The header bits of a name's display mode.
    private static let displayBits: UInt8 = 3

    private static func hasAddressOrTags(_ record: IndexBuilder.Record, builder: IndexBuilder) -> Bool {
        record.tags != 0 || (record.extras != 0 && builder.extras[Int(record.extras) - 1].address.count == 4)
    }
}
