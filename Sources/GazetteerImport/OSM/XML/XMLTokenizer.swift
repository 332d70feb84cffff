/// A streaming pull tokenizer for the XML that OSM files use, reading bytes through a ``ByteReader``.
///
/// It reports start tags (with attributes, values decoded), end tags and empty-element tags. Text,
/// comments, CDATA sections, processing instructions (the XML declaration) and `<!DOCTYPE …>` are
/// skipped. Only the current tag is held in memory. Errors name the file and line.
struct XMLTokenizer {
    enum Event: Equatable {
        case start(selfClosing: Bool)
        case end
        case endOfDocument
    }

    struct Attribute {
        var name: Range<Int>
        var value: Range<Int>
    }

    private var reader: ByteReader
    let file: String
    /// The current line, 1-based.
    private(set) var line = 1
    /// Line on which the current tag starts.
    private(set) var tagLine = 1
    /// The current tag's name, then its attribute names and decoded values.
    private(set) var bytes: [UInt8] = []
    private(set) var name: Range<Int> = 0..<0
    private(set) var attributes: [Attribute] = []

    init(reader: ByteReader) {
        self.reader = reader
        self.file = reader.name
    }

    func error(_ problem: XMLProblem, line: Int? = nil) -> OSMError {
        .xml(file: file, line: line ?? self.line, problem: problem)
    }

    @inline(__always)
    mutating func byte() throws -> UInt8? {
        guard let byte = try reader.next() else { return nil }
        if byte == 0x0A { line += 1 }
        return byte
    }

    mutating func appendByte(_ byte: UInt8) { bytes.append(byte) }

    /// The next byte, not consumed.
    mutating func peekByte() throws -> UInt8? { try reader.peekByte() }

    /// What the tokenizer is inside of, for end-of-file errors.
    enum Construct {
        case tagStart, tag, closingTag, comment, cdata, declaration, instruction
    }

    mutating func require(inside construct: Construct) throws -> UInt8 {
        guard let byte = try byte() else { throw error(.unexpectedEnd(inside: describe(construct))) }
        return byte
    }

    private func describe(_ construct: Construct) -> String {
        switch construct {
        case .tagStart: "a tag"
        case .tag: "tag <\(nameText)>"
        case .closingTag: "a closing tag"
        case .comment: "a comment"
        case .cdata: "a CDATA section"
        case .declaration: "a declaration"
        case .instruction: "a processing instruction"
        }
    }

    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// Reads up to the next tag and returns what it is.
    mutating func next() throws -> Event {
        while true {
            while true {
                guard let byte = try byte() else { return .endOfDocument }
                if byte == UInt8(ascii: "<") { break }
            }
            tagLine = line
            let first = try require(inside: .tagStart)
            switch first {
            case UInt8(ascii: "?"):
                try skip(until: "?>", inside: .instruction)
            case UInt8(ascii: "!"):
                try skipDeclaration()
            case UInt8(ascii: "/"):
                bytes.removeAll(keepingCapacity: true)
                attributes.removeAll(keepingCapacity: true)
                let last = try readName(startingWith: try require(inside: .closingTag), inside: .closingTag)
                var byte = last
                while Self.isSpace(byte) { byte = try require(inside: .closingTag) }
                guard byte == UInt8(ascii: ">") else { throw error(.malformed("expected '>' to end closing tag")) }
                return .end
            default:
                return try readStartTag(startingWith: first)
            }
        }
    }

