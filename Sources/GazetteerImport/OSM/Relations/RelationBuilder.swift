import GazetteerIndex

/// The last stage: builds the relations of the catalog from the kept way outlines, and places the
/// old-style multipolygon outer ways that waited for them.
///
/// Relations are built in file order, a run of them per work item on the pool's workers; the outlines
/// are only read by then.
struct RelationBuilder: Sendable {
    let catalog: RelationCatalog
    let outlines: WayOutlineStore
    /// Records of old-style outer ways, by way id, each placed by the first relation that lists it.
    let deferred: [Int64: OSMRecordTemplate]
    /// Locations of the plans' label nodes, by node id.
    let labels: [Int64: OSMLocation]
    /// For each deferred way, the index of the plan that places it.
    private let owners: [Int64: Int]
    /// Plans that place at least one deferred way.
    private let owningPlans: Set<Int>

    init(catalog: RelationCatalog, outlines: WayOutlineStore, deferred: [Int64: OSMRecordTemplate], labels: [Int64: OSMLocation]) {
        self.catalog = catalog
        self.labels = labels
        self.outlines = outlines
        self.deferred = deferred
        var owners: [Int64: Int] = [:]
        for (index, plan) in catalog.plans.enumerated() where plan.shape == .legacyArea {
            for (way, isInner) in zip(plan.ways, plan.innerRoles) where !isInner && deferred[way] != nil {
                if owners[way] == nil { owners[way] = index }
            }
        }
        self.owners = owners
        owningPlans = Set(owners.values)
    }

    /// Builds plans `range` into a sink, with the problems found.
    func build<Sink: OSMRecordSink>(_ range: Range<Int>, into sink: inout Sink, report: inout ImportReport) {
        for index in range {
            let plan = catalog.plans[index]
            if plan.shape == .legacyArea && !owningPlans.contains(index) { continue }
            var members: [RingAssembler.Member] = []
            let place = "relation \(plan.id)"
            for (way, isInner) in zip(plan.ways, plan.innerRoles) {
                guard let points = outlines.points(of: way) else {
                    report.skip(.missingMember, at: "\(place) way \(way)")
                    continue
                }
                members.append(RingAssembler.Member(points: points, isInner: isInner))
            }
            let id = SourceID(kind: .osmRelation, value: UInt64(plan.id))
            switch plan.shape {
            case .line:
                guard let template = plan.record, let longest = members.max(by: {
                    WayGeometry.length($0.points) < WayGeometry.length($1.points)
                }) else {
                    report.skip(.wayWithoutLocatedNodes, at: place)
                    continue
                }
                var extent = OSMExtent()
                for member in members { for point in member.points { extent.add(point) } }
                template.append(to: &sink, id: id, at: WayGeometry.halfLengthPoint(longest.points), extent: extent.box)
            case .area, .legacyArea:
                let area = AssembledArea(members: members)
                for _ in 0..<(area.openChains + area.degenerateRings) { report.skip(.openRing, at: place) }
                // A label node inside the area says where its name belongs (a town centre); else a point inside.
                let label = plan.labelNode.flatMap { labels[$0] }.flatMap { area.contains($0) ? $0 : nil }
                guard area.hasRings, let point = label ?? area.representativePoint else {
                    if plan.shape == .area { report.skip(.brokenArea, at: place) }
                    placeDeferredWays(of: index, area: nil, into: &sink)
                    continue
                }
                plan.record?.append(to: &sink, id: id, at: point, extent: area.extent)
                if let boundary = plan.boundary { sink.append(boundary: boundary.polygon(id: id, rings: area.boundaryRings)) }
                placeDeferredWays(of: index, area: area, into: &sink)
            }
        }
    }

    /// The records of old-style outer ways owned by plan `index`: the way's own ring with the relation's
    /// holes that lie inside it, or the whole relation area when the way is only part of a ring. Without an
    /// area (the relation is broken), each way is placed by its own points.
    private func placeDeferredWays<Sink: OSMRecordSink>(of index: Int, area: AssembledArea?, into sink: inout Sink) {
        let plan = catalog.plans[index]
        for (way, isInner) in zip(plan.ways, plan.innerRoles) where !isInner && owners[way] == index {
            guard let template = deferred[way], let points = outlines.points(of: way) else { continue }
            let id = SourceID(kind: .osmWay, value: UInt64(way))
            let closed = points.count >= 4 && points.first == points.last
            var shape = area
            if closed, let relationArea = area {
                let own = AreaRing(points: points)
                var members = [RingAssembler.Member(points: points, isInner: false)]
                for ring in relationArea.rings where !ring.isOuter && own.boxContains(ring) && own.contains(ring.points[0]) {
                    members.append(RingAssembler.Member(points: ring.points, isInner: true))
                }
                shape = AssembledArea(members: members)
            } else if closed {
                shape = AssembledArea(ring: points)
            }
            OSMPlacement.append(template, id: id, points: points, area: template.isArea ? shape : nil, to: &sink)
        }
    }
}
