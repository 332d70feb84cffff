import GazetteerIndex

/// Looks up the nodes of each block's ways, strictly in file order (the serial step of the second pass).
///
/// Node locations go to the ``NodeLocationStore``; the points of ways that relations use go to the
/// ``WayOutlineStore``; records of old-style multipolygon outer ways wait in ``deferred``. Everything
/// else (geometry, names) is left to ``LocatedBlock/build()`` on the worker threads.
struct OSMAssembler<Sink: OSMRecordSink> {
    private(set) var store: NodeLocationStore
    let outlines: WayOutlineStore
    /// Records of old-style multipolygon outer ways, waiting for their relation, by way id.
    private(set) var deferred: [Int64: OSMRecordTemplate] = [:]
    /// The file-backed resident memory past which the node store lets go of its mapped pages (`nil`: never).
    private let mappedLimit: Int?
    private var blocksSinceCheck = 0

    /// - Parameter mappedLimit: see ``ImportOptions/memoryBudget`` (half of it).
    init(directory: String, mappedLimit: Int? = nil) throws(OSMError) {
        store = NodeLocationStore(directory: directory)
        outlines = try WayOutlineStore(directory: directory)
        self.mappedLimit = mappedLimit
    }

    /// Blocks between two looks at the process's memory (each reads `/proc`).
    static var blocksPerCheck: Int { 8 }

    /// Adds the block's node locations to the store and looks up the nodes of its ways.
    mutating func locate(_ block: OSMMappedBlock<Sink>, at position: OSMFileReader.Position) throws(OSMError) -> LocatedBlock<Sink> {
        // Only this thread reads and writes the store: its pages can be let go between two blocks.
        blocksSinceCheck += 1
        if let mappedLimit, blocksSinceCheck >= Self.blocksPerCheck {
            blocksSinceCheck = 0
            if let memory = ResidentMemory.current(), memory.fileBacked > mappedLimit { store.releasePages() }
        }
        try store.append(ids: block.nodeIDs, packedLocations: block.nodeLocations)
        var located = LocatedBlock<Sink>(
            sink: block.sink, templates: block.templates, report: block.report, position: position)
        located.entries.reserveCapacity(block.entries.count)
        // The points are gathered in a list of this method's, then handed to the block.
        var points: [OSMLocation] = []
        points.reserveCapacity(block.wayRefs.count)
        try block.wayRefs.withUnsafeBufferPointer { refs throws(OSMError) in
            for entry in block.entries {
                switch entry {
                case let .node(id, location, template): located.entries.append(.node(id: id, location: location, template: template))
                case .way(let way):
                    if let way = try locate(
                        way, refs: UnsafeBufferPointer(rebasing: refs[way.refs]), templates: block.templates,
                        points: &points, report: &located.report) {
                        located.entries.append(.way(way))
                    }
                }
            }
        }
        located.points = points
        return located
    }

    /// The locations of `nodes` that are stored (relations' label nodes).
    mutating func locations(of nodes: [Int64]) -> [Int64: OSMLocation] {
        var found: [Int64: OSMLocation] = [:]
        for node in nodes { found[node] = store.location(of: node) }
        return found
    }

    /// Frees the node locations (their temporary files) once every way is located.
    mutating func releaseNodeLocations() {
        store = NodeLocationStore(directory: store.directory)
    }

    /// Looks up the nodes of `way` (its node references are `refs`), appending the located ones to
    /// its block's `points`; they are taken back when the way makes nothing to place.
    private mutating func locate(
        _ way: PendingWay, refs: UnsafeBufferPointer<Int64>, templates: [OSMRecordTemplate],
        points blockPoints: inout [OSMLocation], report: inout ImportReport
    ) throws(OSMError) -> LocatedWay? {
        let start = blockPoints.count
        for ref in refs {
            if let location = store.location(of: ref) { blockPoints.append(location) }
        }
        let points = start..<blockPoints.count
        if way.isMember && !points.isEmpty { try outlines.add(way: way.id, points: blockPoints[points]) }
        let places = way.template != nil || way.boundary != nil
        guard places, !points.isEmpty else {
            if places { report.skip(.wayWithoutLocatedNodes, at: "way \(way.id)") }
            blockPoints.removeSubrange(points)
            return nil
        }
        var template = way.template
        if way.defersRecord, let index = template {
            deferred[way.id] = templates[index]
            template = nil
            guard way.boundary != nil else {
                blockPoints.removeSubrange(points)
                return nil
            }
        }
        return LocatedWay(id: way.id, points: points, template: template, boundary: way.boundary, isClosed: way.isClosed)
    }
}
