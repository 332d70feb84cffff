extension WordIndexBuilder {
    /// Gathers the words of `count` records on two threads: `gather` is called with each half of
    /// `0..<count` (positions in the order the records are to be added, rank order for the index)
    /// and a builder of its own (its lists on `budget`). Each half's words are sorted on its own
    /// thread, the two sorted lists merged, each half's words renumbered by their places in byte
    /// order (on its own thread), and the second half's names and records appended to the first's.
    ///
    /// `gathered` is called once both halves are gathered, on a thread of its own while they are
    /// joined, so that what gathering read is let go beside the joining.
    ///
    /// - Returns: the builder, its words numbered in byte order, and `order`: the number in its
    ///   ``table`` of each word in byte order. The same as gathering every record on one thread
    ///   and sorting the words.
    /// - Complexity: O(words of the names), plus sorting each half's distinct words and merging them.
    static func gathered(
        count: Int, budget: MemoryBudget?, _ gather: (Range<Int>, inout WordIndexBuilder) -> Void, then gathered: () -> Void = {}
    ) -> (words: WordIndexBuilder, order: [UInt32]) {
        let middle = count / 2
        var (first, second) = concurrently({ () -> WordIndexBuilder in
            var builder = WordIndexBuilder(budget: budget)
            gather(0..<middle, &builder)
            return builder
        }, { () -> WordIndexBuilder in
            var builder = WordIndexBuilder(budget: budget)
            gather(middle..<count, &builder)
            return builder
        })
        // What gathering read is let go beside the joining, most of which runs on one thread.
        let (_, order) = concurrently(gathered) { () -> [UInt32] in
            let (firstSorted, secondSorted) = concurrently({ first.sortedWords() }, { second.sortedWords() })
            let (order, firstPlace, secondPlace) = first.merge(firstSorted, with: second, secondSorted)
            _ = concurrently({ first.renumber(firstPlace) }, { second.renumber(secondPlace) })
            first.append(&second)
            return order
        }
        return (first, order)
    }

    /// Merges this builder's words and `other`'s, each sorted (``sortedWords()``), into one list
    /// in byte order: a word of `other`'s alone is added to this builder's table (numbered, no
    /// longer looked up: the words are all gathered). Returns the number
    /// in this table of each word of the merged list, and each builder's words' places in it.
    /// O(words of both): most comparisons read the sorted lists alone (``SortedWords/compare(_:with:_:)``).
    private mutating func merge(
        _ sorted: SortedWords, with other: WordIndexBuilder, _ otherSorted: SortedWords
    ) -> (order: [UInt32], place: [UInt32], otherPlace: [UInt32]) {
        let (count, otherCount) = (sorted.order.count, otherSorted.order.count)
        var order: [UInt32] = []
        order.reserveCapacity(count + otherCount)
        var place = [UInt32](repeating: 0, count: count)
        var otherPlace = [UInt32](repeating: 0, count: otherCount)
        // Whether each of the other builder's words is its alone: added here after the merge (the
        // pool compared with must not grow during it), in its own order, reading its pool in turn.
        var alone = [Bool](repeating: false, count: otherCount)
        other.table.pool.withUnsafeBufferPointer { otherPool in
            other.table.offsets.withUnsafeBufferPointer { otherOffsets in
                table.pool.withUnsafeBufferPointer { pool in
                    table.offsets.withUnsafeBufferPointer { offsets in
                        var (index, otherIndex) = (0, 0)
                        while index < count || otherIndex < otherCount {
                            let comparison: Int32
                            if index == count {
                                comparison = 1
                            } else if otherIndex == otherCount {
                                comparison = -1
                            } else if let known = sorted.compare(index, with: otherSorted, otherIndex) {
                                comparison = known
                            } else {
                                comparison = ByteOrder.compare(
                                    StringInterner.bytes(at: offsets[Int(sorted.order[index])], in: pool),
                                    StringInterner.bytes(at: otherOffsets[Int(otherSorted.order[otherIndex])], in: otherPool))
                            }
                            let position = UInt32(order.count)
                            if comparison <= 0 {
                                place[Int(sorted.order[index])] = position
                                order.append(sorted.order[index])
                                index += 1
                            }
                            if comparison >= 0 {
                                let word = Int(otherSorted.order[otherIndex])
                                otherPlace[word] = position
                                if comparison > 0 {
                                    alone[word] = true
                                    order.append(0)
                                }
                                otherIndex += 1
                            }
                        }
                    }
                }
            }
        }
        other.table.pool.withUnsafeBufferPointer { otherPool in
            for word in 0..<otherCount where alone[word] {
                order[Int(otherPlace[word])] = appendNumbered(StringInterner.bytes(at: other.table.offsets[word], in: otherPool))
            }
        }
        return (order, place, otherPlace)
    }
}
