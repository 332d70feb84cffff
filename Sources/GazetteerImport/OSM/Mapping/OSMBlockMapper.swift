import GazetteerIndex

/// The second pass over a block: maps its objects to records and pending ways, and collects node locations.
///
/// Runs on a worker thread for PBF input; everything that needs earlier blocks (placing ways) is left to
/// ``OSMAssembler``. Relations were read in the first pass (``RelationCatalog``) and are only counted here.
struct OSMBlockMapper<Sink: OSMRecordSink>: OSMBlockVisitor {
    private var block = OSMMappedBlock<Sink>()
    private var mapper = OSMRecordMapper()
    private let memberWays: OSMIDSet
    private let legacyOuterWays: OSMIDSet

    init(catalog: RelationCatalog) {
        memberWays = catalog.memberWays
        legacyOuterWays = catalog.legacyOuterWays
    }

    mutating func visitNode(id: Int64, location: OSMLocation?, tags: OSMTags) {
        block.report.itemsRead += 1
        if let location {
            if block.nodeIDs.isEmpty {
                block.nodeIDs.reserveCapacity(8_000)
                block.nodeLocations.reserveCapacity(8_000)
            }
            block.nodeIDs.append(id)
            block.nodeLocations.append(location.packed)
        }
        guard tags.count > 0 else { return }
        var mapping = mapper.map(tags, type: .node)
        if let skip = mapping.skip { return block.report.skip(skip, at: "node \(id)") }
        guard let template = mapping.record.take() else { return }
        guard id > 0 else { return block.report.skip(.nonPositiveID, at: "node \(id)") }
        guard let location else { return block.report.skip(.invalidCoordinate, at: "node \(id)") }
        if block.entries.isEmpty {
            template.append(to: &block.sink, id: SourceID(kind: .osmNode, value: UInt64(id)), at: location)
        } else {
            block.entries.append(.node(id: id, location: location, template: block.templates.count))
            block.templates.append(template)
        }
    }

    mutating func visitWay(id: Int64, refs: UnsafeBufferPointer<Int64>, tags: OSMTags) {
        block.report.itemsRead += 1
        let isMember = memberWays.contains(id)
        guard tags.count > 0 || isMember else { return }
        let isClosed = refs.count >= 4 && refs.first == refs.last
        var mapping = mapper.map(tags, type: .way, isClosed: isClosed)
        if let skip = mapping.skip { block.report.skip(skip, at: "way \(id)") }
        // Moved out: a boundary template holds its names.
        var record = mapping.record.take(), boundary = mapping.boundary.take()
        guard record != nil || boundary != nil || isMember else { return }
        if (record != nil || boundary != nil) && id <= 0 {
            block.report.skip(.nonPositiveID, at: "way \(id)")
            record = nil
            boundary = nil
            guard isMember else { return }
        }
        let defers = record != nil && legacyOuterWays.contains(id)
        var template: Int?
        if let record = record.take() {
            template = block.templates.count
            block.templates.append(record)
        }
        if block.wayRefs.isEmpty { block.wayRefs.reserveCapacity(16_000) }
        let start = block.wayRefs.count
        block.wayRefs.append(contentsOf: refs)
        block.entries.append(.way(PendingWay(
            id: id, refs: start..<block.wayRefs.count, isClosed: isClosed, template: template, boundary: consume boundary,
            isMember: isMember, defersRecord: defers)))
    }

    mutating func visitRelation(id: Int64, members: OSMMembers, tags: OSMTags) {
        block.report.itemsRead += 1
    }

    mutating func startStringTable() { mapper.startStringTable() }

    /// The mapped block: the records of the objects before its first way are already in its sink (this is
    /// where PBF workers spend the name normalization).
    mutating func finish() -> OSMMappedBlock<Sink> {
        var result = OSMMappedBlock<Sink>()
        swap(&result, &block)
        return result
    }
}
