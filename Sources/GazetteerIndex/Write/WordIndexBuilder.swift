/// Builds the word sections: the sorted word dictionary, the posting lists in rank order, and the
/// heads of heavy prefixes.
struct WordIndexBuilder {
    struct Output {
        var words: [UInt8] = []
        var directory: [UInt8] = []
        var postings = SpillableArray<UInt8>()
        var prefixes: [UInt8] = []
        var heads = SpillableArray<UInt8>()
        var answers = SpillableArray<UInt8>()
        var countryAnswers: [UInt8] = []
        var countryAnswerCount = 0
        var wordCount = 0
        var postingCount = 0
        var prefixCount = 0
        /// The dictionary's reads ahead, kept.
        var readAhead = ReadAhead()
    }

    /// How far ahead of the word being encoded the dictionary reads a word's first byte.
    static let readAheadWords = 16

    /// Distinct words, interned in the order met; their numbers become sorted numbers later.
    private(set) var table = StringInterner()
    /// Scratch for ``addNames(_:)``: the words of the names being added, and the names' letters
    /// and word ends, appended to the lists at once.
    private var scratchWords: [UnsafeBufferPointer<UInt8>] = []
    private var scratchLetters: [UInt16] = []
    private var scratchStarts: [UInt32] = []
    /// Word numbers of every name, back to back; ``nameStarts`` says where each name's begin.
    private(set) var nameWords: SpillableArray<UInt32>
    private(set) var nameStarts: SpillableArray<UInt32>
    /// Letters (characters but spaces) of every name's key.
    private(set) var nameLetters: SpillableArray<UInt16>
    /// Synthetic words (country, admin1, categories) of every record, back to back, in the order the
    /// records are added (rank order): record `r`'s are `recordWords[recordStarts[r]..<recordStarts[r + 1]]`.
    private(set) var recordWords: SpillableArray<UInt32>
    private(set) var recordStarts: SpillableArray<UInt32>
    /// Where each record's names start among the names (record `r`'s are
    /// `recordNameStarts[r]..<recordNameStarts[r + 1]`), in the order the records are added.
    private(set) var recordNameStarts: SpillableArray<UInt32>

    /// An empty builder whose lists grow on `budget` (the word table itself stays in memory).
    init(budget: MemoryBudget? = nil) {
        nameWords = SpillableArray(budget: budget)
        nameStarts = SpillableArray([0], budget: budget)
        nameLetters = SpillableArray(budget: budget)
        recordWords = SpillableArray(budget: budget)
        recordStarts = SpillableArray([0], budget: budget)
        recordNameStarts = SpillableArray([0], budget: budget)
    }

    /// A builder made of its lists (see ``permuted(_:)``).
    init(
        table: StringInterner, nameWords: SpillableArray<UInt32>, nameStarts: SpillableArray<UInt32>,
        nameLetters: SpillableArray<UInt16>, recordWords: SpillableArray<UInt32>, recordStarts: SpillableArray<UInt32>,
        recordNameStarts: SpillableArray<UInt32>
    ) {
        self.table = table
        (self.nameWords, self.nameStarts, self.nameLetters) = (nameWords, nameStarts, nameLetters)
        (self.recordWords, self.recordStarts, self.recordNameStarts) = (recordWords, recordStarts, recordNameStarts)
    }

    /// Reserves room for `names` names of `records` records, so that the lists are never copied as
    /// they grow. Room for words is reserved generously (four a name, four synthetic words a record):
    /// what is never written costs address space only.
    mutating func reserveCapacity(names: Int, records: Int) {
        nameWords.reserveCapacity(nameWords.count + names * 4)
        nameStarts.reserveCapacity(nameStarts.count + names)
        nameLetters.reserveCapacity(nameLetters.count + names)
        recordWords.reserveCapacity(recordWords.count + records * 4)
        recordStarts.reserveCapacity(recordStarts.count + records)
        recordNameStarts.reserveCapacity(recordNameStarts.count + records)
    }

    /// Splits `key` into words and records them as the next name's.
    mutating func addName(_ key: UnsafeBufferPointer<UInt8>) {
        addNames(CollectionOfOne(key))
    }

