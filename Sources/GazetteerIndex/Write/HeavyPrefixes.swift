/// Finds the heavy prefixes of the word dictionary and computes their heads.
///
/// A prefix is heavy when the words that start with it have more postings, together, than the
/// threshold. Its head is the first postings of those words merged in rank order, leaving out the
/// word equal to the prefix: a query for the prefix reads the head instead of merging thousands
/// of lists. Only heavy ranges and their
/// children are looked at, by splitting heavy word ranges on their next byte; a prefix that ends
/// inside a UTF-8 character gets no entry.
struct HeavyPrefixes {
    private let spans: [(start: Int, length: Int)]
    private let pool: [UInt8]
    /// Cumulative postings: the postings of word `w` are `starts[w]..<starts[w + 1]`.
    private let starts: [Int]

    init(table: StringInterner, order: [UInt32], starts: [Int]) {
        spans = order.map { table.span(at: Int(table.offsets[Int($0)])) }
        pool = table.pool
        self.starts = starts
    }

    func build(
        entries: [UInt64], headLength: Int, threshold: Int, answers: AnswerLists, into output: inout WordIndexBuilder.Output
    ) {
        // Each heavy prefix: its first word, its length, and one past the last word that starts with it.
        var heavy: [(word: Int, length: Int, end: Int)] = []
        var pending: [(words: Range<Int>, depth: Int)] = []
        let wordCount = spans.count
        if wordCount > 0 && starts[wordCount] > threshold { pending.append((0..<wordCount, 0)) }
        while let (words, depth) = pending.popLast() {
            var groupStart = words.lowerBound
            // Words that end at `depth` (the prefix itself) sort first and extend nothing.
            while groupStart < words.upperBound && spans[groupStart].length <= depth { groupStart += 1 }
            while groupStart < words.upperBound {
                let value = byte(groupStart, depth)
                var low = groupStart + 1
                var high = words.upperBound
                while low < high {
                    let middle = (low + high) / 2
                    if byte(middle, depth) <= value { low = middle + 1 } else { high = middle }
                }
                let group = groupStart..<low
                let isSynthetic = depth == 0 && value < 0x20
                if !isSynthetic && starts[group.upperBound] - starts[group.lowerBound] > threshold {
                    let length = depth + 1
                    let next = byte(group.lowerBound, length)
                    if spans[group.lowerBound].length == length || next & 0xC0 != 0x80 {
                        heavy.append((group.lowerBound, length, group.upperBound))
                    }
                    pending.append((group, length))
                }
                groupStart = low
            }
        }
        heavy.sort { $0.word != $1.word ? $0.word < $1.word : $0.length < $1.length }
        var heads: [(count: Int, offset: Int, answerCount: Int, answerOffset: Int)] = []
        var countryAnswers: [(prefix: Int, country: UInt16, count: Int, offset: Int)] = []
        for (slot, entry) in heavy.enumerated() {
            let end = entry.end
            // The head leaves out the word equal to the prefix: a query reads that word's own list.
            let isWord = spans[entry.word].length == entry.length
            let start = isWord ? entry.word + 1 : entry.word
            var heap = merged(entries: entries, words: start..<end)
            var head: [UInt64] = []
            while head.count < headLength, let posting = heap.next() { head.append(posting) }
            let lists = answers.lists(words: entry.word..<end, exactWord: isWord ? entry.word : -1, characters: characters(entry))
            heads.append((head.count, output.heads.count, lists.all.count, output.answers.count))
            var previousRank = 0
            for posting in head {
                let rank = Int(posting >> 32)
                PostingCoding.append(
                    rank: rank, ordinal: Int(posting >> 4 & 0xFFF_FFFF), shape: UInt8(posting & 0xF), previousRank: previousRank,
                    to: &output.heads)
                previousRank = rank
            }
            for answer in lists.all { AnswerCoding.append(rank: answer.rank, ordinal: answer.ordinal, to: &output.answers) }
            for (country, list) in lists.byCountry.sorted(by: { $0.key < $1.key }) {
                countryAnswers.append((slot, country, list.count, output.answers.count))
                for answer in list { AnswerCoding.append(rank: answer.rank, ordinal: answer.ordinal, to: &output.answers) }
            }
        }
        output.countryAnswers = fixedWidthSection(count: countryAnswers.count, stride: CountryAnswerLayout.size) { index, entry in
            let answer = countryAnswers[index]
            entry.store(CountryAnswerLayout.prefix, UInt32(answer.prefix))
            entry.store(CountryAnswerLayout.country, answer.country)
            entry.store(CountryAnswerLayout.count, UInt16(clamping: answer.count))
            entry.store(CountryAnswerLayout.offset, UInt32(answer.offset))
        }
        output.countryAnswerCount = countryAnswers.count
        output.prefixes = fixedWidthSection(count: heavy.count, stride: PrefixLayout.size) { index, entry in
            entry.store(PrefixLayout.firstWord, UInt32(heavy[index].word))
            entry.store(PrefixLayout.length, UInt16(clamping: heavy[index].length))
            entry.store(PrefixLayout.headCount, UInt16(clamping: heads[index].count))
            entry.store(PrefixLayout.headOffset, UInt32(heads[index].offset))
            entry.store(PrefixLayout.answerOffset, UInt32(heads[index].answerOffset))
            entry.store(PrefixLayout.answerCount, UInt16(clamping: heads[index].answerCount))
        }
        output.prefixCount = heavy.count
    }