    /// Reads a name into `bytes`; returns the byte that ended it.
    private mutating func readName(startingWith first: UInt8, inside construct: Construct) throws -> UInt8 {
        var byte = first
        while !Self.isSpace(byte) && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "/") {
            guard byte != UInt8(ascii: "<") && byte != UInt8(ascii: "=") else {
                throw error(.malformed("unexpected '\(UnicodeScalar(byte))' in a tag name"))
            }
            bytes.append(byte)
            byte = try require(inside: construct)
        }
        guard !bytes.isEmpty else { throw error(.malformed("empty tag name")) }
        name = 0..<bytes.count
        return byte
    }

    private mutating func readStartTag(startingWith first: UInt8) throws -> Event {
        bytes.removeAll(keepingCapacity: true)
        attributes.removeAll(keepingCapacity: true)
        var byte = try readName(startingWith: first, inside: .tagStart)
        while true {
            while Self.isSpace(byte) { byte = try require(inside: .tag) }
            if byte == UInt8(ascii: ">") { return .start(selfClosing: false) }
            if byte == UInt8(ascii: "/") {
                guard try require(inside: .tag) == UInt8(ascii: ">") else {
                    throw error(.malformed("expected '>' after '/' in <\(nameText)>"))
                }
                return .start(selfClosing: true)
            }
            let nameStart = bytes.count
            while !Self.isSpace(byte) && byte != UInt8(ascii: "=") {
                guard byte != UInt8(ascii: ">") && byte != UInt8(ascii: "/") && byte != UInt8(ascii: "<") else {
                    throw error(.malformed("attribute without value in <\(nameText)>"))
                }
                bytes.append(byte)
                byte = try require(inside: .tag)
            }
            let attributeName = nameStart..<bytes.count
            while Self.isSpace(byte) { byte = try require(inside: .tag) }
            guard byte == UInt8(ascii: "=") else { throw error(.malformed("attribute without value in <\(nameText)>")) }
            byte = try require(inside: .tag)
            while Self.isSpace(byte) { byte = try require(inside: .tag) }
            guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") else {
                throw error(.malformed("attribute value without quotes in <\(nameText)>"))
            }
            let valueStart = bytes.count
            try readAttributeValue(quote: byte)
            attributes.append(Attribute(name: attributeName, value: valueStart..<bytes.count))
            byte = try require(inside: .tag)
        }
    }

    /// Skips to the end of a `<!--` comment, `<![CDATA[` section or `<!DOCTYPE …>` declaration.
    private mutating func skipDeclaration() throws {
        let first = try require(inside: .declaration)
        if first == UInt8(ascii: "-") {
            guard try require(inside: .comment) == UInt8(ascii: "-") else { throw error(.malformed("expected '<!--'")) }
            try skip(until: "-->", inside: .comment)
        } else if first == UInt8(ascii: "[") {
            for expected in "CDATA[".utf8 where try require(inside: .cdata) != expected {
                throw error(.malformed("expected '<![CDATA['"))
            }
            try skip(until: "]]>", inside: .cdata)
        } else {
            var depth = 0
            var byte = first
            while true {
                if byte == UInt8(ascii: "[") { depth += 1 }
                if byte == UInt8(ascii: "]") { depth -= 1 }
                if byte == UInt8(ascii: ">") && depth <= 0 { return }
                byte = try require(inside: .declaration)
            }
        }
    }

    /// Skips bytes up to and including `terminator` (2 or 3 ASCII characters).
    private mutating func skip(until terminator: StaticString, inside what: Construct) throws {
        let count = terminator.utf8CodeUnitCount
        var target: UInt32 = 0
        for index in 0..<count { target = target << 8 | UInt32(terminator.utf8Start[index]) }
        let mask: UInt32 = count == 2 ? 0xFFFF : 0xFF_FFFF
        var recent: UInt32 = 0
        while true {
            recent = (recent << 8 | UInt32(try require(inside: what))) & mask
            if recent == target { return }
        }
    }

    /// The value of attribute `name` in the current tag, as a range of ``bytes``.
    func attribute(_ name: [UInt8]) -> Range<Int>? {
        for attribute in attributes where bytes[attribute.name].elementsEqual(name) { return attribute.value }
        return nil
    }

    /// Whether the current tag's name is `name`.
    func nameIs(_ name: [UInt8]) -> Bool {
        bytes[self.name].elementsEqual(name)
    }

    /// The current tag's name as text.
    var nameText: String { String(decoding: bytes[name], as: UTF8.self) }
}
