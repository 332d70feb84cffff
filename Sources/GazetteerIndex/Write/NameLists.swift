/// The names of every final record, in the order the names section stores them: the main name
/// and the forms derived from it, then alternate names and theirs, then the address.
///
/// Derived forms are what a person types for a name written otherwise (``NameForms``); an address
/// (street, house number, postcode, city) becomes a name of its own: "aulestrasse 38 9490 vaduz".
struct NameLists {
    struct Name {
        /// Offset of the key in the builder's keys, or (when derived or an address) in ``derivedKeys``.
        var keyOffset: UInt32
        var keyLength: UInt16
        /// ``NameBlockCoding`` header bits, the display mode among them.
        var header: UInt8
        /// String pool reference of the display text (unused for derived forms).
        var display: UInt32

        var ownsKey: Bool { header & (NameBlockCoding.derivedBit | NameBlockCoding.addressBit) != 0 }
    }

    /// The names with their keys, until the words are split (``releaseKeys()``).
    var names: SpillableArray<Name>
    /// After ``releaseKeys()``: each name's header and display reference, by name number (the
    /// references of names shown as written are set after that, ``DisplayText``).
    private(set) var headers: SpillableArray<UInt8>
    var displays: SpillableArray<UInt32>
    /// Per final record, where its names start in ``names``; one more entry at the end.
    var starts: SpillableArray<UInt32>
    /// Per final record, how many of its names are its main name and forms of it.
    var mainCounts: SpillableArray<UInt32>
    /// Per final record, its distinct names as written (not derived, not the address).
    var writtenCounts: SpillableArray<UInt32>
    var derivedKeys: SpillableArray<UInt8>

    /// Empty lists on `budget`.
    init(budget: MemoryBudget?) {
        names = SpillableArray(budget: budget)
        headers = SpillableArray(budget: budget)
        displays = SpillableArray(budget: budget)
        starts = SpillableArray([0], budget: budget)
        mainCounts = SpillableArray(budget: budget)
        writtenCounts = SpillableArray(budget: budget)
        derivedKeys = SpillableArray(budget: budget)
    }

    /// The key bytes of `name`.
    static func key(_ name: Name, keyBytes: UnsafeBufferPointer<UInt8>, derived: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let source = name.ownsKey ? derived : keyBytes
        return UnsafeBufferPointer(rebasing: source[Int(name.keyOffset)..<Int(name.keyOffset) + Int(name.keyLength)])
    }

    /// The names of the final record numbered `number` (in group order).
    func range(_ number: Int) -> Range<Int> { Int(starts[number])..<Int(starts[number + 1]) }

    /// How many names there are.
    var count: Int { Int(starts[starts.count - 1]) }

    /// Keeps of each name only what the sections need once the words are split, its header and
    /// display reference (5 bytes instead of 12), and lets the rest go with the derived keys.
    /// O(names).
    mutating func releaseKeys() {
        headers.reserveCapacity(names.count)
        displays.reserveCapacity(names.count)
        // Read through a buffer and appended a chunk at a time: a spilled list takes whole writes.
        let chunk = SpillStorage<UInt32>.chunkElements
        var (headerChunk, displayChunk) = ([UInt8](), [UInt32]())
        headerChunk.reserveCapacity(chunk)
        displayChunk.reserveCapacity(chunk)
        let isSpilled = names.isSpilled
        names.withUnsafeBufferPointer { names in
            var behind = ReleaseBehind(names, isSpilled: isSpilled)
            for first in stride(from: 0, to: names.count, by: chunk) {
                headerChunk.removeAll(keepingCapacity: true)
                displayChunk.removeAll(keepingCapacity: true)
                for name in names[first..<min(first + chunk, names.count)] {
                    headerChunk.append(name.header)
                    displayChunk.append(name.display)
                }
                headers.append(contentsOf: headerChunk)
                displays.append(contentsOf: displayChunk)
                behind.passed(first + headerChunk.count)
            }
        }
        names.removeAll()
        derivedKeys.removeAll()
    }

    /// Gathers the names of each group of merged records; the addresses' display texts go to the
    /// builder's strings.
    ///
    /// The two halves of the groups are gathered on two threads, then the second is appended to the
    /// first: the lists and the strings come out as one thread would make them. The groups gathered
    /// are counted on `progress`.
    /// - Complexity: O(names of the records).
    static func build(_ groups: RecordGroups, builder: IndexBuilder, progress: BuildStageProgress? = nil) -> NameLists {
        let split = groups.count >= builder.options.namesInHalvesFrom ? groups.count / 2 : groups.count
        // Joining the halves is counted as the second half's groups again.
        progress?.begin(.collectingNames, units: groups.count + groups.count - split)
        let base = UInt32(builder.strings.pool.count)
        // Reserved for all the names in the first half, which the second joins.
        let reserve = builder.names.count + builder.names.count / 16
        guard split < groups.count else {
            let (lists, text) = gathered(groups[...], textBase: base, reserve: reserve, builder: builder, progress: progress)
            _ = builder.strings.appendEncoded(text.bytes)
            return lists
        }
        let ((first, firstText), (second, secondText)) = concurrently({
            gathered(groups[..<split], textBase: base, reserve: reserve, builder: builder, progress: progress)
        }, {
            gathered(groups[split...], textBase: 0, reserve: reserve / 2, builder: builder, progress: progress)
        })
        _ = builder.strings.appendEncoded(firstText.bytes)
        let secondBase = builder.strings.appendEncoded(secondText.bytes)
        // Taken, not copied: with `first` still holding them, appending would copy every list of
        // the first half (a spilled list read whole at once) before adding the second's.
        var lists = consume first
        lists.append(second, textShift: secondBase)
        progress?.advance(by: groups.count - split)
        return lists
    }

