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
        for entry in block.entries {
            switch entry {
            case let .node(id, location, template): located.entries.append(.node(id: id, location: location, template: template))
            case .way(let way):
                if let way = try locate(way, templates: block.templates, report: &located.report) {
                    located.entries.append(.way(way))
                }
            }
        }
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

    private mutating func locate(
        _ way: PendingWay, templates: [OSMRecordTemplate], report: inout ImportReport
    ) throws(OSMError) -> LocatedWay? {
        var points: [OSMLocation] = []
        points.reserveCapacity(way.refs.count)
        for ref in way.refs {
            if let location = store.location(of: ref) { points.append(location) }
        }
        if way.isMember && !points.isEmpty { try outlines.add(way: way.id, points: points) }
        guard way.template != nil || way.boundary != nil else { return nil }
        guard !points.isEmpty else {
            report.skip(.wayWithoutLocatedNodes, at: "way \(way.id)")
            return nil
        }
        var template = way.template
        if way.defersRecord, let index = template {
            deferred[way.id] = templates[index]
            template = nil
            if way.boundary == nil { return nil }
        }
        return LocatedWay(id: way.id, points: points, template: template, boundary: way.boundary, isClosed: way.isClosed)
    }
}
