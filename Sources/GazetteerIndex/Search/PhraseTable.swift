/// Reads the phrase table: the words that name countries, admin1 divisions and categories.
struct PhraseTable {
    let index: Gazetteer

    struct Entry {
        var flags: UInt16
        /// Indices in the meanings section.
        var meanings: Range<Int>
        var isCode: Bool { flags & PhraseFlags.code != 0 }
        var isAfterCommaOnly: Bool { flags & PhraseFlags.afterCommaOnly != 0 }
    }

    /// The meaning at `index` of the meanings section.
    @inline(__always)
    func meaning(_ slot: Int) -> UInt32 { index.meanings.load(Field<UInt32>.first, at: slot &* 4) }

    private func entry(_ slot: Int) -> Entry {
        let offset = slot * PhraseLayout.size
        let first = Int(index.phrases.load(PhraseLayout.firstMeaning, at: offset))
        let count = Int(index.phrases.load(PhraseLayout.meaningCount, at: offset))
        let start = min(first, index.meaningCount)
        return Entry(flags: index.phrases.load(PhraseLayout.flags, at: offset), meanings: start..<min(start + count, index.meaningCount))
    }

    private func compare(_ slot: Int, _ phrase: UnsafeBufferPointer<UInt8>, asPrefix: Bool) -> Int {
        let text = index.stringView(index.phrases.load(PhraseLayout.text, at: slot * PhraseLayout.size))
        return text.compare(0, asPrefix ? min(text.count, phrase.count) : text.count, with: phrase)
    }

    /// The first slot whose phrase is not before `phrase` (compared whole, or cut to its length).
    private func lowerBound(_ phrase: UnsafeBufferPointer<UInt8>, asPrefix: Bool, orEqual: Bool) -> Int {
        var low = 0
        var high = index.phraseCount
        while low < high {
            let middle = (low + high) / 2
            let order = compare(middle, phrase, asPrefix: asPrefix)
            if order < 0 || (orEqual && order == 0) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The entry whose phrase is exactly `phrase`.
    func find(_ phrase: UnsafeBufferPointer<UInt8>) -> Entry? {
        let slot = lowerBound(phrase, asPrefix: false, orEqual: false)
        guard slot < index.phraseCount, compare(slot, phrase, asPrefix: false) == 0 else { return nil }
        return entry(slot)
    }

    /// The entries whose phrase starts with `phrase`, at most `limit` of them.
    func entries(startingWith phrase: UnsafeBufferPointer<UInt8>, limit: Int) -> [Entry] {
        var result: [Entry] = []
        forEachEntry(startingWith: phrase, limit: limit) { result.append($0) }
        return result
    }

    /// Calls `body` with each entry whose phrase starts with `phrase`, at most `limit` of them, in order.
    func forEachEntry(startingWith phrase: UnsafeBufferPointer<UInt8>, limit: Int, _ body: (Entry) -> Void) {
        let first = lowerBound(phrase, asPrefix: true, orEqual: false)
        let end = lowerBound(phrase, asPrefix: true, orEqual: true)
        for slot in first..<min(end, first + limit) { body(entry(slot)) }
    }
}
