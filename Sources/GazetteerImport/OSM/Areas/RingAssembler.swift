/// Joins the member ways of an area into closed rings.
///
/// A closed way is a ring by itself; open ways are chained end to end where they share an end point (the
/// same location; reversed where needed; at a point where several ways meet, one with the same role is
/// preferred) until the chain closes. Roles do not decide which rings are holes: ``RingNesting`` does,
/// from the geometry, so wrong or missing roles do no harm. Chains that never close and rings of fewer
/// than three distinct points are left out and counted.
///
/// - Complexity: O(n) expected in the points of the ways.
enum RingAssembler {
    /// One member way: its located points in order, and whether its role is `inner`.
    struct Member {
        var points: [OSMLocation]
        var isInner: Bool
    }

    /// The closed rings (first point repeated at the end) and what was left out.
    struct Result {
        var rings: [[OSMLocation]] = []
        /// Chains of ways that did not close.
        var openChains = 0
        /// Closed rings with fewer than three distinct points.
        var degenerateRings = 0
    }

    static func assemble(_ members: [Member]) -> Result {
        var result = Result()
        var open: [Member] = []
        for member in members {
            let points = withoutRepeats(member.points)
            guard points.count >= 2 else { continue }
            if points.count >= 4 && points.first == points.last {
                result.rings.append(points)
            } else if points.first == points.last {
                result.degenerateRings += 1
            } else {
                open.append(Member(points: points, isInner: member.isInner))
            }
        }
        var byEnd: [Int64: [Int]] = [:]
        for (index, member) in open.enumerated() {
            byEnd[member.points[0].packed, default: []].append(index)
            byEnd[member.points[member.points.count - 1].packed, default: []].append(index)
        }
        var used = [Bool](repeating: false, count: open.count)
        for start in open.indices where !used[start] {
            used[start] = true
            var chain = open[start].points
            let isInner = open[start].isInner
            var turned = false
            while chain.first != chain.last {
                guard let next = nextWay(at: chain[chain.count - 1], isInner: isInner, byEnd: byEnd, used: used, open: open) else {
                    // Dead end: try growing the chain from its other end once.
                    guard !turned else { break }
                    turned = true
                    chain.reverse()
                    continue
                }
                used[next] = true
                let points = open[next].points
                if points[0] == chain[chain.count - 1] {
                    chain.append(contentsOf: points.dropFirst())
                } else {
                    chain.append(contentsOf: points.reversed().dropFirst())
                }
            }
            if chain.first != chain.last {
                result.openChains += 1
            } else if chain.count >= 4 {
                result.rings.append(chain)
            } else {
                result.degenerateRings += 1
            }
        }
        return result
    }

    /// An unused way with an end at `point`, one with the same role first.
    private static func nextWay(
        at point: OSMLocation, isInner: Bool, byEnd: [Int64: [Int]], used: [Bool], open: [Member]
    ) -> Int? {
        guard let candidates = byEnd[point.packed] else { return nil }
        var fallback: Int?
        for candidate in candidates where !used[candidate] {
            if open[candidate].isInner == isInner { return candidate }
            fallback = fallback ?? candidate
        }
        return fallback
    }

    /// The points without consecutive repeats of one location.
    static func withoutRepeats(_ points: some Collection<OSMLocation>) -> [OSMLocation] {
        var result: [OSMLocation] = []
        result.reserveCapacity(points.count)
        for point in points where point != result.last { result.append(point) }
        return result
    }
}
