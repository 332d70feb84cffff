/// Builds the containment quadtree of one area.
///
/// The tree splits the area's bounding box while a cell meets more than ``leafEdgeLimit`` edges.
/// A cell that meets no edge is wholly inside or outside; a leaf that meets edges stores a
/// reference point (off every edge) with its inside/outside status and the edges, as polylines.
/// A query walks down to its cell and counts the edges crossed on the way from the reference
/// point ( ``EdgeCrossing/crossing(from:to:_:_:)`` ). Statuses are found at build time the same
/// way, from the parent's reference point; the root's by an even-odd ray over all edges.
package struct AreaQuadtreeBuilder {
    static let leafEdgeLimit = 8
    static let maximumDepth = 24

    private let edges: [(PlanePoint, PlanePoint)]
    private(set) var nodes: [UInt32] = []
    private(set) var leaves = ByteWriter()

    /// The tree of `area`: its root cell is the area's bounding box.
    package init(_ area: PlaneArea) {
        edges = area.edges
        let root = Self.rootCell(of: area)
        nodes = [0]
        let reference = Self.reference(in: root, avoiding: Array(edges.indices), edges)
        var inside = false
        for (a, b) in edges where EdgeCrossing.rayCrosses(from: reference, a, b) { inside.toggle() }
        nodes[0] = node(root, Array(edges.indices), reference: reference, inside: inside, depth: 0)
    }

    /// The cell the tree of `area` starts from (the reader computes the same from the stored box).
    package static func rootCell(of area: PlaneArea) -> AreaCell {
        AreaCell(minX: area.minX, minY: area.minY, maxX: area.maxX, maxY: area.maxY)
    }

    private mutating func node(_ cell: AreaCell, _ cellEdges: [Int], reference: PlanePoint, inside: Bool, depth: Int) -> UInt32 {
        if cellEdges.isEmpty { return inside ? AreaNode.inside : AreaNode.outside }
        if cellEdges.count <= Self.leafEdgeLimit || depth >= Self.maximumDepth || !cell.isSplittable
            || nodes.count + 4 >= AreaNode.payloadLimit {
            return leaf(cell, cellEdges, reference: reference, inside: inside)
        }
        let first = nodes.count
        nodes.append(contentsOf: [0, 0, 0, 0])
        for quadrant in 0..<4 {
            let child = cell.child(quadrant)
            let childEdges = cellEdges.filter { child.intersects(edges[$0].0, edges[$0].1) }
            let childReference = Self.reference(in: child, avoiding: childEdges, edges)
            var childInside = inside
            for index in cellEdges where EdgeCrossing.crossing(from: reference, to: childReference, edges[index].0, edges[index].1) == 1 {
                childInside.toggle()
            }
            nodes[first + quadrant] = node(child, childEdges, reference: childReference, inside: childInside, depth: depth + 1)
        }
        return AreaNode.split | UInt32(first) << 2
    }

    /// A leaf: reference point (from the cell's corner) and status, then the edges as polylines.
    private mutating func leaf(_ cell: AreaCell, _ cellEdges: [Int], reference: PlanePoint, inside: Bool) -> UInt32 {
        let offset = leaves.bytes.count
        guard offset < AreaNode.payloadLimit else { return inside ? AreaNode.inside : AreaNode.outside }
        leaves.varint(UInt64(reference.x - cell.minX) << 1 | (inside ? 1 : 0))
        leaves.varint(UInt64(reference.y - cell.minY))
        var polylines: [[PlanePoint]] = []
        for index in cellEdges {
            let (a, b) = edges[index]
            if let last = polylines.last?.last, last == a {
                polylines[polylines.count - 1].append(b)
            } else {
                polylines.append([a, b])
            }
        }
        leaves.varint(UInt64(polylines.count))
        for polyline in polylines {
            leaves.varint(UInt64(polyline.count))
            var previous = reference
            for point in polyline {
                leaves.signedVarint(point.x - previous.x)
                leaves.signedVarint(point.y - previous.y)
                previous = point
            }
        }
        return AreaNode.leaf | UInt32(offset) << 2
    }

    /// A point of the cell near its middle that lies on none of the given edges (a cell of a few
    /// units crossed by edges through every lattice point keeps its middle: a wrong parity there
    /// is confined to millimetres).
    private static func reference(in cell: AreaCell, avoiding cellEdges: [Int], _ edges: [(PlanePoint, PlanePoint)]) -> PlanePoint {
        let middle = PlanePoint(x: cell.middleX, y: cell.middleY)
        for attempt in 0..<64 {
            let candidate = attempt == 0 ? middle : PlanePoint(
                x: min(cell.maxX, max(cell.minX, middle.x + Int64(attempt % 8) - 3)),
                y: min(cell.maxY, max(cell.minY, middle.y + Int64(attempt / 8) - 3)))
            if !cellEdges.contains(where: { PlanePoint.isOnSegment(candidate, edges[$0].0, edges[$0].1) }) { return candidate }
        }
        return middle
    }
}
