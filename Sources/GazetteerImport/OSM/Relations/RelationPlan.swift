/// A relation the gazetteer builds, as read in the first pass: what it becomes and which ways it needs.
struct RelationPlan: Sendable {
    enum Shape: Sendable {
        /// `type=multipolygon` or `type=boundary`: rings from the member ways.
        case area
        /// `type=waterway`: a line placed on its longest member way.
        case line
        /// `type=multipolygon` with no tags of its own: the tags are on its outer ways (the old style),
        /// which take their holes from the relation.
        case legacyArea
    }

    var id: Int64
    var shape: Shape
    var record: OSMRecordTemplate?
    var boundary: OSMBoundaryTemplate?
    /// Member ways in order, with whether their role is `inner`.
    var ways: [Int64] = []
    var innerRoles: [Bool] = []
    /// The node with role `label`, where the area's point goes when it lies inside.
    var labelNode: Int64?

    /// Decides from a relation's tags whether, and as what, the gazetteer builds it; `nil` when it does not.
    static func make(
        id: Int64, members: OSMMembers, tags: OSMTags, mapper: inout OSMRecordMapper
    ) -> (plan: RelationPlan?, skip: SkipReason?) {
        guard let type = typeValue(tags) else { return (nil, nil) }
        let shape: Shape
        if type.elementsEqual("multipolygon".utf8) || type.elementsEqual("boundary".utf8) {
            shape = .area
        } else if type.elementsEqual("waterway".utf8) {
            shape = .line
        } else {
            return (nil, nil)
        }
        let mapping = mapper.map(tags, type: .relation)
        if let skip = mapping.skip { return (nil, skip) }
        var plan = RelationPlan(id: id, shape: shape, record: mapping.record, boundary: shape == .area ? mapping.boundary : nil)
        if plan.record == nil && plan.boundary == nil {
            guard type.elementsEqual("multipolygon".utf8), hasOnlyBookkeepingTags(tags) else { return (nil, nil) }
            plan.shape = .legacyArea
        }
        let inner = Array("inner".utf8), enclave = Array("enclave".utf8)
        var seen = Set<Int64>()
        for index in 0..<members.count {
            switch members[index].type {
            case .way:
                let role = members.role(index)
                // A river's tributaries and side streams are other waterways; a way listed twice counts once.
                if shape == .line && Self.otherStreams.contains(role) { continue }
                guard seen.insert(members[index].ref).inserted else { continue }
                plan.ways.append(members[index].ref)
                plan.innerRoles.append(role.elementsEqual(inner) || role.elementsEqual(enclave))
            case .relation: continue  // super-relations: areas do not use them
            case .node:
                if plan.labelNode == nil && members.role(index).elementsEqual(Self.label) { plan.labelNode = members[index].ref }
            }
        }
        return plan.ways.isEmpty ? (nil, nil) : (plan, nil)
    }

    private static let label = Array("label".utf8)
    private static let otherStreams = ByteList([Array("tributary".utf8), Array("side_stream".utf8)])

    /// The value of the `type` tag.
    private static func typeValue(_ tags: OSMTags) -> UnsafeRawBufferPointer? {
        for index in 0..<tags.count where tags.key(index).elementsEqual("type".utf8) { return tags.value(index) }
        return nil
    }

    /// Whether every tag is `type` or bookkeeping (`created_by`, `source`, `note`, `fixme`, `FIXME`).
    private static func hasOnlyBookkeepingTags(_ tags: OSMTags) -> Bool {
        let allowed = ["type", "created_by", "source", "note", "fixme", "FIXME"].map { Array($0.utf8) }
        for index in 0..<tags.count where !allowed.contains(where: { tags.key(index).elementsEqual($0) }) {
            return false
        }
        return true
    }
}
