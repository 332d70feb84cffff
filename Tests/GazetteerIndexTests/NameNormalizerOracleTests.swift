import Testing
import GazetteerTestSupport
@testable import GazetteerIndex

@Suite("Name normalizer against a reference")
struct NameNormalizerOracleTests {
    /// Folds scalar by scalar with strings and the fold table, the slow and obvious way.
    static func referenceKey(_ text: String) -> String {
        let trie = NameFoldTrie.shared
        var words: [String] = []
        var word = String.UnicodeScalarView()
        func fold(_ scalar: Unicode.Scalar) {
            if scalar == " " {
                if !word.isEmpty { words.append(String(word)) }
                word = String.UnicodeScalarView()
            } else {
                word.append(scalar)
            }
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "a"..."z", "0"..."9": fold(scalar)
            case "A"..."Z": fold(Unicode.Scalar(scalar.value + 0x20)!)
            case "'", "`": break
            case "\u{0}"..."\u{7F}": fold(" ")
            default:
                let entry = trie.entry(for: scalar.value)
                if entry == NameFoldTrie.identity {
                    fold(scalar)
                } else {
                    String(decoding: trie.replacement(for: entry), as: UTF8.self).unicodeScalars.forEach(fold)
                }
            }
        }
        fold(" ")
        return words.joined(separator: " ")
    }

    /// Scalars that exercise every kind of table entry.
    static let alphabet: [Unicode.Scalar] = Array(
        ("aZ09 '`-.,/()\"\t_ÀéßøŁđÆœÞİıŋǅ\u{301}\u{308}\u{327}·ʻʼ‘’–—\u{A0}\u{2009}\u{200D}\u{AD}ΑάςΣЁйЙқ"
            + "東京서울القاهرةمُحَّ ירושלים กรุง ＡＢ１２　½⑴ﬁ²№㈱ﷺ𝐀𝐳Ꭰꭰ𐐀😀\u{FE0F}\u{10FFFF}")
            .unicodeScalars
    )

    @Test("keys match a scalar-by-scalar reference on seeded random names")
    func matchesReference() {
        var random = SplitMix64(seed: 0x6761_7a65_7474)
        for _ in 0..<5_000 {
            let length = Int(random.next() % 24)
            let scalars = (0..<length).map { _ in Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))] }
            let name = String(String.UnicodeScalarView(scalars))
            let key = NameNormalizer.key(for: name)
            #expect(key == Self.referenceKey(name), "\(Array(name.unicodeScalars.map(\.value)))")
            #expect(NameNormalizer.key(for: key) == key)
        }
    }

    @Test("long names, whose keys pass several flushes of the fold's chunk, match the reference")
    func longNamesMatchReference() {
        var random = SplitMix64(seed: 0x6c6f_6e67)
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".unicodeScalars)
        for _ in 0..<300 {
            var scalars: [Unicode.Scalar] = []
            // Runs of ASCII letters and digits up to 600 long (past the chunk), between any characters.
            while scalars.count < 1_500 {
                let run = Int(random.next() % 600)
                scalars += (0..<run).map { _ in letters[Int(random.next() % UInt64(letters.count))] }
                scalars += (0..<Int(random.next() % 4)).map { _ in Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))] }
            }
            let name = String(String.UnicodeScalarView(scalars))
            #expect(NameNormalizer.key(for: name) == Self.referenceKey(name))
            var output = Array("kept".utf8)
            #expect(name.utf8.withContiguousStorageIfAvailable { NameNormalizer.appendKey(of: $0, to: &output) } == true)
            #expect(output == Array(("kept" + Self.referenceKey(name)).utf8))
        }
    }

    @Test("appendKey accepts exactly the byte strings that are valid UTF-8")
    func validationMatchesStandardLibrary() {
        var random = SplitMix64(seed: 42)
        let interesting: [UInt8] = [0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
                                    0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
        for _ in 0..<20_000 {
            let bytes = (0..<Int(random.next() % 6)).map { _ in interesting[Int(random.next() % UInt64(interesting.count))] }
            let valid = String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes)
            var output: [UInt8] = []
            let accepted = bytes.withUnsafeBufferPointer { NameNormalizer.appendKey(of: $0, to: &output) }
            #expect(accepted == valid, "\(bytes)")
        }
    }

    @Test("every scalar's key is its own key and holds no combining diacritical mark")
    func everyScalar() {
        let diacriticBlocks: [ClosedRange<UInt32>] = [0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF,
                                                      0x20D0...0x20FF, 0xFE20...0xFE2F]
        var failures: [UInt32] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let key = NameNormalizer.key(for: "a\(scalar)b")
            let stable = NameNormalizer.key(for: key) == key
            let unmarked = !key.unicodeScalars.contains { mark in diacriticBlocks.contains { $0.contains(mark.value) } }
            if !stable || !unmarked { failures.append(value) }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20).map { String($0, radix: 16) })")
    }
}