    /// The byte at `position` of word `word`, or -1 past its end.
    private func byte(_ word: Int, _ position: Int) -> Int {
        let span = spans[word]
        return position < span.length ? Int(pool[span.start + position]) : -1
    }

    /// The characters of a heavy prefix.
    private func characters(_ entry: (word: Int, length: Int, end: Int)) -> Int {
        let start = spans[entry.word].start
        return pool[start..<start + entry.length].count { $0 & 0xC0 != 0x80 }
    }

    /// The postings of the words in `words`, merged in (rank, ordinal) order without repeats.
    func merged(entries: [UInt64], words: Range<Int>) -> MergedPostings {
        Self.merged(entries: entries, starts: starts, words: words)
    }

    static func merged(entries: [UInt64], starts: [Int], words: Range<Int>) -> MergedPostings {
        var heap = MinHeap()
        for word in words where starts[word] < starts[word + 1] {
            heap.push(entries[starts[word]], word: word, position: starts[word])
        }
        return MergedPostings(heap: heap, entries: entries, starts: starts)
    }
}

/// Postings of several words in (rank, ordinal) order; a posting met through two words comes once.
struct MergedPostings {
    fileprivate var heap: MinHeap
    let entries: [UInt64]
    let starts: [Int]

    fileprivate init(heap: MinHeap, entries: [UInt64], starts: [Int]) {
        self.heap = heap
        self.entries = entries
        self.starts = starts
    }

    /// The next posting; a posting met through several words comes once, with the shape bits of all.
    mutating func next() -> UInt64? {
        guard var value = pop() else { return nil }
        while let following = heap.peek, following >> 4 == value >> 4 {
            value |= pop()! & 0xF
        }
        return value
    }

    private mutating func pop() -> UInt64? {
        guard let top = heap.pop() else { return nil }
        let next = top.position + 1
        if next < starts[top.word + 1] { heap.push(entries[next], word: top.word, position: next) }
        return top.value
    }
}

/// A binary min-heap of postings with the list each came from.
fileprivate struct MinHeap {
    private var items: [(value: UInt64, word: Int, position: Int)] = []

    mutating func push(_ value: UInt64, word: Int, position: Int) {
        items.append((value, word, position))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child].value < items[parent].value else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    var peek: UInt64? { items.first?.value }

    mutating func pop() -> (value: UInt64, word: Int, position: Int)? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        guard !items.isEmpty else { return top }
        items[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < items.count else { break }
            var smallest = left
            if left + 1 < items.count && items[left + 1].value < items[left].value { smallest = left + 1 }
            guard items[smallest].value < items[parent].value else { break }
            items.swapAt(smallest, parent)
            parent = smallest
        }
        return top
    }
}
