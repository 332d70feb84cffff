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
        /// Whether the word says enough on its own to find a place by: three characters or more,
        /// or two of a script written without spaces, where one character is a syllable or a
        /// word (CJK, kana, Hangul). A word of one or two letters is an initial, an abbreviation
        /// or a fragment of punctuation ("&l;"), and a search never leaves it out.
        var isSubstantial: Bool
    }

    /// The normalized words, back to back.
    private(set) var bytes: [UInt8] = []
    private(set) var words: [Word] = []
    /// Whether the last word may still be being typed, so that it matches the words it starts:
    /// nothing but spaces follows it, or a full stop (an abbreviation, "Str."). A last word that
    /// another character follows ("paris!", "&l;", "saint-") is finished, as every earlier word is.
    private(set) var lastWordIsOpen = true

    init(_ text: String) {
        var key: [UInt8] = []
        self.init(text, key: &key, scratch: nil)
    }

    /// The words of `text`, kept in the arrays of `scratch` (given back by ``recycle(into:)``).
    init(_ text: String, reusing scratch: SearchScratch) {
        self.init(text, key: &scratch.textKey, scratch: scratch)
    }

    /// Gives the text's arrays to `scratch`, for the next text made from it.
    mutating func recycle(into scratch: SearchScratch) {
        swap(&bytes, &scratch.textBytes)
        swap(&words, &scratch.textWords)
    }

    /// Cuts `text` into words, in the arrays of `scratch` when there is one; `key` holds each part's key.
    private init(_ text: String, key: inout [UInt8], scratch: SearchScratch?) {
        if let scratch {
            swap(&bytes, &scratch.textBytes)
            swap(&words, &scratch.textWords)
            bytes.removeAll(keepingCapacity: true)
            words.removeAll(keepingCapacity: true)
        }
        var text = text
        var cut = false
        text.withUTF8 { utf8 in
            var end = min(utf8.count, Self.maximumLength)
            if end < utf8.count {
                cut = true
                while end > 0 && utf8[end] & 0xC0 == 0x80 { end -= 1 }
            }
            var part = 0
            var start = 0
            while start <= end && part < Self.maximumParts {
                var stop = start
                while stop < end && utf8[stop] != UInt8(ascii: ",") { stop += 1 }
                key.removeAll(keepingCapacity: true)
                if NameNormalizer.appendKey(of: UnsafeBufferPointer(rebasing: utf8[start..<stop]), to: &key), !key.isEmpty {
                    cut = !addWords(of: key, part: part) || cut
                    part += 1
                }
                start = stop + 1
            }
            if start <= end { cut = true }
        }
        // A word cut short by a limit is being typed as far as the query goes.
        if !cut, let last = text.unicodeScalars.last(where: { !$0.properties.isWhitespace }) {
            lastWordIsOpen = last == "." || !NameNormalizer.isSeparator(last)
        }
    }

    /// A text with no words, whose arrays hold nothing.
    private init(empty: ()) {}

    /// Adds the words of one part; `false` when some did not fit under ``maximumWords``.
    private mutating func addWords(of key: [UInt8], part: Int) -> Bool {
        var start = 0
        while start < key.count {
            var end = start
            while end < key.count && key[end] != 0x20 { end += 1 }
            if end > start {
                guard words.count < Self.maximumWords else { return false }
                let word = key[start..<end]
                let characters = word.count { $0 & 0xC0 != 0x80 }
                words.append(Word(
                    start: bytes.count, length: end - start, part: part, characters: characters,
                    isNumeric: word.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") },
                    isSubstantial: characters >= 3 || (characters == 2 && Self.isWrittenWithoutSpaces(word.first!))))
                bytes.append(contentsOf: word)
            }
            start = end + 1
        }
        return true
    }

    /// Whether a word that starts with the UTF-8 lead byte `lead` is in a script whose characters
    /// are syllables or words: from U+3040 on (kana, CJK ideographs, Yi, Hangul and the
    /// ideographs of the supplementary planes). Lead bytes from 0xE3 start the scalars from
    /// U+3000, and U+3000–U+303F (CJK spaces and punctuation) separate words, so never start one.
    private static func isWrittenWithoutSpaces(_ lead: UInt8) -> Bool {
        lead >= 0xE3
    }

    /// The text with the words at `positions` taken out: the rest keep their parts, and the
    /// last word stays open only when it is still the last.
    func removing(_ positions: Set<Int>) -> QueryText {
        var result = QueryText(empty: ())
        result.lastWordIsOpen = lastWordIsOpen && !positions.contains(words.count - 1)
        for (index, word) in words.enumerated() where !positions.contains(index) {
            var kept = word
            kept.start = result.bytes.count
            result.words.append(kept)
            result.bytes.append(contentsOf: bytes[word.start..<word.start + word.length])
        }
        return result
    }

    /// Whether the query can only be a whole name: every word is finished and none says enough on
    /// its own (``Word/isSubstantial``), as in "&l;" or "x; y". Such words are initials or
    /// fragments of punctuation; they find a place named by them ("Å", "Y") but not every name
    /// that has such a word ("L.A." for "l").
    var needsWholeName: Bool {
        !lastWordIsOpen && !words.contains { $0.isSubstantial }
    }

    /// Whether word `index` is matched as typed so far: the last word, while it is open.
    func isOpen(_ index: Int) -> Bool {
        index == words.count - 1 && lastWordIsOpen
    }

    /// The bytes of word `index`.
    func withWord<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let word = words[index]
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[word.start..<word.start + word.length])) }
    }

    /// The text of word `index`.
    func string(_ index: Int) -> String {
        withWord(index) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the bytes of words `range` joined by spaces (a phrase to look up), written
    /// on the stack.
    func withPhrase<R>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + range.count) { output in
            var length = 0
            for index in range {
                if index > range.lowerBound {
                    output[length] = 0x20
                    length += 1
                }
                let word = words[index]
                for offset in word.start..<word.start + word.length {
                    output[length] = bytes[offset]
                    length += 1
                }
            }
            return body(UnsafeBufferPointer(rebasing: output[..<length]))
        }
    }

    /// The bytes of words `range` joined by spaces (a phrase to look up).
    func phrase(_ range: Range<Int>) -> [UInt8] {
        withPhrase(range) { Array($0) }
    }
}
