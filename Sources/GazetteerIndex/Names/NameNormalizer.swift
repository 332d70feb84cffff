/// Turns names into search keys: case-folded, diacritics removed, punctuation collapsed.
///
/// "Zürich" → "zurich", "São Paulo" → "sao paulo", "Straße" → "strasse", "Saint-Étienne" →
/// "saint etienne", "O'Fallon" → "ofallon", "Αθήνα" → "αθηνα", "Йошкар-Ола" → "иошкар ола".
///
/// The rules:
/// - Letters are case-folded (full folding: "ß" → "ss", final "ς" → "σ") and lose their
///   diacritics in Latin, Greek, Cyrillic and Armenian, including letters that do not decompose:
///   "ø" → "o", "ł" → "l", "đ"/"ð" → "d", "þ" → "th", "æ" → "ae", "œ" → "oe", "ı" → "i",
///   "ŋ" → "n", "ĸ" → "k", "ə"/"ǝ" → "e".
/// - Cyrillic follows the same rule, so "ё" → "е", "й" → "и" and "ї" → "і", as most search
///   engines fold them; letters that do not decompose into a letter plus a mark ("ґ", "ә", "қ") stay.
/// - Apostrophes and their look-alikes (' ’ ‘ ʻ ʼ ` ´, primes, the Catalan middle dot in "l·l",
///   Hebrew geresh), glottal-stop letters, Arabic harakat and tatweel, and invisible format
///   characters are dropped.
/// - Other ASCII characters that are not letters or digits, and Unicode spaces, dashes and
///   punctuation, are separators. A run of separators becomes one space; separators at either
///   end are dropped.
/// - Compatibility forms become their plain letters: fullwidth "ＡＢＣ" → "abc", "ﬁ" → "fi",
///   "²" → "2", "№" → "no", "㈱" → "株".
/// - Digits stay. CJK, Hangul, Arabic, Hebrew, Thai and other scripts pass through, apart from
///   case folding of the scripts that have case.
///
/// The folding data is generated from Unicode tables by `Scripts/generate-fold-table.py` and
/// compiled in, so keys are identical on every platform and every OS version. A key is its own
/// key: folding it again changes nothing.
public enum NameNormalizer {
    /// Appends the key for the UTF-8 bytes of `source` to `output`.
    ///
    /// - Parameters:
    ///   - source: A name in UTF-8.
    ///   - output: The buffer the key is appended to; nothing is appended for a name that has
    ///     no letters or digits.
    /// - Returns: `false` when `source` is not valid UTF-8 (a stray continuation byte, a
    ///   truncated sequence, an overlong form, a surrogate or a scalar above U+10FFFF); `output`
    ///   is then left as it was.
    /// - Complexity: O(*n*) in the length of `source`; allocates only to grow `output`.
    public static func appendKey(of source: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) -> Bool {
        let start = output.count
        let valid = fold(source) { output.append(contentsOf: $0) }
        if !valid { output.removeSubrange(start...) }
        return valid
    }

    /// The key for `text`.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public static func key(for text: String) -> String {
        var text = text
        var key = ""
        _ = text.withUTF8 { source in
            fold(source) { key += String(decoding: $0, as: UTF8.self) }
        }
        return key
    }

    /// Bytes of key collected on the stack before they are handed on in one go.
    private static let chunkCapacity = 512

    /// Folds `source`, handing the key to `flush` in pieces of whole scalars.
    ///
    /// - Returns: `false` when `source` is not valid UTF-8; some pieces may have been flushed.
    @inline(__always)
    private static func fold(
        _ source: UnsafeBufferPointer<UInt8>, flush: (UnsafeBufferPointer<UInt8>) -> Void
    ) -> Bool {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: chunkCapacity) { chunk in
            asciiActions.withUnsafeBufferPointer { actions in
                fold(source, actions: actions, chunk: chunk.baseAddress!, flush: flush)
            }
        }
    }

    /// The loop of ``fold(_:flush:)``; `chunk` has room for ``chunkCapacity`` bytes.
    @inline(__always)
    private static func fold(
        _ source: UnsafeBufferPointer<UInt8>, actions: UnsafeBufferPointer<UInt8>,
        chunk: UnsafeMutablePointer<UInt8>, flush: (UnsafeBufferPointer<UInt8>) -> Void
    ) -> Bool {
        let trie = NameFoldTrie.shared
        var used = 0  // bytes in `chunk`
        var hasOutput = false
        var separatorPending = false
        var index = 0
        // Room for the longest replacement plus a separator, so a scalar never straddles a flush.
        let flushMark = chunkCapacity - 260

        @inline(__always) func beginOutput() {
            if separatorPending {
                chunk[used] = 0x20
                used += 1
                separatorPending = false
            }
            hasOutput = true
        }
        @inline(__always) func put(_ byte: UInt8) {
            beginOutput()
            chunk[used] = byte
            used += 1
        }

        while index < source.count {
            let action = actions[Int(source[index])]
            if action >= Action.firstOutputByte {
                put(action)
                index += 1
                // The rest of a run of ASCII letters and digits (most of a key), byte by byte
                // without put's checks; the run stops short of the flush mark.
                let runEnd = min(source.count, index + (flushMark - used))
                while index < runEnd {
                    let next = actions[Int(source[index])]
                    guard next >= Action.firstOutputByte else { break }
                    chunk[used] = next
                    used += 1
                    index += 1
                }
            } else if action == Action.separator {
                separatorPending = hasOutput
                index += 1
            } else if action == Action.drop {
                index += 1
            } else {
                let (scalar, length) = decodeScalar(in: source, at: index)
                guard length > 0 else { return false }
                let entry = trie.entry(for: scalar)
                if entry == NameFoldTrie.identity {
                    beginOutput()
                    for offset in index..<index + length {
                        chunk[used] = source[offset]
                        used += 1
                    }
                } else {
                    for byte in trie.replacement(for: entry) {
                        if byte == 0x20 { separatorPending = hasOutput } else { put(byte) }
                    }
                }
                index += length
            }
            if used >= flushMark {
                flush(UnsafeBufferPointer(start: chunk, count: used))
                used = 0
            }
        }
        if used > 0 { flush(UnsafeBufferPointer(start: chunk, count: used)) }
        return true
    }

    /// What `appendKey` does with each byte value: values from ``Action/firstOutputByte`` up
    /// are the byte to append.
    private enum Action {
        static let drop: UInt8 = 0
        static let separator: UInt8 = 1
        static let decode: UInt8 = 2
        static let firstOutputByte: UInt8 = 0x30
    }

    /// The action for each byte: ASCII letters are lowercased, digits kept, `'` and `` ` ``
    /// dropped, everything else in ASCII separates; bytes from 0x80 up start a scalar to decode.
    private static let asciiActions: [UInt8] = (0...255).map { (value: Int) -> UInt8 in
        let byte = UInt8(value)
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return byte
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte | 0x20
        case UInt8(ascii: "'"), UInt8(ascii: "`"): return Action.drop
        case 0x80...: return Action.decode
        default: return Action.separator
        }
    }
}

extension NameNormalizer {
    /// Whether `scalar` separates words in a key (spaces, dashes, punctuation, symbols), as
    /// opposed to a character that is kept (letters, digits) or dropped (apostrophes).
    ///
    /// - Complexity: O(1); no allocation for ASCII.
    package static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return asciiActions[Int(scalar.value)] == Action.separator }
        var probe = "a"
        probe.unicodeScalars.append(scalar)
        probe += "a"
        return key(for: probe) == "a a"
    }
}