    /// Appends the names of `other`, gathered after these, whose address texts were numbered from 0
    /// and are in the pool from `textShift`. O(names of `other`).
    private mutating func append(_ other: NameLists, textShift: UInt32) {
        let derivedShift = UInt32(derivedKeys.count), nameShift = UInt32(names.count)
        derivedKeys.append(contentsOf: other.derivedKeys)
        names.append(contentsOf: other.names.lazy.map { name in
            var name = name
            if name.ownsKey { name.keyOffset += derivedShift }
            if name.header & NameBlockCoding.addressBit != 0 { name.display += textShift }
            return name
        })
        starts.append(contentsOf: other.starts.dropFirst().lazy.map { $0 + nameShift })
        mainCounts.append(contentsOf: other.mainCounts)
        writtenCounts.append(contentsOf: other.writtenCounts)
    }

    /// The names of `groups`, on their own: derived keys from offset 0, the address texts in
    /// their own pool text whose references start at `textBase`.
    private static func gathered(
        _ groups: Slice<RecordGroups>, textBase: UInt32, reserve: Int, builder: IndexBuilder, progress: BuildStageProgress?
    ) -> (NameLists, PoolText) {
        var lists = NameLists(budget: builder.budget)
        lists.names.reserveCapacity(reserve)
        lists.starts.reserveCapacity(groups.count + 1)
        var text = PoolText(base: textBase)
        var collector = GroupNames()
        // The input records, names and keys do not change here: borrowed once, not through the
        // builder at every read.
        let (inputRecords, inputNames, inputKeys, pool, extras) = (
            builder.records, builder.names, builder.keyBytes, builder.strings.pool, builder.extras)
        inputRecords.withUnsafeBufferPointer { records in
        inputNames.withUnsafeBufferPointer { names in
        inputKeys.withUnsafeBufferPointer { keys in
        pool.withUnsafeBufferPointer { pool in
            let input = GatheringInput(records: records, names: names, keys: keys, pool: pool, extras: extras)
            var counted = 0
            defer { progress?.advance(by: counted) }
            for group in groups {
                counted += 1
                if counted == BuildStageProgress.countStep {
                    progress?.advance(by: counted)
                    counted = 0
                }
                let first = records[Int(group.first!)]
                if group.count == 1, first.extras == 0 || !extras.hasAddress(at: Int(first.extras) - 1),
                   appendPlainNames(of: first, input: input, to: &lists) {
                    continue
                }
                collector.reset()
                for (position, member) in group.enumerated() {
                    let record = records[Int(member)]
                    for index in Int(record.firstName)..<Int(record.firstName + record.nameCount) {
                        let entry = names[index]
                        let name = Name(
                            keyOffset: entry.keyOffset, keyLength: entry.keyLength, header: entry.mode.rawValue, display: entry.display)
                        let isMain = position == 0 && entry.kind != .alternate
                        collector.add(name, isMain: isMain, lists: &lists, input: input)
                    }
                }
                let written = collector.main.count + collector.alternates.count
                collector.addDerivedForms(lists: &lists, input: input)
                collector.addAddress(of: group, lists: &lists, text: &text, input: input)
                lists.names.append(contentsOf: collector.main)
                lists.names.append(contentsOf: collector.alternates)
                lists.mainCounts.append(UInt32(collector.main.count))
                lists.writtenCounts.append(UInt32(written))
                lists.starts.append(UInt32(lists.names.count))
            }
        }}}}
        return (lists, text)
    }

    /// Appends the names of a record without an address that is a group alone and has no derived
    /// forms, as they are: its names have distinct keys already (a record batch drops repeats), so
    /// there is nothing to look up. `false`, appending nothing, when the record needs the full
    /// gathering. O(names of the record).
    private static func appendPlainNames(of record: IndexBuilder.Record, input: GatheringInput, to lists: inout NameLists) -> Bool {
        let names = input.names
        let range = Int(record.firstName)..<Int(record.firstName + record.nameCount)
        guard !range.contains(where: { names[$0].mayHaveForms }) else { return false }
        var mainCount = 0
        for isMain in [true, false] {
            for index in range where (names[index].kind != .alternate) == isMain {
                let entry = names[index]
                lists.names.append(Name(
                    keyOffset: entry.keyOffset, keyLength: entry.keyLength, header: entry.mode.rawValue, display: entry.display))
                if isMain { mainCount += 1 }
            }
        }
        lists.mainCounts.append(UInt32(mainCount))
        lists.writtenCounts.append(UInt32(range.count))
        lists.starts.append(UInt32(lists.names.count))
        return true
    }
}