    /// Splits each of `keys` into words and records them as the next names', in order. The words
    /// of all are looked up together (``StringInterner/appendNumbers(of:to:)``): names are best
    /// added many at once, several records' (each then ended by ``addRecordWords(_:nameCount:)``).
    mutating func addNames(_ keys: some Collection<UnsafeBufferPointer<UInt8>>) {
        // Where each name's words end among the names' words.
        var end = nameWords.count
        for key in keys {
            // One pass: the words (the first ``NameBlockCoding/maximumWords``, spaces between), and
            // the letters (characters other than spaces) of the whole key.
            var (count, letters, start) = (0, 0, 0)
            for index in key.indices {
                let byte = key[index]
                if byte == 0x20 {
                    if index > start && count < NameBlockCoding.maximumWords {
                        scratchWords.append(UnsafeBufferPointer(rebasing: key[start..<index]))
                        count += 1
                    }
                    start = index + 1
                } else if byte & 0xC0 != 0x80 {
                    letters += 1
                }
            }
            if key.count > start && count < NameBlockCoding.maximumWords {
                scratchWords.append(UnsafeBufferPointer(rebasing: key[start...]))
                count += 1
            }
            end += count
            scratchStarts.append(UInt32(end))
            scratchLetters.append(UInt16(clamping: letters))
        }
        table.appendNumbers(of: scratchWords, to: &nameWords)
        // Each list takes the names' values in one append (an append checks the list is not shared).
        nameLetters.append(contentsOf: scratchLetters)
        nameStarts.append(contentsOf: scratchStarts)
        scratchLetters.removeAll(keepingCapacity: true)
        scratchStarts.removeAll(keepingCapacity: true)
        // The words point into the caller's keys: none is kept past this call.
        scratchWords.removeAll(keepingCapacity: true)
    }

    /// Appends `other`'s names and records after this builder's, their words numbered as here
    /// already (``renumber(_:)``). `other` is emptied.
    mutating func append(_ other: inout WordIndexBuilder) {
        let wordBase = UInt32(nameWords.count)
        let nameBase = UInt32(nameStarts.count - 1)
        // Each list grows once, to its final size.
        nameWords.reserveCapacity(nameWords.count + other.nameWords.count)
        nameStarts.reserveCapacity(nameStarts.count + other.nameStarts.count)
        nameLetters.reserveCapacity(nameLetters.count + other.nameLetters.count)
        recordWords.reserveCapacity(recordWords.count + other.recordWords.count)
        recordStarts.reserveCapacity(recordStarts.count + other.recordStarts.count)
        recordNameStarts.reserveCapacity(recordNameStarts.count + other.recordNameStarts.count)
        nameWords.append(contentsOf: other.nameWords)
        nameStarts.append(contentsOf: other.nameStarts.dropFirst().lazy.map { $0 + wordBase })
        nameLetters.append(contentsOf: other.nameLetters)
        let recordBase = UInt32(recordWords.count)
        recordWords.append(contentsOf: other.recordWords)
        recordStarts.append(contentsOf: other.recordStarts.dropFirst().lazy.map { $0 + recordBase })
        recordNameStarts.append(contentsOf: other.recordNameStarts.dropFirst().lazy.map { $0 + nameBase })
        other = WordIndexBuilder(budget: nameWords.budget)
    }

    /// The number of a synthetic word (interned when new).
    mutating func number(of word: [UInt8]) -> UInt32 {
        word.withUnsafeBufferPointer { table.number(of: $0) }
    }

    /// Numbers a word known to be new, once no word is looked up any more
    /// (``StringInterner/appendNumbered(_:)``).
    mutating func appendNumbered(_ word: UnsafeBufferPointer<UInt8>) -> UInt32 {
        table.appendNumbered(word)
    }

    /// Ends the next record: its names are the `nameCount` added after the last record's (names
    /// of several records can be added at once, ``addNames(_:)``); `numbers` are its synthetic words.
    mutating func addRecordWords(_ numbers: [UInt32], nameCount: Int) {
        recordWords.append(contentsOf: numbers)
        recordStarts.append(UInt32(recordWords.count))
        recordNameStarts.append(recordNameStarts[recordNameStarts.count - 1] + UInt32(nameCount))
    }

