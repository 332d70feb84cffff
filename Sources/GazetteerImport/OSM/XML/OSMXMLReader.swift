/// Reads OSM XML (`<osm>` with `<node>`, `<way>`, `<relation>`, `<tag>`, `<nd>`, `<member>`) and hands
/// each object to a visitor as soon as it is complete.
///
/// Required attributes: `id`, `lat`, `lon` on nodes (a node with `visible="false"` may lack a location),
/// `id` on ways and relations, `k` and `v` on tags, `ref` on `nd`, `ref` and `type` on `member`
/// (`role` is optional). Other elements
/// (`<bounds>`, `<changeset>`…) and attributes are skipped. Both `<x/>` and `<x></x>` forms are accepted.
struct OSMXMLReader {
    private enum Kind: Equatable {
        case osm, node, way, relation, tag, nd, member, other

        static let names: [(bytes: [UInt8], kind: Kind)] = {
            let pairs: [(String, Kind)] = [
                ("osm", .osm), ("node", .node), ("way", .way), ("relation", .relation),
                ("tag", .tag), ("nd", .nd), ("member", .member),
            ]
            return pairs.map { (Array($0.0.utf8), $0.1) }
        }()
    }

    private struct OpenElement {
        var kind: Kind
        /// The name, kept only for elements the reader does not know.
        var name: [UInt8]
        var line: Int
    }

    private enum Attribute {
        static let id = Array("id".utf8), lat = Array("lat".utf8), lon = Array("lon".utf8)
        static let ref = Array("ref".utf8), k = Array("k".utf8), v = Array("v".utf8)
        static let visible = Array("visible".utf8), type = Array("type".utf8), role = Array("role".utf8)
    }

    private var tokenizer: XMLTokenizer
    private var stack: [OpenElement] = []
    private var sawRoot = false
    private var object: Kind?
    private var objectID: Int64 = 0
    private var objectLine = 0
    private var location: OSMLocation?
    private var arena: [UInt8] = []
    private var spans: [OSMTagSpan] = []
    private var refs: [Int64] = []
    private var members: [OSMMember] = []
    private static let memberTypes: [(bytes: [UInt8], type: OSMObjectType)] = [
        (Array("node".utf8), .node), (Array("way".utf8), .way), (Array("relation".utf8), .relation),
    ]

    init(reader: ByteReader) {
        tokenizer = XMLTokenizer(reader: reader)
    }

    /// Reads objects into `visitor` until `limit` objects were delivered or the document ends.
    /// - Returns: `false` once the document has ended.
    /// - Throws: ``OSMError/xml(file:line:problem:)`` for malformed XML; stream errors as thrown.
    mutating func read<V: OSMObjectVisitor>(into visitor: inout V, limit: Int) throws -> Bool {
        var delivered = 0
        while delivered < limit {
            switch try tokenizer.next() {
            case .endOfDocument:
                if let open = stack.last {
                    throw tokenizer.error(.unexpectedEnd(inside: "<\(name(of: open))> opened at line \(open.line)"))
                }
                guard sawRoot else { throw tokenizer.error(.noRootElement) }
                return false
            case .start(let selfClosing):
                let kind = Kind.names.first { tokenizer.nameIs($0.bytes) }?.kind ?? .other
                try checkPlacement(of: kind)
                try start(kind)
                if selfClosing {
                    if try finish(kind, into: &visitor) { delivered += 1 }
                } else {
                    let name = kind == .other ? Array(tokenizer.bytes[tokenizer.name]) : []
                    stack.append(OpenElement(kind: kind, name: name, line: tokenizer.tagLine))
                }
            case .end:
                guard let open = stack.popLast() else {
                    throw tokenizer.error(.malformed("closing tag </\(tokenizer.nameText)> without an open element"))
                }
                let matches = open.kind == .other
                    ? tokenizer.nameIs(open.name) : Kind.names.contains { $0.kind == open.kind && tokenizer.nameIs($0.bytes) }
                guard matches else {
                    throw tokenizer.error(.mismatchedClosingTag(expected: name(of: open), found: tokenizer.nameText))
                }
                if try finish(open.kind, into: &visitor) { delivered += 1 }
            }
        }
        return true
    }

    private func name(of element: OpenElement) -> String {
        element.kind == .other
            ? String(decoding: element.name, as: UTF8.self)
            : String(decoding: Kind.names.first { $0.kind == element.kind }!.bytes, as: UTF8.self)
    }

    private mutating func checkPlacement(of kind: Kind) throws {
        if !sawRoot {
            guard kind == .osm else { throw tokenizer.error(.notOSM(root: tokenizer.nameText), line: tokenizer.tagLine) }
            sawRoot = true
        } else if stack.isEmpty {
            throw tokenizer.error(.malformed("<\(tokenizer.nameText)> after the root element"), line: tokenizer.tagLine)
        }
        if let object, kind == .node || kind == .way || kind == .relation {
            let inside = object == .node ? "node" : object == .way ? "way" : "relation"
            throw tokenizer.error(.unexpectedElement(tokenizer.nameText, inside: inside), line: tokenizer.tagLine)
        }
    }

