/// A query cut into normalized words, with the commas that separate its parts remembered.
///
/// Limits, so that any query costs bounded time: only the first ``maximumLength`` bytes of the
/// text (cut at a character boundary), its first ``maximumParts`` comma-separated parts and its
/// first ``maximumWords`` words are used; the rest is ignored.
struct QueryText {
    static let maximumLength = 256
    static let maximumParts = 8
    static let maximumWords = 12

    struct Word {
        var start: Int
        var length: Int
        /// Which comma-separated part the word is in (0: before any comma).
        var part: Int
        /// Characters (Unicode scalars) in the word.
        var characters: Int
        /// Whether the word is all digits (house numbers and postcodes are never misspelled).
        var isNumeric: Bool
    }

    /// The normalized words, back to back.
    private(set) var bytes: [UInt8] = []
    private(set) var words: [Word] = []

    init(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var end = min(utf8.count, Self.maximumLength)
            if end < utf8.count {
                while end > 0 && utf8[end] & 0xC0 == 0x80 { end -= 1 }
            }
            var part = 0
            var start = 0
            var key: [UInt8] = []
            while start <= end && part < Self.maximumParts {
                var stop = start
                while stop < end && utf8[stop] != UInt8(ascii: ",") { stop += 1 }
                key.removeAll(keepingCapacity: true)
                if NameNormalizer.appendKey(of: UnsafeBufferPointer(rebasing: utf8[start..<stop]), to: &key), !key.isEmpty {
                    addWords(of: key, part: part)
                    part += 1
                }
                start = stop + 1
            }
        }
    }

    private mutating func addWords(of key: [UInt8], part: Int) {
        var start = 0
        while start < key.count {
            var end = start
            while end < key.count && key[end] != 0x20 { end += 1 }
            if end > start {
                guard words.count < Self.maximumWords else { return }
                let word = key[start..<end]
                words.append(Word(
                    start: bytes.count, length: end - start, part: part,
                    characters: word.count { $0 & 0xC0 != 0x80 },
                    isNumeric: word.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }))
                bytes.append(contentsOf: word)
            }
            start = end + 1
        }
    }

    /// The bytes of word `index`.
    func withWord<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let word = words[index]
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[word.start..<word.start + word.length])) }
    }

    /// The bytes of words `range` joined by spaces (a phrase to look up).
    func phrase(_ range: Range<Int>) -> [UInt8] {
        var result: [UInt8] = []
        for index in range {
            if index > range.lowerBound { result.append(0x20) }
            let word = words[index]
            result.append(contentsOf: bytes[word.start..<word.start + word.length])
        }
        return result
    }
}