    /// The words in byte order (``SortedWords``).
    ///
    /// A radix sort of (first bytes, word) pairs, which reads each pair where it lies; the few runs
    /// that share their first 8 bytes are sorted by their next 8 and their lengths, and by their
    /// bytes only past 16 alike (``SortedWords/compare(tail:length:with:length:)``). O(words × 8)
    /// plus the runs' comparisons.
    func sortedWords() -> SortedWords {
        var sorted = SortedWords()
        table.pool.withUnsafeBufferPointer { pool in
            table.offsets.withUnsafeBufferPointer { offsets in
                func bytes(_ word: UInt32) -> UnsafeBufferPointer<UInt8> { StringInterner.bytes(at: offsets[Int(word)], in: pool) }
                // The tails and lengths by word, read with the heads (the pool front to back), and
                // put in sorted order once it is known.
                let count = offsets.count
                var keyed: [(head: UInt64, word: UInt32)] = []
                keyed.reserveCapacity(count)
                var tails = [UInt64](repeating: 0, count: count)
                var lengths = [UInt8](repeating: 0, count: count)
                tails.withUnsafeMutableBufferPointer { tails in
                    lengths.withUnsafeMutableBufferPointer { lengths in
                        for word in 0..<count {
                            let bytes = bytes(UInt32(word))
                            if bytes.count > 8 { tails[word] = WordBlockCoding.firstBytes(UnsafeBufferPointer(rebasing: bytes[8...])) }
                            lengths[word] = UInt8(clamping: bytes.count)
                            keyed.append((WordBlockCoding.firstBytes(bytes), UInt32(word)))
                        }
                        radixSort(&keyed) { $0.head }
                        sorted.order = keyed.map(\.word)
                        sorted.heads = keyed.map(\.head)
                        var start = 0
                        while start < keyed.count {
                            var end = start + 1
                            while end < keyed.count && keyed[end].head == keyed[start].head { end += 1 }
                            if end - start > 1 {
                                sorted.order[start..<end].sort { first, second in
                                    let known = SortedWords.compare(
                                        tail: tails[Int(first)], length: lengths[Int(first)],
                                        with: tails[Int(second)], length: lengths[Int(second)])
                                    return (known ?? ByteOrder.compare(bytes(first), bytes(second))) < 0
                                }
                            }
                            start = end
                        }
                        sorted.tails = sorted.order.map { tails[Int($0)] }
                        sorted.lengths = sorted.order.map { lengths[Int($0)] }
                    }
                }
            }
        }
        return sorted
    }

    /// Renumbers every name's and record's words: word `w` becomes `sortedNumber[w]`.
    /// O(words of the names and records), front to back through buffers.
    mutating func renumber(_ sortedNumber: [UInt32]) {
        sortedNumber.withUnsafeBufferPointer { sortedNumber in
            func renumber(_ words: UnsafeMutableBufferPointer<UInt32>) {
                for index in words.indices { words[index] = sortedNumber[Int(words[index])] }
            }
            nameWords.withUnsafeMutableBufferPointer(renumber)
            recordWords.withUnsafeMutableBufferPointer(renumber)
        }
    }

    /// What ranking at build time needs to know of the records and names, in rank order (as the
    /// words are), so that the passes over the postings read it front to back.
    struct Ranking {
        /// By rank: the record's importance, record number (Morton order), country, and how many
        /// of its names are its main name and forms of it.
        var importance: SpillableArray<UInt16>
        var recordNumbers: SpillableArray<UInt32>
        var countries: SpillableArray<UInt16>
        var mainCounts: SpillableArray<UInt32>
        /// Each name's header (``NameBlockCoding``), in the order of the words' names.
        var nameHeaders: SpillableArray<UInt8>
        /// Countries with answer lists of their own for short prefixes.
        var largeCountries: Set<UInt16>

        /// The number of records.
        var count: Int { importance.count }
    }

    /// Builds the sections, counting its steps on `progress`.
    ///
    /// - Throws: ``IndexError/tooLarge(reason:)`` past 4 GiB of postings or of words.
    func build(
        order: [UInt32], ranking: Ranking, headLength: Int, heavyThreshold: Int, answerLength: Int, countryAnswerLength: Int,
        progress: BuildStageProgress
    ) throws(IndexError) -> Output {
        let wordCount = order.count
        let postings = try PostingLists(words: self, ranking: ranking, wordCount: wordCount, progress: progress)
        let starts = postings.starts
        progress.begin(.findingHeavyPrefixes)
        var output = Output()
        output.wordCount = wordCount
        output.postingCount = starts[wordCount]
        let (spans, spansReadAhead) = spans(of: order)
        // The dictionary and the heavy prefixes' lists are independent: made side by side (the
        // prefixes' passes count the step's progress: they take longer), the dictionary beside the
        // finding of the prefixes too.
        let (encoded, (heavy, prefixLists)) = concurrently({ () -> Output? in
            var encoded = output
            return encodeDictionary(spans: spans, postings: postings, into: &encoded) ? encoded : nil
        }, { () -> ([HeavyPrefix], PrefixLists) in
            let heavy = HeavyPrefixes(spans: spans, pool: table.pool, starts: starts).find(threshold: heavyThreshold)
            let lists = PrefixLists.build(
                prefixes: heavy, wordCount: wordCount, words: self, ranking: ranking, headLength: headLength,
                answerLength: answerLength, countryLength: countryAnswerLength, budget: nameWords.budget,
                progress: progress)
            return (heavy, lists)
        })
        guard let encoded else { throw .tooLarge(reason: "more than 4 GiB of words (the word directory's offsets are 32-bit)") }
        output = encoded
        output.readAhead = output.readAhead.combined(with: spansReadAhead)
        output.heads = SpillableArray(budget: nameWords.budget)
        output.answers = SpillableArray(budget: nameWords.budget)
        output.postings = postings.bytes
        HeavyPrefixes.encode(heavy, lists: prefixLists, into: &output)
        return output
    }