    /// Handles a start tag's attributes.
    private mutating func start(_ kind: Kind) throws {
        switch kind {
        case .node, .way, .relation:
            object = kind
            objectLine = tokenizer.tagLine
            objectID = try integer(Attribute.id, "id")
            if !OSMIDRange.contains(objectID) {
                let problem: XMLProblem = kind == .node
                    ? .nodeIDOutOfRange(objectID) : .objectIDOutOfRange(kind: kind == .way ? "way" : "relation", id: objectID)
                throw tokenizer.error(problem, line: tokenizer.tagLine)
            }
            arena.removeAll(keepingCapacity: true)
            spans.removeAll(keepingCapacity: true)
            refs.removeAll(keepingCapacity: true)
            members.removeAll(keepingCapacity: true)
            location = nil
            if kind == .node { try readLocation() }
        case .tag where object != nil:
            let key = try required(Attribute.k, "k"), value = try required(Attribute.v, "v")
            let keyStart = arena.count
            arena.append(contentsOf: tokenizer.bytes[key])
            let valueStart = arena.count
            arena.append(contentsOf: tokenizer.bytes[value])
            spans.append(OSMTagSpan(keyStart: keyStart, keyCount: key.count, valueStart: valueStart, valueCount: value.count))
        case .nd where object == .way:
            refs.append(try integer(Attribute.ref, "ref"))
        case .member where object == .relation:
            let ref = try integer(Attribute.ref, "ref")
            let typeRange = try required(Attribute.type, "type")
            guard let type = Self.memberTypes.first(where: { tokenizer.bytes[typeRange].elementsEqual($0.bytes) })?.type else {
                let text = String(decoding: tokenizer.bytes[typeRange], as: UTF8.self)
                throw tokenizer.error(.invalidMemberType(text), line: tokenizer.tagLine)
            }
            let roleStart = arena.count
            if let role = tokenizer.attribute(Attribute.role) { arena.append(contentsOf: tokenizer.bytes[role]) }
            members.append(OSMMember(type: type, ref: ref, roleStart: roleStart, roleCount: arena.count - roleStart))
        default:
            break
        }
    }

    private mutating func readLocation() throws {
        let lat = tokenizer.attribute(Attribute.lat), lon = tokenizer.attribute(Attribute.lon)
        if lat == nil || lon == nil, let visible = tokenizer.attribute(Attribute.visible),
           tokenizer.bytes[visible].elementsEqual("false".utf8) {
            return
        }
        let latitude = try decimal(try required(Attribute.lat, "lat"), "lat")
        let longitude = try decimal(try required(Attribute.lon, "lon"), "lon")
        location = OSMLocation(latitudeE7: latitude, longitudeE7: longitude)
    }

    /// Delivers the current object when `kind` closes it. - Returns: whether an object was delivered.
    private mutating func finish<V: OSMObjectVisitor>(_ kind: Kind, into visitor: inout V) throws -> Bool {
        guard let object, object == kind else { return false }
        self.object = nil
        let id = objectID, location = location
        try arena.withUnsafeBytes { base in
            try spans.withUnsafeBufferPointer { spans in
                let tags = OSMTags(base: base, spans: spans)
                switch kind {
                case .node: try visitor.visitNode(id: id, location: location, tags: tags)
                case .way: try refs.withUnsafeBufferPointer { try visitor.visitWay(id: id, refs: $0, tags: tags) }
                default:
                    try members.withUnsafeBufferPointer {
                        try visitor.visitRelation(id: id, members: OSMMembers(base: base, members: $0), tags: tags)
                    }
                }
            }
        }
        return true
    }

    private func required(_ attribute: [UInt8], _ name: String) throws -> Range<Int> {
        guard let range = tokenizer.attribute(attribute) else {
            throw tokenizer.error(.missingAttribute(element: tokenizer.nameText, attribute: name), line: tokenizer.tagLine)
        }
        return range
    }

    private func integer(_ attribute: [UInt8], _ name: String) throws -> Int64 {
        let range = try required(attribute, name)
        guard let value = DecimalParser.integer(tokenizer.bytes[range]) else { throw invalid(name, range) }
        return value
    }

    private func decimal(_ range: Range<Int>, _ name: String) throws -> Int64 {
        guard let value = DecimalParser.e7(tokenizer.bytes[range]) else { throw invalid(name, range) }
        return value
    }

    private func invalid(_ name: String, _ range: Range<Int>) -> OSMError {
        let text = String(decoding: tokenizer.bytes[range], as: UTF8.self)
        return tokenizer.error(.invalidNumber(attribute: name, value: text), line: tokenizer.tagLine)
    }
}