/// What gathering the names reads of the builder, borrowed once for all the groups: the input
/// records, their names, the names' keys, the string pool their display texts and addresses are
/// in, and their extras.
struct GatheringInput {
    let records: UnsafeBufferPointer<IndexBuilder.Record>
    let names: UnsafeBufferPointer<IndexBuilder.NameEntry>
    let keys: UnsafeBufferPointer<UInt8>
    let pool: UnsafeBufferPointer<UInt8>
    let extras: ExtrasStore

    /// The input key at `offset`, `length` bytes long.
    func key(offset: UInt32, length: UInt16) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: keys[Int(offset)..<Int(offset) + Int(length)])
    }
}

/// The names of one group while they are gathered: repeats of a key are dropped.
private struct GroupNames {
    var main: [NameLists.Name] = []
    var alternates: [NameLists.Name] = []
    private var seen = KeySet()
    private var all: [NameLists.Name] = []
    private var scratch: [UInt8] = []
    /// The names of ``main`` or ``alternates`` with their derived forms, while they are made.
    private var formed: [NameLists.Name] = []
    /// Scratch for an address's key and display text.
    private var addressKey: [UInt8] = []
    private var addressDisplay: [UInt8] = []

    mutating func reset() {
        main.removeAll(keepingCapacity: true)
        alternates.removeAll(keepingCapacity: true)
        all.removeAll(keepingCapacity: true)
        seen.reset()
    }

    /// Adds a name unless the group has its key already; `false` when it was a repeat.
    @discardableResult
    mutating func add(_ name: NameLists.Name, isMain: Bool, lists: inout NameLists, input: GatheringInput) -> Bool {
        guard insertKey(name, lists: lists, input: input) else { return false }
        if isMain { main.append(name) } else { alternates.append(name) }
        return true
    }

    /// Records the name's key; `false` when the group has it already. The names the key set refers
    /// to are read in place, never copied.
    private mutating func insertKey(_ name: NameLists.Name, lists: NameLists, input: GatheringInput) -> Bool {
        let number = UInt32(all.count)
        let isNew = lists.derivedKeys.withUnsafeBufferPointer { derived in
            all.withUnsafeBufferPointer { all in
                seen.insert(NameLists.key(name, keyBytes: input.keys, derived: derived), number: number) { other in
                    NameLists.key(all[Int(other)], keyBytes: input.keys, derived: derived)
                }
            }
        }
        if isNew { all.append(name) }
        return isNew
    }

    /// Adds the derived forms of the names gathered so far, each right after its source.
    mutating func addDerivedForms(lists: inout NameLists, input: GatheringInput) {
        addDerivedForms(toMain: true, lists: &lists, input: input)
        addDerivedForms(toMain: false, lists: &lists, input: input)
    }

    /// Puts each derived form of the main names (or the alternates) right after its source. The
    /// names are rebuilt in ``formed`` and the two arrays swapped, so that neither is made anew
    /// for a group.
    private mutating func addDerivedForms(toMain isMain: Bool, lists: inout NameLists, input: GatheringInput) {
        formed.removeAll(keepingCapacity: true)
        for index in 0..<(isMain ? main.count : alternates.count) {
            let source = isMain ? main[index] : alternates[index]
            formed.append(source)
            for form in NameForms.derived(from: source, input: input, scratch: &scratch) {
                let offset = UInt32(lists.derivedKeys.count)
                lists.derivedKeys.append(contentsOf: form)
                // A derived form is shown as the name it comes from.
                let name = NameLists.Name(
                    keyOffset: offset, keyLength: UInt16(form.count),
                    header: NameBlockCoding.derivedBit | NameBlockCoding.Display.previous.rawValue, display: 0)
                if insertKey(name, lists: lists, input: input) {
                    formed.append(name)
                } else {
                    lists.derivedKeys.removeLast(form.count)
                }
            }
        }
        if isMain { swap(&main, &formed) } else { swap(&alternates, &formed) }
    }

    /// Adds the address of the group's first record that has one.
    mutating func addAddress(of group: ArraySlice<UInt32>, lists: inout NameLists, text: inout PoolText, input: GatheringInput) {
        for member in group {
            let record = input.records[Int(member)]
            guard record.extras != 0 else { continue }
            guard let address = input.extras.address(at: Int(record.extras) - 1),
                  let display = NameForms.address(
                      address, pool: input.pool, key: &addressKey, display: &addressDisplay, text: &text)
            else { continue }
            let offset = UInt32(lists.derivedKeys.count)
            let keyLength = addressKey.count
            lists.derivedKeys.append(contentsOf: addressKey)
            let name = NameLists.Name(
                keyOffset: offset, keyLength: UInt16(keyLength),
                header: NameBlockCoding.addressBit | NameBlockCoding.Display.explicit.rawValue, display: display)
            if !add(name, isMain: main.isEmpty, lists: &lists, input: input) {
                lists.derivedKeys.removeLast(keyLength)
            }
            return
        }
    }
}
