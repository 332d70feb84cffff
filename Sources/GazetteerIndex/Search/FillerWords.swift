/// Words that join the parts of a query and name nothing themselves: "cafe near schaan",
/// "paris in france", "the london". A name may contain them ("The Hague", "Isle of Man"), so a
/// query is first read with them; only when that finds nothing are they left out, at no cost.
enum FillerWords {
    static let all: [[UInt8]] = ["near", "nearby", "in", "at", "around", "by", "close", "to", "of", "the"].map { Array($0.utf8) }

    /// Whether `word` (a normalized query word) is a filler word. Nothing is allocated.
    static func contains(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        all.contains { $0.elementsEqual(word) }
    }

    /// The positions of the filler words of `text`; none when every word is one (a query of
    /// filler words alone is read as names).
    static func positions(in text: QueryText) -> Set<Int> {
        let positions = Set(text.words.indices.filter { index in text.withWord(index, contains) })
        return positions.count == text.words.count ? [] : positions
    }
}
