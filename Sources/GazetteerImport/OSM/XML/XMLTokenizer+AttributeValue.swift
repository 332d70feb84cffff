extension XMLTokenizer {
    /// Reads an attribute value up to `quote`, appending it to ``bytes`` with entities and character
    /// references decoded and literal tabs and line breaks turned into spaces (XML attribute normalization;
    /// a CR LF pair becomes one space).
    mutating func readAttributeValue(quote: UInt8) throws {
        while true {
            let byte = try require(inside: .tag)
            switch byte {
            case quote: return
            case UInt8(ascii: "&"): try appendEntity()
            case UInt8(ascii: "<"): throw error(.malformed("'<' in the value of an attribute of <\(nameText)>"))
            case 0x0D:
                if try peekByte() != 0x0A { appendByte(0x20) }
            case 0x09, 0x0A: appendByte(0x20)
            default: appendByte(byte)
            }
        }
    }

    /// Decodes `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#NNN;` and `&#xHH;` after the `&`.
    private mutating func appendEntity() throws {
        var entity: [UInt8] = []
        while true {
            let byte = try require(inside: .tag)
            if byte == UInt8(ascii: ";") { break }
            entity.append(byte)
            guard entity.count <= 12, byte != quoteDouble, byte != quoteSingle, !Self.isSpace(byte) else {
                throw error(.unknownEntity(String(decoding: entity, as: UTF8.self)))
            }
        }
        switch String(decoding: entity, as: UTF8.self) {
        case "amp": appendByte(UInt8(ascii: "&"))
        case "lt": appendByte(UInt8(ascii: "<"))
        case "gt": appendByte(UInt8(ascii: ">"))
        case "quot": appendByte(UInt8(ascii: "\""))
        case "apos": appendByte(UInt8(ascii: "'"))
        case let text where text.hasPrefix("#"):
            guard let scalar = Self.characterReference(text.dropFirst()) else {
                throw error(.invalidCharacterReference(text))
            }
            for unit in String(scalar).utf8 { appendByte(unit) }
        case let text:
            throw error(.unknownEntity(text))
        }
    }

    private var quoteDouble: UInt8 { UInt8(ascii: "\"") }
    private var quoteSingle: UInt8 { UInt8(ascii: "'") }

    /// The character a reference body (`233`, `x1F600`) denotes, if it is a valid XML character.
    static func characterReference(_ body: Substring) -> Unicode.Scalar? {
        let value: UInt32?
        if body.first == "x" {
            let digits = body.dropFirst()
            value = digits.allSatisfy(\.isHexDigit) ? UInt32(digits, radix: 16) : nil
        } else {
            value = body.allSatisfy(\.isASCII) ? UInt32(body, radix: 10) : nil
        }
        guard let value, let scalar = Unicode.Scalar(value) else { return nil }
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return scalar
        default: return nil
        }
    }
}