    /// The dictionary blocks and their directory, from the words' `spans` in the table's pool in
    /// byte order; each word's entry gives its postings' count and bytes. Returns false when the
    /// blocks pass the 4 GiB the directory's offsets reach.
    private func encodeDictionary(spans: [(start: Int, length: Int)], postings: PostingLists, into output: inout Output) -> Bool {
        var blocks: [(firstBytes: UInt64, offset: Int, postingOffset: Int, postingsBefore: Int)] = []
        let (starts, byteStarts) = (postings.starts, postings.byteStarts)
        var readAhead = ReadAhead()
        table.pool.withUnsafeBufferPointer { pool in
            var previous = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
            for (number, span) in spans.enumerated() {
                // The words lie at random in the pool: the first byte of one some words ahead is
                // read now, so that its cache miss overlaps the words between.
                if number + Self.readAheadWords < spans.count { readAhead.read(pool[spans[number + Self.readAheadWords].start]) }
                let bytes = UnsafeBufferPointer(rebasing: pool[span.start..<span.start + span.length])
                if number % WordBlockCoding.blockSize == 0 {
                    blocks.append((WordBlockCoding.firstBytes(bytes), output.words.count, byteStarts[number], starts[number]))
                    previous = UnsafeBufferPointer(start: nil, count: 0)
                }
                WordBlockCoding.append(
                    bytes, previous: previous, postingCount: starts[number + 1] - starts[number],
                    postingBytes: byteStarts[number + 1] - byteStarts[number], to: &output.words)
                previous = bytes
            }
        }
        output.readAhead = readAhead
        guard output.words.count <= Int(UInt32.max) else { return false }
        output.directory = fixedWidthSection(count: blocks.count, stride: WordBlockLayout.size) { index, entry in
            let block = blocks[index]
            entry.store(WordBlockLayout.firstBytes, block.firstBytes)
            entry.store(WordBlockLayout.offset, UInt32(block.offset))
            entry.store(WordBlockLayout.postingOffset, UInt32(block.postingOffset))
            entry.store(WordBlockLayout.postingsBefore, UInt32(block.postingsBefore))
        }
        return true
    }
}

/// A word table's words in byte order (``WordIndexBuilder/sortedWords()``), by place: their numbers
/// in the table, their first 8 bytes (``WordBlockCoding/firstBytes(_:)``), the 8 after (zero-padded)
/// and their lengths, which order most pairs of words without reading their bytes.
struct SortedWords {
    var order: [UInt32] = []
    var heads: [UInt64] = []
    var tails: [UInt64] = []
    var lengths: [UInt8] = []

    /// How the word at `place` here and the one at `otherPlace` in `other` compare in byte order
    /// (-1, 0, 1), or `nil` when only their bytes tell: both are longer than 16 bytes and their
    /// first 16 are the same. A word is zero-padded in its first 16 bytes: with the same ones, a
    /// word of at most 16 bytes is a prefix of the other, or the same word when as long. O(1).
    @inline(__always)
    func compare(_ place: Int, with other: SortedWords, _ otherPlace: Int) -> Int32? {
        let (head, otherHead) = (heads[place], other.heads[otherPlace])
        if head != otherHead { return head < otherHead ? -1 : 1 }
        return Self.compare(
            tail: tails[place], length: lengths[place], with: other.tails[otherPlace], length: other.lengths[otherPlace])
    }

    /// How two words with the same first 8 bytes compare (-1, 0, 1) from their next 8 bytes
    /// (zero-padded) and their lengths, or `nil` when only their bytes tell. O(1).
    @inline(__always)
    static func compare(tail: UInt64, length: UInt8, with otherTail: UInt64, length otherLength: UInt8) -> Int32? {
        if tail != otherTail { return tail < otherTail ? -1 : 1 }
        guard length <= 16 || otherLength <= 16 else { return nil }
        return length == otherLength ? 0 : length < otherLength ? -1 : 1
    }
}
