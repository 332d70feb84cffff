/// Decides how each stored name is shown and interns the text the index stores, in record-number
/// (Morton) order, before the posting lists are made: from then on the input's search keys and
/// display text are no longer needed, and the builder lets them go.
///
/// Each name's header gets its display mode (``NameBlockCoding/Display``) and its display becomes a
/// reference into the index's string pool (0 unless shown explicitly); each record's tags and
/// address become references into the same pool. The pool is filled record by record (names,
/// then tags, then address), the order the sections refer to it in.
enum DisplayText {
    /// - Returns: the string pool, holding what the names, tags and addresses refer to.
    /// - Complexity: O(names + records), expected. The modes are decided in the order the names
    ///   are stored (front to back in memory); only the records with text to store are then
    ///   visited in record-number order.
    static func resolve(
        lists: inout NameLists, finals: inout FinalRecords, spatial: [UInt32], builder: IndexBuilder
    ) -> StringInterner {
        var names = lists.names
        lists.names = []
        defer { lists.names = names }
        var hasText = [Bool](repeating: false, count: finals.records.count)
        var scratch: [UInt8] = []
        builder.keyBytes.withUnsafeBufferPointer { keyBytes in
            lists.derivedKeys.withUnsafeBufferPointer { derived in
                builder.strings.pool.withUnsafeBufferPointer { pool in
                    for final in finals.records.indices {
                        for index in lists.range(final) {
                            let name = names[index]
                            let mode = displayMode(
                                name, key: lists.key(name, keyBytes: keyBytes, derived: derived), pool: pool,
                                strings: builder.strings, scratch: &scratch)
                            names[index].header |= mode.rawValue
                            if mode == .explicit {
                                hasText[final] = true
                            } else {
                                names[index].display = 0
                            }
                        }
                        let record = finals.records[final]
                        if record.tags != 0 || (record.extras != 0 && builder.extras[Int(record.extras) - 1].address.count == 4) {
                            hasText[final] = true
                        }
                    }
                }
            }
        }
        var strings = StringInterner()
        builder.strings.pool.withUnsafeBufferPointer { pool in
            for final in spatial where hasText[Int(final)] {
                for index in lists.range(Int(final)) where names[index].header & 3 == NameBlockCoding.Display.explicit.rawValue {
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
}
