extension WordIndexBuilder {
    /// Gathers the words of `count` records on two threads: `gather` is called with each half of
    /// `0..<count` (positions in the order the records are to be added, rank order for the index)
    /// and a builder of its own (its lists on `budget`), and the second half's builder is appended to the first's (its
    /// words interned there). Word numbers are renumbered in sorted order later, so the result is
    /// the same as gathering every record on one thread.
    ///
    /// `gathered` is called once both halves are gathered, before they are joined, so that what
    /// gathering read can be let go first.
    ///
    /// - Complexity: O(words of the names) plus O(distinct words of the second half) to append it.
    static func gathered(
        count: Int, budget: MemoryBudget?, _ gather: (Range<Int>, inout WordIndexBuilder) -> Void, then gathered: () -> Void = {}
    ) -> WordIndexBuilder {
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
        gathered()
        first.append(&second)
        return first
    }
}
