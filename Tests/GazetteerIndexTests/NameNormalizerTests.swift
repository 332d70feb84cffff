import Testing
@testable import GazetteerIndex

@Suite("Name normalizer")
struct NameNormalizerTests {
    @Test(
        "names fold to their documented keys",
        arguments: [
            ("Zürich", "zurich"), ("São Paulo", "sao paulo"), ("Straße", "strasse"),
            ("Øresund", "oresund"), ("Łódź", "lodz"), ("Đà Nẵng", "da nang"), ("Æro", "aero"),
            ("Œuvre", "oeuvre"), ("Þingvellir", "thingvellir"), ("İstanbul", "istanbul"), ("ı", "i"),
            ("ＴＯＫＹＯ　２０２０", "tokyo 2020"), ("Αθήνα", "αθηνα"), ("ΑΘΗΝΑΣ", "αθηνασ"),
            ("Αθήνας", "αθηνασ"), ("Йошкар-Ола", "иошкар ола"), ("Ёлкино", "елкино"),
            ("O'Fallon", "ofallon"), ("‘Alvān", "alvan"), ("Hawaiʻi", "hawaii"), ("Ngā‘ōpū", "ngaopu"),
            ("Saint-Étienne", "saint etienne"), ("  St. Gallen ", "st gallen"), ("A – B", "a b"),
            ("Kraków (Poland)", "krakow poland"), ("Paral·lel", "parallel"), ("Gəncə", "gence"),
            ("Ŋoraŋ", "noran"), ("Zu\u{308}rich", "zurich"), ("Ṣanʿāʾ", "sana"), ("ﬁnland", "finland"),
            ("Tromsø—Bodø", "tromso bodo"), ("Nr.\u{A0}5", "nr 5"), ("№ 5", "no 5"), ("Km²", "km2"),
            ("東京", "東京"), ("서울", "서울"), ("القاهرة", "القاهرة"), ("مُحَمَّد", "محمد"),
            ("ירושלים", "ירושלים"), ("กรุงเทพมหานคร", "กรุงเทพมหานคร"), ("ニューヨーク・シティ", "ニューヨーク シティ"),
            ("Москва́", "москва"), ("Київ", "киів"), ("Qazaqstan Қазақстан", "qazaqstan қазақстан"),
        ]
    )
    func documentedKeys(name: String, expected: String) {
        #expect(NameNormalizer.key(for: name) == expected)
    }

    @Test("every ASCII character folds as documented")
    func asciiCharacters() {
        for value in UInt8(0)..<0x80 {
            let scalar = Unicode.Scalar(value)
            let expected: String
            switch scalar {
            case "a"..."z", "0"..."9": expected = "x\(scalar)y"
            case "A"..."Z": expected = "x\(Character(scalar).lowercased())y"
            case "'", "`": expected = "xy"
            default: expected = "x y"
            }
            #expect(NameNormalizer.key(for: "x\(scalar)y") == expected, "byte \(value)")
        }
    }

    @Test("names without letters or digits have an empty key", arguments: ["", " ", "'", "-", " - ", "‘’", "()", "\u{301}", "·", "\u{200D}"])
    func emptyKeys(name: String) {
        #expect(NameNormalizer.key(for: name) == "")
        var output: [UInt8] = [1, 2, 3]
        var bytes = Array(name.utf8)
        let valid = bytes.withUnsafeMutableBufferPointer { NameNormalizer.appendKey(of: UnsafeBufferPointer($0), to: &output) }
        #expect(valid)
        #expect(output == [1, 2, 3])
    }

    @Test("appendKey appends after what the output already holds, with no leading separator")
    func appendsAfterExistingBytes() {
        var output = Array("prefix|".utf8)
        #expect(Self.append(Array(" -Zürich- ".utf8), to: &output))
        #expect(String(decoding: output, as: UTF8.self) == "prefix|zurich")
    }

    @Test(
        "invalid UTF-8 is rejected and leaves the output as it was",
        arguments: [
            [0x80], [0x61, 0xBF, 0x62],  // lone continuation bytes
            [0xC3], [0x61, 0xE2, 0x80], [0xF0, 0x9F, 0x98],  // truncated sequences
            [0xC3, 0x41], [0xE2, 0x28, 0xA1],  // a lead byte followed by a non-continuation byte
            [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xF0, 0x80, 0x80, 0xAF],  // overlong forms
            [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF],  // surrogates
            [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF],  // above U+10FFFF
        ] as [[UInt8]]
    )
    func invalidUTF8(bytes: [UInt8]) {
        var output = Array("kept".utf8)
        #expect(!Self.append(bytes, to: &output))
        #expect(output == Array("kept".utf8))
    }

    @Test(
        "the edges of valid UTF-8 are accepted",
        arguments: ["\u{80}", "\u{7FF}", "\u{800}", "\u{D7FF}", "\u{E000}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}"]
    )
    func validEdges(text: String) {
        var output: [UInt8] = []
        #expect(Self.append(Array(text.utf8), to: &output))
    }

    @Test("keys are their own keys")
    func idempotence() {
        let names = [
            "Zürich", "Saint-Étienne", "  St. Gallen ", "½ Moon Bay", "⑴ Première", "ﷺ", "㍻",
            "Ꭰ ꭰ", "ǅemal", "ΐ ᾼ ᾳ", "𝐀𝐁𝐂", "Ⅻ", "℃", "＂Ｑｕｏｔｅｄ＂", "a\u{0301}\u{0327}", "İı",
        ]
        for name in names {
            let key = NameNormalizer.key(for: name)
            #expect(NameNormalizer.key(for: key) == key, "\(name)")
        }
    }

    @Test("the ASCII fast path agrees with fullwidth letters, which take the table path")
    func fastPathMatchesTablePath() {
        let ascii = "The Quick-Brown Fox, 42 St."
        let fullwidth = String(String.UnicodeScalarView(ascii.unicodeScalars.map { scalar in
            scalar == " " ? "\u{3000}" : Unicode.Scalar(scalar.value - 0x21 + 0xFF01)!
        }))
        #expect(NameNormalizer.key(for: fullwidth) == NameNormalizer.key(for: ascii))
        #expect(NameNormalizer.key(for: ascii) == "the quick brown fox 42 st")
    }

    static func append(_ bytes: [UInt8], to output: inout [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { NameNormalizer.appendKey(of: $0, to: &output) }
    }
}

@Suite("Word separators")
struct NameSeparatorTests {
    @Test("spaces, dashes, punctuation and symbols separate words; letters, digits and apostrophes do not")
    func separators() {
        for separator: Unicode.Scalar in [" ", "!", ";", "-", ".", ",", "&", "\u{2014}", "\u{3002}", "\u{00A0}"] {
            #expect(NameNormalizer.isSeparator(separator), "\(separator.escaped(asASCII: true))")
        }
        for kept: Unicode.Scalar in ["a", "Z", "7", "'", "\u{2019}", "é", "ß", "東", "\u{00B2}"] {
            #expect(!NameNormalizer.isSeparator(kept), "\(kept.escaped(asASCII: true))")
        }
    }
}

@Suite("Name folding table")
struct NameFoldTableTests {
    @Test("the fingerprint the indexes record is the CRC-32 of the table's text")
    func fingerprintMatchesTable() {
        var text = NameFoldTable.source
        let checksum = text.withUTF8 { CRC32.checksum(UnsafeRawBufferPointer($0)) }
        #expect(checksum == NameFoldTable.fingerprint)
    }
}
