import Foundation
import GazetteerOutput
import GazetteerTestSupport
import Testing

@Suite("JSONWriter")
struct JSONWriterTests {
    @Test("strings are escaped only where JSON requires it, and non-ASCII text passes through whole")
    func escaping() {
        var json = JSONWriter()
        json.beginArray()
        json.string("plain")
        json.string("quote \" backslash \\ tab \t newline \n nul \u{0} unit \u{1F}")
        json.string("Zürich 東京 🌍")
        json.endArray()
        #expect(json.text == #"["plain","quote \" backslash \\ tab \t newline \n nul \u0000 unit \u001f","Zürich 東京 🌍"]"#)
    }

    @Test("commas follow from the last byte: objects, arrays, keys and JSON Lines")
    func separators() {
        var json = JSONWriter()
        json.beginObject()
        json.key("a")
        json.beginArray()
        json.integer(1)
        json.integer(-22)
        json.beginObject()
        json.endObject()
        json.endArray()
        json.key("b")
        json.null()
        json.key("c")
        json.bool(true)
        json.endObject()
        json.newline()
        json.beginObject()
        json.endObject()
        #expect(json.text == "{\"a\":[1,-22,{}],\"b\":null,\"c\":true}\n{}")
    }

    @Test("numbers are fixed-point: coordinates to 1e-7 without trailing zeros or exponents, quoted forms padded")
    func numbers() {
        var json = JSONWriter()
        json.beginArray()
        json.degrees(47.36667)
        json.degrees(-0.00001)
        json.degrees(180)
        json.degrees(-33.8688197)
        json.degrees(9.5215, quoted: true, trimZeros: false)
        json.number(204.04, decimals: 1)
        json.number(0.5, decimals: 6)
        json.number(.nan, decimals: 2)
        json.integer(Int.min + 1)
        json.endArray()
        #expect(json.text == #"[47.36667,-0.00001,180,-33.8688197,"9.5215000",204,0.5,null,-9223372036854775807]"#)
    }

    @Test("reset keeps nothing of the previous document")
    func reset() {
        var json = JSONWriter()
        json.string("x")
        json.reset()
        json.integer(5)
        #expect(json.text == "5")
    }

    @Test("every byte is escaped as JSON requires, compared with a byte-by-byte escaper over seeded random strings")
    func escapingMatchesOracle() {
        var generator = SplitMix64(seed: 7)
        let pieces: [String] = ["a", "Z", " ", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1}", "\u{1F}", "\u{7F}", "/", "é", "東", "🌍", "e\u{301}"]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            var json = JSONWriter(capacity: 1)
            json.beginArray()
            json.string(text)
            json.beginString()
            json.appendToString(text)
            json.appendToString("!")
            json.endString()
            json.dynamicKey(text)
            json.endArray()
            let escaped = Self.escaped(text)
            #expect(json.text == "[\"\(escaped)\",\"\(escaped)!\",\"\(escaped)\":]")
        }
    }

    @Test("integers and fixed-point numbers match decimal arithmetic at every magnitude, sign, precision and padding")
    func numbersMatchOracle() {
        var generator = SplitMix64(seed: 11)
        var values: [Int] = [0, 1, -1, 9, 10, -10, 99, 100, 999_999_999, Int.max, Int.min, Int.min + 1]
        for power in 0..<19 {
            let ten = (0..<power).reduce(1) { result, _ in result * 10 }
            values += [ten, ten - 1, -ten, -(ten + 1)]
        }
        for _ in 0..<2_000 { values.append(Int.random(in: Int.min...Int.max, using: &generator) >> Int.random(in: 0..<63, using: &generator)) }
        for value in values {
            var json = JSONWriter(capacity: 1)
            json.integer(value)
            #expect(json.text == String(value))
            for decimals in [0, 1, 4, 7, 12] where value != Int.min {
                for (trim, quoted) in [(true, false), (false, false), (true, true), (false, true)] {
                    json.reset()
                    json.fixed(value, decimals: decimals, trimZeros: trim, quoted: quoted)
                    let plain = Self.fixed(value, decimals: decimals, trimZeros: trim)
                    #expect(json.text == (quoted ? "\"\(plain)\"" : plain), "\(value) \(decimals) \(trim)")
                }
            }
        }
    }

    @Test("literals, raw JSON, prefixed numbers and text lines keep their bytes; an empty collection is two brackets")
    func otherValues() {
        var json = JSONWriter(capacity: 1)
        json.beginObject()
        json.key("id")
        json.string("osm:node/", 1_234_567_890_123)
        json.key("source")
        json.literal("osm")
        json.key("raw")
        json.raw(#"{"a":[1,2]}"#)
        json.key("stored")
        json.raw(String(#"["x"]"#))
        json.key("empty")
        json.string("")
        json.key("features")
        json.beginArray()
        json.endArray()
        json.key("none")
        json.stringOrNull("")
        json.key("flag")
        json.bool(false)
        json.endObject()
        json.verbatim("\n(")
        json.integer(0)
        json.verbatim(")")
        #expect(json.text == #"{"id":"osm:node/1234567890123","source":"osm","raw":{"a":[1,2]},"stored":["x"],"empty":"","features":[],"none":null,"flag":false}"# + "\n(0)")
    }

    @Test("a copied writer keeps its own bytes when either copy goes on writing, also past the first buffer")
    func copyOnWrite() {
        var first = JSONWriter(capacity: 1)
        first.beginArray()
        first.string("shared")
        var second = first
        second.string(String(repeating: "x", count: 500))
        first.integer(1)
        second.endArray()
        first.endArray()
        #expect(first.text == #"["shared",1]"#)
        #expect(second.text == "[\"shared\",\"" + String(repeating: "x", count: 500) + "\"]")
    }

    /// JSON escaping one UTF-8 byte at a time: the oracle for ``JSONWriter/string(_:)``.
    static func escaped(_ text: String) -> String {
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += Array(#"\""#.utf8)
            case UInt8(ascii: "\\"): bytes += Array(#"\\"#.utf8)
            case 0x0A: bytes += Array(#"\n"#.utf8)
            case 0x0D: bytes += Array(#"\r"#.utf8)
            case 0x09: bytes += Array(#"\t"#.utf8)
            case 0..<0x20: bytes += Array(String(format: "\\u%04x", Int(byte)).utf8)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `value / 10^decimals` in decimal arithmetic on strings: the oracle for ``JSONWriter/fixed(_:decimals:trimZeros:quoted:)``.
    static func fixed(_ value: Int, decimals: Int, trimZeros: Bool) -> String {
        var digits = String(value.magnitude)
        if digits.count <= decimals { digits = String(repeating: "0", count: decimals + 1 - digits.count) + digits }
        var whole = String(digits.dropLast(decimals))
        var fraction = String(digits.suffix(decimals))
        if trimZeros {
            while fraction.hasSuffix("0") { fraction.removeLast() }
        }
        if value < 0 { whole = "-" + whole }
        return fraction.isEmpty ? whole : whole + "." + fraction
    }
}
