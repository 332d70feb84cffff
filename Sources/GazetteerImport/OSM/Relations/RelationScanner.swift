import GazetteerIndex

/// The first pass over a block: collects the plans of its relations and ignores nodes and ways.
struct RelationScanner: OSMBlockVisitor {
    struct Block: Sendable {
        var plans: [RelationPlan] = []
        var report = ImportReport(input: "", format: "")
    }

    private var block = Block()
    private var mapper = OSMRecordMapper()

    init() {}

    mutating func visitNode(id: Int64, location: OSMLocation?, tags: OSMTags) {}

    mutating func visitWay(id: Int64, refs: UnsafeBufferPointer<Int64>, tags: OSMTags) {}

    mutating func startStringTable() { mapper.startStringTable() }

    mutating func visitRelation(id: Int64, members: OSMMembers, tags: OSMTags) {
        let (plan, skip) = RelationPlan.make(id: id, members: members, tags: tags, mapper: &mapper)
        if let skip { block.report.skip(skip, at: "relation \(id)") }
        guard let plan else { return }
        guard id > 0 else { return block.report.skip(.nonPositiveID, at: "relation \(id)") }
        block.plans.append(plan)
    }

    mutating func finish() -> Block {
        defer { block = Block() }
        return block
    }
}
