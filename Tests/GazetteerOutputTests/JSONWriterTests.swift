import GazetteerOutput
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
}
