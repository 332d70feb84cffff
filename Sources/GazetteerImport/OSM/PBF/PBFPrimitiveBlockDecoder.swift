/// Decodes one OSMData `PrimitiveBlock` and hands its objects, in order, to a visitor.
///
/// Reads the string table, `granularity` (default 100 nanodegrees), `lat_offset` and `lon_offset`;
/// `date_granularity` and all metadata (`Info`, `DenseInfo`) are skipped. Groups may hold plain nodes,
/// dense nodes, ways or relations; changesets are skipped. Every string index is bounds-checked and
/// every delta sum is overflow-checked. The decoder keeps its scratch arrays between blocks.
struct PBFPrimitiveBlockDecoder {
    /// String table entries as byte ranges within the block.
    var strings: [Range<Int>] = []
    var tagSpans: [OSMTagSpan] = []
    var keys: [UInt64] = []
    var values: [UInt64] = []
    var refs: [Int64] = []
    var roles: [UInt64] = []
    var memberTypes: [UInt64] = []
    var members: [OSMMember] = []
    var granularity: Int64 = 100
    var latitudeOffset: Int64 = 0
    var longitudeOffset: Int64 = 0
    /// Skip node and way groups without decoding them (a pass that wants relations only).
    var skipsNodesAndWays = false

    /// Decodes `block` (an uncompressed PrimitiveBlock) into `visitor`.
    ///
    /// - Throws: ``PBFProblem`` for malformed content; whatever the visitor throws.
    /// - Complexity: O(n) in the block size.
    mutating func decode<V: OSMObjectVisitor>(_ block: UnsafeRawBufferPointer, into visitor: inout V) throws {
        do {
            try decodeBlock(block, into: &visitor)
        } catch let error as ProtobufError {
            throw PBFProblem.malformed(error.description)
        }
    }

    private mutating func decodeBlock<V: OSMObjectVisitor>(_ block: UnsafeRawBufferPointer, into visitor: inout V) throws {
        strings.removeAll(keepingCapacity: true)
        visitor.startStringTable()
        granularity = 100
        latitudeOffset = 0
        longitudeOffset = 0
        var groups: [UnsafeRawBufferPointer] = []
        var reader = ProtobufReader(block)
        while let field = try reader.nextField() {
            switch field.number {
            case 1: try readStringTable(try reader.readLengthDelimited(field), block: block)
            case 2: groups.append(try reader.readLengthDelimited(field))
            case 17: granularity = Int64(Int32(truncatingIfNeeded: try reader.readVarint(field)))
            case 19: latitudeOffset = Int64(bitPattern: try reader.readVarint(field))
            case 20: longitudeOffset = Int64(bitPattern: try reader.readVarint(field))
            default: try reader.skip(field.wireType)
            }
        }
        guard granularity > 0 else { throw PBFProblem.valueOutOfRange("granularity \(granularity)") }
        for group in groups {
            var groupReader = ProtobufReader(group)
            while let field = try groupReader.nextField() {
                switch field.number {
                case 1...3 where skipsNodesAndWays: try groupReader.skip(field.wireType)
                case 1: try decodeNode(try groupReader.readLengthDelimited(field), block: block, into: &visitor)
                case 2: try decodeDenseNodes(try groupReader.readLengthDelimited(field), block: block, into: &visitor)
                case 3: try decodeWay(try groupReader.readLengthDelimited(field), block: block, into: &visitor)
                case 4: try decodeRelation(try groupReader.readLengthDelimited(field), block: block, into: &visitor)
                default: try groupReader.skip(field.wireType)
                }
            }
        }
    }

    private mutating func readStringTable(_ table: UnsafeRawBufferPointer, block: UnsafeRawBufferPointer) throws {
        var reader = ProtobufReader(table)
        while let field = try reader.nextField() {
            guard field.number == 1 else {
                try reader.skip(field.wireType)
                continue
            }
            let string = try reader.readLengthDelimited(field)
            let start = Self.offset(of: string, in: block)
            strings.append(start..<start + string.count)
        }
    }

    static func offset(of slice: UnsafeRawBufferPointer, in block: UnsafeRawBufferPointer) -> Int {
        guard let base = block.baseAddress, let start = slice.baseAddress else { return 0 }
        return start - base
    }

    /// The byte range of string `index`, checked against the table.
    func string(_ index: UInt64) throws(PBFProblem) -> Range<Int> {
        guard index < UInt64(strings.count) else { throw .stringIndexOutOfRange(index: index, count: strings.count) }
        return strings[Int(index)]
    }

    /// The tag span for one key/value pair of string indices, checked against the table.
    static func tagSpan(key: UInt64, value: UInt64, strings: [Range<Int>]) throws(PBFProblem) -> OSMTagSpan {
        guard key < UInt64(strings.count) else { throw .stringIndexOutOfRange(index: key, count: strings.count) }
        guard value < UInt64(strings.count) else { throw .stringIndexOutOfRange(index: value, count: strings.count) }
        let keyRange = strings[Int(key)], valueRange = strings[Int(value)]
        return OSMTagSpan(
            keyStart: keyRange.lowerBound, keyCount: keyRange.count,
            valueStart: valueRange.lowerBound, valueCount: valueRange.count, keyNumber: Int32(truncatingIfNeeded: key)
        )
    }

    /// Fills `tagSpans` from the parallel `keys` and `values` arrays.
    mutating func collectTags(_ what: String) throws(PBFProblem) {
        tagSpans.removeAll(keepingCapacity: true)
        guard keys.count == values.count else { throw .lengthMismatch("\(what) keys (\(keys.count)) and values (\(values.count))") }
        for index in keys.indices { tagSpans.append(try Self.tagSpan(key: keys[index], value: values[index], strings: strings)) }
    }

