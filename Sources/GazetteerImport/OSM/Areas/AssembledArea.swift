import GazetteerIndex

/// An area built from ways: its nested rings, a point inside it, its extent, and what was left out.
struct AssembledArea: Sendable {
    /// Rings, largest first, outer rings counterclockwise and holes clockwise.
    var rings: [AreaRing]
    /// Chains of member ways that did not close, left out.
    var openChains: Int
    /// Rings with fewer than three distinct points, left out.
    var degenerateRings: Int

    /// Assembles, nests and orients the rings of `members` (see ``RingAssembler`` and ``RingNesting``).
    init(members: [RingAssembler.Member]) {
        let assembled = RingAssembler.assemble(members)
        rings = RingNesting.nest(assembled.rings)
        openChains = assembled.openChains
        degenerateRings = assembled.degenerateRings
    }

    /// An area of one closed ring (a closed way).
    ///
    /// The same as ``init(members:)`` with the one member, without its general work: a closed ring is
    /// the area's one outer ring, turned counterclockwise.
    init(ring: some Collection<OSMLocation>) {
        let points = RingAssembler.withoutRepeats(ring)
        let closes = points.count >= 2 && points.first == points.last
        openChains = points.count >= 2 && !closes ? 1 : 0
        degenerateRings = closes && points.count < 4 ? 1 : 0
        guard closes && points.count >= 4 else {
            rings = []
            return
        }
        var outer = AreaRing(points: points)
        outer.isOuter = true
        rings = [outer.twiceSignedArea > 0 ? outer : outer.reversed()]
    }

    /// Whether at least one ring was built.
    var hasRings: Bool { !rings.isEmpty }

    /// A point inside the area (see ``SurfacePoint``); `nil` when the rings enclose nothing.
    var representativePoint: OSMLocation? { SurfacePoint.of(rings) }

    /// Whether `point` lies inside the area (even-odd over every ring). O(points).
    func contains(_ point: OSMLocation) -> Bool {
        rings.reduce(false) { inside, ring in ring.boxContains(point) && ring.contains(point) ? !inside : inside }
    }

    /// The box around every ring.
    var extent: BoundingBox? {
        var extent = OSMExtent()
        for ring in rings { extent.add(ring) }
        return extent.box
    }

    /// The rings as the index writer takes them.
    var boundaryRings: [BoundaryPolygon.Ring] {
        rings.map { ring in
            BoundaryPolygon.Ring(
                isOuter: ring.isOuter,
                latitudesE7: ring.points.map(\.latitudeE7),
                longitudesE7: ring.points.map(\.longitudeE7))
        }
    }
}
