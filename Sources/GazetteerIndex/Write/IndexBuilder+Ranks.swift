extension IndexBuilder {
    /// What ranking the final records gives: each one's importance (``Importance``), the
    /// permutation that puts them in rank order (from the most important down, then by record
    /// number), and the importance and record number of each rank, which the ranks section stores.
    ///
    /// Reads the final records, names and codes only, so it runs beside the words being gathered.
    /// - Complexity: O(records): a radix sort, and each list moved once.
    static func rank(
        finals: FinalRecords, writtenCounts: SpillableArray<UInt32>, codes: CodeDictionary,
        recordNumber: SpillableArray<UInt32>, budget: MemoryBudget?
    ) -> (
        importance: SpillableArray<UInt16>, toRanks: RaggedPermutation, importanceByRank: SpillableArray<UInt16>,
        recordNumberByRank: SpillableArray<UInt32>
    ) {
        // Each pair of feature code and category is looked up once.
        var kinds: [UInt32: Importance.Kind] = [:]
        let importance = SpillableArray(finals.records.indices.lazy.map { number in
            let record = finals.records[number]
            let pair = UInt32(record.featureCode) << 16 | UInt32(record.category)
            let kind = kinds[pair] ?? {
                let kind = Importance.Kind(
                    featureCode: codes.codes[Int(record.featureCode)], category: codes.codes[Int(record.category)])
                kinds[pair] = kind
                return kind
            }()
            return Importance.score(
                population: UInt64(record.population), featureClass: record.featureClass, kind: kind,
                nameCount: Int(writtenCounts[number]), isCapital: finals.flags[number] & RecordFlags.capital != 0)
        }, budget: budget)
        var rankOrder = SpillableArray(0..<UInt32(finals.records.count), budget: budget)
        // From the most important down, then by record number: six bytes of key.
        let rankKeys = importance.withUnsafeBufferPointer { importance in
            recordNumber.withUnsafeBufferPointer { recordNumber in
                KeyBytePlanes(count: importance.count, byteCount: 6, budget: budget) {
                    UInt64(UInt16.max - importance[$0]) << 32 | UInt64(recordNumber[$0])
                }
            }
        }
        radixSort(&rankOrder, keys: rankKeys)
        // What the ranks section and the passes over the postings read, in rank order.
        let toRanks = RaggedPermutation(target: RaggedPermutation.inverse(of: rankOrder, budget: budget), budget: budget)
        rankOrder = SpillableArray()
        return (importance, toRanks, toRanks.apply(importance), toRanks.apply(recordNumber))
    }
}
