extension WordIndexBuilder {
    /// This builder with its records, and their names with them, in another order: record `r`
    /// goes to `permutation.target[r]`. The words are gathered in the order the records are stored
    /// (reading them front to back) and put in rank order this way, where the postings need them.
    ///
    /// - Complexity: O(words) (``RaggedPermutation``: each list read and written twice at most), plus
    ///   one read at a random place of a 4-byte-a-record list per record.
    func permuted(_ permutation: RaggedPermutation) -> WordIndexBuilder {
        let budget = permutation.budget
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
        let names = RaggedPermutation(target: nameTarget.finish(), windowBytes: permutation.windowBytes, budget: budget)
        let (newNameWords, newNameStarts) = names.apply(nameWords, starts: nameStarts)
        let (newRecordWords, newRecordStarts) = permutation.apply(recordWords, starts: recordStarts)
        return WordIndexBuilder(
            table: table, nameWords: newNameWords, nameStarts: newNameStarts, nameLetters: names.apply(nameLetters),
            recordWords: newRecordWords, recordStarts: newRecordStarts, recordNameStarts: newRecordNameStarts)
    }
}
