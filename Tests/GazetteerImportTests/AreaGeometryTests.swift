import Foundation
import GazetteerTestSupport
import Testing
@testable import GazetteerImport

@Suite("Ring assembly, nesting and points inside areas")
struct AreaGeometryTests {
    private func point(_ y: Int64, _ x: Int64) -> OSMLocation { OSMLocation(latitudeE7: y, longitudeE7: x)! }

    private func member(_ points: [(Int64, Int64)], inner: Bool = false) -> RingAssembler.Member {
        RingAssembler.Member(points: points.map { point($0.0, $0.1) }, isInner: inner)
    }

    private func oracleRings(_ rings: [AreaRing]) -> [[(Int32, Int32)]] {
        rings.map { $0.points.map { ($0.latitudeE7, $0.longitudeE7) } }
    }

    @Test("ways join end to end, reversed where needed, in any member order")
    func joinsWays() {
        let result = RingAssembler.assemble([
            member([(0, 0), (0, 10)]), member([(10, 0), (0, 0)]), member([(10, 10), (10, 0)]), member([(0, 10), (5, 15), (10, 10)]),
        ])
        #expect(result.rings.count == 1)
        #expect(result.rings[0].count == 6)
        #expect(result.rings[0].first == result.rings[0].last)
        #expect(result.openChains == 0)
    }

    @Test("a chain with a gap is left out and counted; a two-point loop is degenerate")
    func brokenRings() {
        let result = RingAssembler.assemble([
            member([(0, 0), (0, 10)]), member([(0, 10), (10, 10)]), member([(10, 0), (0, 0)]),
            member([(50, 50), (50, 60), (50, 50)]),
            member([(20, 20), (20, 30), (30, 30), (20, 20)]),
        ])
        #expect(result.rings.count == 1)
        #expect(result.openChains == 1)
        #expect(result.degenerateRings == 1)
    }

    @Test("one way's area is what assembling it as the only member gives: closed, open, degenerate, repeated points, either turn")
    func oneRingMatchesAssembly() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<2_000 {
            let count = Int(random.next() % 7)
            var points = (0..<count).map { _ in point(Int64(random.next() % 5), Int64(random.next() % 5)) }
            if count > 1 && random.next() % 4 != 0 { points.append(points[0]) }
            if let first = points.first, random.next() % 5 == 0 { points.insert(first, at: 0) }
            let fast = AssembledArea(ring: points)
            let general = AssembledArea(members: [RingAssembler.Member(points: points, isInner: false)])
            #expect(oracleRings(fast.rings).map { $0.map { "\($0)" } } == oracleRings(general.rings).map { $0.map { "\($0)" } })
            #expect(fast.rings.map(\.isOuter) == general.rings.map(\.isOuter))
            #expect(fast.openChains == general.openChains && fast.degenerateRings == general.degenerateRings, "\(points)")
        }
    }

    @Test("a chain is grown from both ends when it starts in the middle of a ring")
    func growsBothWays() {
        let result = RingAssembler.assemble([
            member([(0, 10), (10, 10)]), member([(0, 0), (0, 10)]), member([(10, 10), (10, 0)]), member([(10, 0), (0, 0)]),
        ])
        #expect(result.rings.count == 1 && result.openChains == 0)
    }

    @Test("an island in a lake in a park is an outer ring again; outer rings turn counterclockwise, holes clockwise")
    func nesting() {
        let park: [(Int64, Int64)] = [(0, 0), (100, 0), (100, 100), (0, 100), (0, 0)]    // clockwise
        let lake: [(Int64, Int64)] = [(20, 20), (20, 80), (80, 80), (80, 20), (20, 20)]
        let island: [(Int64, Int64)] = [(40, 40), (60, 40), (60, 60), (40, 60), (40, 40)]
        let rings = RingNesting.nest([island, park, lake].map { $0.map { point($0.0, $0.1) } })
        #expect(rings.map(\.isOuter) == [true, false, true])
        #expect(rings.map { $0.twiceSignedArea > 0 } == [true, false, true])
        #expect(rings[0].points.count == 5)
    }

    @Test("a hole touching its outer ring at a point is still a hole")
    func touchingHole() {
        let outer: [(Int64, Int64)] = [(0, 0), (0, 100), (100, 100), (100, 0), (0, 0)]
        let hole: [(Int64, Int64)] = [(0, 50), (40, 40), (40, 60), (0, 50)]
        let rings = RingNesting.nest([outer, hole].map { $0.map { point($0.0, $0.1) } })
        #expect(rings.map(\.isOuter) == [true, false])
    }

    @Test("the point of a frame-shaped area is in the frame, not in the hole")
    func frame() throws {
        let area = AssembledArea(members: [
            member([(0, 0), (0, 1000), (1000, 1000), (1000, 0), (0, 0)]), member([(100, 100), (100, 900), (900, 900), (900, 100), (100, 100)], inner: true),
        ])
        let inside = try #require(area.representativePoint)
        #expect(PolygonOracle.contains(oracleRings(area.rings), latitudeE7: inside.latitudeE7, longitudeE7: inside.longitudeE7))
    }

    @Test("random concave areas with holes: the point is always inside (brute-force oracle)")
    func randomConcaveAreas() throws {
        var random = SplitMix64(seed: 20_130_803)
        for _ in 0..<300 {
            // A star-shaped ring around a centre, with radii varying wildly (deeply concave), and sometimes a
            // small hole around a point inside it.
            let centreY = Int64(random.below(1_000_000_000)) - 500_000_000
            let centreX = Int64(random.below(3_000_000_000)) - 1_500_000_000
            let spikes = 3 + random.below(40)
            var ring: [(Int64, Int64)] = []
            for index in 0..<spikes {
                let angle = Double(index) / Double(spikes) * 2 * .pi
                let radius = random.uniform(50, 20_000) * (random.chance(0.5) ? 1 : 0.05)
                ring.append((centreY + Int64(radius * sin(angle)), centreX + Int64(radius * cos(angle))))
            }
            ring.append(ring[0])
            var members = [member(ring)]
            if random.chance(0.5) {
                let r = Int64(random.uniform(5, 40))
                members.append(member([(centreY - r, centreX - r), (centreY - r, centreX + r), (centreY + r, centreX + r),
                                       (centreY + r, centreX - r), (centreY - r, centreX - r)], inner: true))
            }
            let area = AssembledArea(members: members)
            let inside = try #require(area.representativePoint)
            #expect(PolygonOracle.contains(oracleRings(area.rings), latitudeE7: inside.latitudeE7, longitudeE7: inside.longitudeE7),
                    "\(ring)")
        }
    }

    @Test("a C-shaped area whose centroid falls in the gap gets a point inside")
    func cShape() throws {
        let c: [(Int64, Int64)] = [(0, 0), (0, 300), (30, 300), (30, 30), (270, 30), (270, 300), (300, 300), (300, 0), (0, 0)]
        let area = AssembledArea(members: [member(c)])
        let inside = try #require(area.representativePoint)
        #expect(PolygonOracle.contains(oracleRings(area.rings), latitudeE7: inside.latitudeE7, longitudeE7: inside.longitudeE7))
        #expect(!PolygonOracle.contains(oracleRings(area.rings), latitudeE7: 150, longitudeE7: 150))
    }

    @Test("a line's length adds its segments (at the equator, degrees of longitude count fully)")
    func length() {
        #expect(abs(WayGeometry.length([point(0, 0), point(0, 100), point(200, 100)]) - 300) < 1e-6)
        #expect(WayGeometry.length([point(7, 7)]) == 0)
    }
}
