/// Names and optional fields of records, decoded for results.
extension Gazetteer {
    /// The record's own name ("" for an unnamed record, or one known only by its address).
    func mainName(of record: Int) -> String {
        let block = nameBlock(record)
        guard block.mainCount > 0, let first = block.first, !first.isAddress else { return "" }
        // The first name is no derived form: it shows as itself.
        return display(ofSource: first, in: block)
    }

    /// The name numbered `ordinal` of `record`, as written.
    func displayName(of record: Int, ordinal: Int) -> String {
        let block = nameBlock(record)
        guard let name = block.name(ordinal) else { return "" }
        return display(of: name, in: block)
    }

    /// The name through which `hit` matched, for a hit just made by a search (whose
    /// ``NameHit/nameStart`` is the record's): read where the hit says it starts, and not decoded
    /// again when it shows as the record's own name, `mainName` (``mainName(of:)``).
    /// - Complexity: O(length of the name).
    func matchedName(of hit: NameHit, mainName: String) -> String {
        let block = nameBlock(hit.record)
        guard hit.nameStart > 0, let name = block.name(hit.nameOrdinal, relativeStart: Int(hit.nameStart)) else {
            return displayName(of: hit.record, ordinal: hit.nameOrdinal)
        }
        guard let source = shownAs(name, in: block) else { return "" }
        if source.ordinal == 0 && !mainName.isEmpty { return mainName }
        return display(ofSource: source, in: block)
    }

    /// The name `name` shows as: itself, or for a derived form the name it was made from; `nil`
    /// for a damaged block.
    func shownAs(_ name: NameBlockCoding.Name, in block: NameBlockCoding.Block) -> NameBlockCoding.Name? {
        var current = name
        // A derived form shows as the name before it; the bound guards a damaged block.
        for _ in 0..<8 where current.display == .previous && current.ordinal > 0 {
            guard let previous = block.name(current.ordinal - 1) else { return nil }
            current = previous
        }
        return current
    }

    /// How `name` is shown, following derived forms back to the name they were made from.
    func display(of name: NameBlockCoding.Name, in block: NameBlockCoding.Block) -> String {
        guard let source = shownAs(name, in: block) else { return "" }
        return display(ofSource: source, in: block)
    }

    /// How a name that ``shownAs(_:in:)`` gave is shown.
    private func display(ofSource current: NameBlockCoding.Name, in block: NameBlockCoding.Block) -> String {
        switch current.display {
        case .explicit: return string(current.displayReference)
        case .key, .previous: return key(of: current, in: block, titleCase: false)
        case .titleCase: return key(of: current, in: block, titleCase: true)
        }
    }

    /// The search key of `name`: its words joined by spaces (in title case when asked).
    ///
    /// The words are decoded into a buffer on the stack that holds any key the writer makes
    /// (``RecordBatch/maximumKeyLength``), then copied into the string once; only a longer key (a
    /// damaged block) takes a buffer for the most a block can hold.
    /// - Complexity: O(words × block size + length of the key).
    func key(of name: NameBlockCoding.Name, in block: NameBlockCoding.Block, titleCase: Bool) -> String {
        if let key = key(of: name, in: block, titleCase: titleCase, capacity: Self.keyBufferSize) { return key }
        let capacity = NameBlockCoding.maximumWords * (WordBlockCoding.maximumWordLength + 1)
        return key(of: name, in: block, titleCase: titleCase, capacity: capacity) ?? ""
    }

    /// Room for a stored key and one more word: a key that fits is never cut short.
    private static let keyBufferSize = RecordBatch.maximumKeyLength + 1 + WordBlockCoding.maximumWordLength + 1

    /// ``key(of:in:titleCase:)`` through a buffer of `capacity` bytes; `nil` when a word might not fit.
    @inline(__always)
    private func key(of name: NameBlockCoding.Name, in block: NameBlockCoding.Block, titleCase: Bool, capacity: Int) -> String? {
        let dictionary = WordDictionary(self)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { output -> String? in
            var length = 0
            var fits = true
            block.forEachWord(of: name) { position, word in
                // Every word is at most maximumWordLength bytes, after a space.
                guard fits, length + 1 + WordBlockCoding.maximumWordLength <= capacity else {
                    fits = false
                    return
                }
                if position > 0 {
                    output[length] = 0x20
                    length += 1
                }
                let start = length
                length += dictionary.word(Int(word), into: output.baseAddress! + length)
                // Title case: the first letter of each word, for keys that are all ASCII.
                if titleCase, start < length, output[start] >= UInt8(ascii: "a"), output[start] <= UInt8(ascii: "z") {
                    output[start] -= 0x20
                }
            }
            guard fits else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: output[..<length]), as: UTF8.self)
        }
    }

    /// A record's optional fields (a struct, not a tuple: a tuple of these is copied through the
    /// runtime's generic witnesses, which made up a third of resolving a place).
    struct RecordExtras {
        var tags: [RecordTag] = []
        var otherCategories: [UInt16] = []
        var address = PostalAddress.none
        var extent: BoundingBox?
    }

    /// The optional fields of a record.
    func recordExtras(_ record: Int) -> RecordExtras {
        let reference = Int(records.load(RecordLayout.extras, at: recordOffset(record)))
        guard reference > 0 else { return RecordExtras() }
        var result = RecordExtras()
        RecordExtrasCoding.forEachField(in: extras, at: reference - 1) { tag, payload in
            switch tag {
            case RecordExtrasCoding.tags:
                let (text, size) = payload.varint(0)
                if size > 0 { result.tags = TagCoding.decode(string(UInt32(truncatingIfNeeded: text))) }
            case RecordExtrasCoding.otherCategories:
                var (count, position) = payload.varint(0)
                for _ in 0..<min(count, payload.count) {
                    let (value, size) = payload.varint(position)
                    guard size > 0 else { break }
                    result.otherCategories.append(UInt16(truncatingIfNeeded: value))
                    position += size
                }
            case RecordExtrasCoding.address:
                var parts: [String] = []
                var position = 0
                for _ in 0..<4 {
                    let (value, size) = payload.varint(position)
                    guard size > 0 else { break }
                    parts.append(string(UInt32(truncatingIfNeeded: value)))
                    position += size
                }
                if parts.count == 4 {
                    result.address = PostalAddress(street: parts[0], houseNumber: parts[1], postcode: parts[2], city: parts[3])
                }
            case RecordExtrasCoding.extent where payload.count >= 16:
                let values = (0..<4).map { FixedPoint.degrees(payload.i32($0 * 4)) }
                result.extent = BoundingBox(minLatitude: values[0], minLongitude: values[1], maxLatitude: values[2], maxLongitude: values[3])
            default:
                break
            }
        }
        return result
    }

    /// Whether the record is found under one of the category numbers (its main category or another).
    ///
    /// - Complexity: O(categories of the record × `numbers`), no allocation.
    func hasCategory(_ record: Int, in numbers: [UInt16]) -> Bool {
        if numbers.contains(categoryNumber(record)) { return true }
        let reference = Int(records.load(RecordLayout.extras, at: recordOffset(record)))
        guard reference > 0 else { return false }
        var found = false
        RecordExtrasCoding.forEachField(in: extras, at: reference - 1) { tag, payload in
            guard tag == RecordExtrasCoding.otherCategories, !found else { return }
            var (count, position) = payload.varint(0)
            for _ in 0..<min(count, payload.count) {
                let (value, size) = payload.varint(position)
                guard size > 0 else { return }
                if numbers.contains(UInt16(truncatingIfNeeded: value)) { found = true }
                position += size
            }
        }
        return found
    }
}
