extension WordIndexBuilder {
    /// This builder with its records, and their names with them, in another order: record `r`
    /// goes to `permutation.target[r]`. The words are gathered in the order the records are stored
    /// (reading them front to back) and put in rank order this way, where the postings need them.
    /// Its work is counted on `progress`, ``rankOrderUnits`` in all: the records' new starts and
    /// the names' new places, then the lists moved (``RaggedPermutation/progress``). The caller begins the step
    /// (``BuildStep/rankOrder``), which may count other work beside it.
    ///
    /// - Complexity: O(words) (``RaggedPermutation``: each list read and written twice at most), plus
    ///   one read at a random place of a 4-byte-a-record list per record.
    func permuted(_ permutation: RaggedPermutation, progress: BuildStageProgress? = nil) -> WordIndexBuilder {
        let budget = permutation.budget
        let permutation = permutation.counting(on: progress)
        let placing = Self.placingUnits(nameStarts)
        // Each record's first name in the new order; a name goes there plus its ordinal.
        let newRecordNameStarts = permutation.targetStarts(sourceStarts: recordNameStarts)
        // Appended a chunk at a time: a spilled list takes it in whole writes.
        var nameTarget = StagedList<UInt32>(budget: budget, reservingCapacity: nameStarts.count - 1)
        newRecordNameStarts.withUnsafeBufferPointer { newFirst in
            recordNameStarts.withUnsafeBufferPointer { first in
                permutation.target.withUnsafeBufferPointer { target in
                    // Read front to back but for the new starts: a spilled list's pages go behind.
                    var behind = (ReleaseBehind(first, isSpilled: recordNameStarts.isSpilled),
                                  ReleaseBehind(target, isSpilled: permutation.target.isSpilled))
                    for record in target.indices {
                        let base = newFirst[Int(target[record])] &- first[record]
                        for name in first[record]..<first[record + 1] { nameTarget.append(name &+ base) }
                        behind.0.passed(record)
                        behind.1.passed(record)
                    }
                }
            }
        }
        progress?.advance(by: placing)
        let names = RaggedPermutation(
            target: nameTarget.finish(), windowBytes: permutation.windowBytes, budget: budget, progress: progress)
        let (newNameWords, newNameStarts) = names.apply(nameWords, starts: nameStarts)
        let newNameLetters = names.apply(nameLetters)
        let (newRecordWords, newRecordStarts) = permutation.apply(recordWords, starts: recordStarts)
        return WordIndexBuilder(
            table: table, nameWords: newNameWords, nameStarts: newNameStarts, nameLetters: newNameLetters,
            recordWords: newRecordWords, recordStarts: newRecordStarts, recordNameStarts: newRecordNameStarts)
    }

    /// The units ``permuted(_:progress:)`` counts on its progress. O(1).
    var rankOrderUnits: Int {
        let (names, records) = (nameStarts.count - 1, recordStarts.count - 1)
        return RaggedPermutation.startsUnits(items: records) + Self.placingUnits(nameStarts)
            + RaggedPermutation.progressUnits(of: nameWords, items: names)
            + RaggedPermutation.progressUnits(of: nameLetters)
            + RaggedPermutation.progressUnits(of: recordWords, items: records)
    }

    /// The names' new places count as much as reading their starts once.
    private static func placingUnits(_ nameStarts: SpillableArray<UInt32>) -> Int {
        nameStarts.count * MemoryLayout<UInt32>.stride
    }
}
