/// Finds the heavy prefixes of the word dictionary and encodes their entries, heads and answer lists.
///
/// A prefix is heavy when the words that start with it have more postings, together, than the
/// threshold: a query for it reads its head and answer list (``PrefixLists``) instead of merging
/// thousands of lists. Only heavy ranges and their children are looked at, by splitting heavy word
/// ranges on their next byte; a prefix that ends inside a UTF-8 character gets no entry.
struct HeavyPrefixes {
    private let spans: [(start: Int, length: Int)]
    private let pool: SpillableArray<UInt8>
    /// Cumulative postings: the postings of word `w` are `starts[w]..<starts[w + 1]`.
    private let starts: [Int]

    /// - Parameters:
    ///   - spans: where each word's bytes lie in `pool`, in byte order.
    ///   - starts: cumulative postings, in the same order.
    init(spans: [(start: Int, length: Int)], pool: SpillableArray<UInt8>, starts: [Int]) {
        self.spans = spans
        self.pool = pool
        self.starts = starts
    }

    /// The heavy prefixes, sorted by first word then length.
    func find(threshold: Int) -> [HeavyPrefix] {
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
        return heavy.map { entry in
            HeavyPrefix(
                word: entry.word, length: entry.length, end: entry.end, isWord: spans[entry.word].length == entry.length,
                characters: characters(entry), postings: starts[entry.end] - starts[entry.word])
        }
    }

    /// Encodes the prefixes, their heads and their answer lists into `output`, in prefix order.
    static func encode(_ heavy: [HeavyPrefix], lists: PrefixLists, into output: inout WordIndexBuilder.Output) {
        var heads: [(count: Int, offset: Int, answerCount: Int, answerOffset: Int)] = []
        var countryAnswers: [(prefix: Int, country: UInt16, count: Int, offset: Int)] = []
        // Each pass's per-country lists come in prefix order: the next one to take from each.
        var nextCountryEntry = [Int](repeating: 0, count: lists.passes.count)
        var number = 0
        for slot in heavy.indices {
            while !lists.passes[number].prefixes.contains(slot) { number += 1 }
            let pass = lists.passes[number]
            let local = slot - pass.prefixes.lowerBound
            heads.append((Int(pass.headCounts[local]), output.heads.count, Int(pass.answerCounts[local]), output.answers.count))
            pass.heads.copy(local, to: &output.heads)
            pass.answers.copy(local, to: &output.answers)
            while nextCountryEntry[number] < pass.countryEntries.count, pass.countryEntries[nextCountryEntry[number]].prefix == slot {
                let entry = pass.countryEntries[nextCountryEntry[number]]
                countryAnswers.append((slot, entry.country, entry.count, output.answers.count))
                pass.countryAnswers.copy(nextCountryEntry[number], to: &output.answers)
                nextCountryEntry[number] += 1
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
}