    /// Converts block coordinates to a location.
    func location(latitude: Int64, longitude: Int64) throws(PBFProblem) -> OSMLocation? {
        try CoordinateConversion(granularity: granularity, latitudeOffset: latitudeOffset, longitudeOffset: longitudeOffset)
            .location(latitude: latitude, longitude: longitude)
    }

    /// Replaces delta-coded values by their running sums.
    static func undelta(_ values: inout [Int64], _ what: String) throws(PBFProblem) {
        var running: Int64 = 0
        for index in values.indices {
            let (sum, overflow) = running.addingReportingOverflow(values[index])
            guard !overflow else { throw .valueOutOfRange("\(what) delta sum") }
            running = sum
            values[index] = sum
        }
    }

    private mutating func decodeNode<V: OSMObjectVisitor>(
        _ message: UnsafeRawBufferPointer, block: UnsafeRawBufferPointer, into visitor: inout V
    ) throws {
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        var id: Int64?, latitude: Int64?, longitude: Int64?
        var reader = ProtobufReader(message)
        while let field = try reader.nextField() {
            switch field.number {
            case 1: id = ProtobufReader.zigzagDecode(try reader.readVarint(field))
            case 2: try reader.appendVarints(field, to: &keys)
            case 3: try reader.appendVarints(field, to: &values)
            case 8: latitude = ProtobufReader.zigzagDecode(try reader.readVarint(field))
            case 9: longitude = ProtobufReader.zigzagDecode(try reader.readVarint(field))
            default: try reader.skip(field.wireType)
            }
        }
        guard let id else { throw PBFProblem.missingField("Node.id") }
        guard OSMIDRange.contains(id) else { throw PBFProblem.nodeIDOutOfRange(id) }
        guard let latitude, let longitude else { throw PBFProblem.missingField("Node.lat/lon") }
        try collectTags("Node")
        let location = try location(latitude: latitude, longitude: longitude)
        try tagSpans.withUnsafeBufferPointer { spans in
            try visitor.visitNode(id: id, location: location, tags: OSMTags(base: block, spans: spans))
        }
    }

    private mutating func decodeWay<V: OSMObjectVisitor>(
        _ message: UnsafeRawBufferPointer, block: UnsafeRawBufferPointer, into visitor: inout V
    ) throws {
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        refs.removeAll(keepingCapacity: true)
        var id: Int64?
        var reader = ProtobufReader(message)
        while let field = try reader.nextField() {
            switch field.number {
            case 1: id = Int64(bitPattern: try reader.readVarint(field))
            case 2: try reader.appendVarints(field, to: &keys)
            case 3: try reader.appendVarints(field, to: &values)
            case 8: try reader.appendSignedVarints(field, to: &refs)
            default: try reader.skip(field.wireType)
            }
        }
        guard let id else { throw PBFProblem.missingField("Way.id") }
        guard OSMIDRange.contains(id) else { throw PBFProblem.objectIDOutOfRange(kind: "way", id: id) }
        try collectTags("Way")
        try Self.undelta(&refs, "way node reference")
        try tagSpans.withUnsafeBufferPointer { spans in
            try refs.withUnsafeBufferPointer { refs in
                try visitor.visitWay(id: id, refs: refs, tags: OSMTags(base: block, spans: spans))
            }
        }
    }

    private mutating func decodeRelation<V: OSMObjectVisitor>(
        _ message: UnsafeRawBufferPointer, block: UnsafeRawBufferPointer, into visitor: inout V
    ) throws {
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        refs.removeAll(keepingCapacity: true)
        roles.removeAll(keepingCapacity: true)
        memberTypes.removeAll(keepingCapacity: true)
        var id: Int64?
        var reader = ProtobufReader(message)
        while let field = try reader.nextField() {
            switch field.number {
            case 1: id = Int64(bitPattern: try reader.readVarint(field))
            case 2: try reader.appendVarints(field, to: &keys)
            case 3: try reader.appendVarints(field, to: &values)
            case 8: try reader.appendVarints(field, to: &roles)
            case 9: try reader.appendSignedVarints(field, to: &refs)
            case 10: try reader.appendVarints(field, to: &memberTypes)
            default: try reader.skip(field.wireType)
            }
        }
        guard let id else { throw PBFProblem.missingField("Relation.id") }
        guard OSMIDRange.contains(id) else { throw PBFProblem.objectIDOutOfRange(kind: "relation", id: id) }
        try collectTags("Relation")
        guard refs.count == roles.count, refs.count == memberTypes.count else {
            throw PBFProblem.lengthMismatch(
                "Relation memids (\(refs.count)), roles_sid (\(roles.count)) and types (\(memberTypes.count))"
            )
        }
        try Self.undelta(&refs, "relation member id")
        members.removeAll(keepingCapacity: true)
        for index in refs.indices {
            let role = try string(roles[index])
            guard let type = memberTypes[index] <= 2 ? OSMObjectType(rawValue: UInt8(memberTypes[index])) : nil else {
                throw PBFProblem.valueOutOfRange("relation member type \(memberTypes[index])")
            }
            members.append(OSMMember(type: type, ref: refs[index], roleStart: role.lowerBound, roleCount: role.count))
        }
        try tagSpans.withUnsafeBufferPointer { spans in
            try members.withUnsafeBufferPointer { members in
                try visitor.visitRelation(
                    id: id, members: OSMMembers(base: block, members: members), tags: OSMTags(base: block, spans: spans))
            }
        }
    }
}
