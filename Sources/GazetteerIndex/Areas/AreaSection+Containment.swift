extension AreaSection {
    /// Appends the areas that contain a point, country first (then by level, larger boxes first).
    ///
    /// The point is tested at its longitude and, where some area passes 180°, one turn east;
    /// ±180° are the same meridian.
    /// - Complexity: O(log a + k·d) for a areas, k of them with a box around the point, d the depth
    ///   of their quadtrees; no allocation once `areas` has room.
    package func containing(latitudeE7: Int32, longitudeE7: Int32, into areas: inout [Int]) {
        let start = areas.count
        guard count > 0 else { return }
        let y = Int64(latitudeE7)
        let x = Int64(longitudeE7)
        search(PlanePoint(x: x, y: y), into: &areas, from: start)
        if x == Int64(FixedPoint.maximumLongitudeE7) { search(PlanePoint(x: -x, y: y), into: &areas, from: start) }
        if passesAntimeridian { search(PlanePoint(x: x + FixedPoint.fullTurnE7, y: y), into: &areas, from: start) }
        // Insertion sort: country first.
        var index = start + 1
        while index < areas.count {
            let area = areas[index]
            var slot = index
            while slot > start && precedes(area, areas[slot - 1]) {
                areas[slot] = areas[slot - 1]
                slot -= 1
            }
            areas[slot] = area
            index += 1
        }
    }

    private func precedes(_ a: Int, _ b: Int) -> Bool {
        let levelA = level(a), levelB = level(b)
        if levelA != levelB { return levelA < levelB }
        let sizeA = extent(a), sizeB = extent(b)
        if sizeA != sizeB { return sizeA > sizeB }
        return a < b
    }

    private func extent(_ area: Int) -> Double {
        let box = box(at: layout.entryOffset(area) + AreaSectionLayout.Entry.minX)
        return Double(box.maxX - box.minX) * Double(box.maxY - box.minY)
    }

    private func search(_ point: PlanePoint, into areas: inout [Int], from start: Int) {
        visit(level: layout.treeLevels.count, node: 0, point, &areas, start)
    }

    /// Level 0 is the areas themselves; level l > 0 is `layout.treeLevels[l - 1]`.
    private func visit(level: Int, node: Int, _ point: PlanePoint, _ areas: inout [Int], _ start: Int) {
        if level == 0 {
            guard node < count, contains(node, point), !areas[start...].contains(node) else { return }
            areas.append(node)
            return
        }
        let nodes = layout.treeLevels[level - 1]
        guard node < nodes.count else { return }
        let box = box(at: layout.nodeBoxOffset(nodes.start + node))
        guard point.x >= box.minX, point.x <= box.maxX, point.y >= box.minY, point.y <= box.maxY else { return }
        let below = level == 1 ? count : layout.treeLevels[level - 2].count
        let first = node * AreaSectionLayout.fanout
        for child in first..<min(below, first + AreaSectionLayout.fanout) {
            visit(level: level - 1, node: child, point, &areas, start)
        }
    }

    /// Whether area `area` contains `point` (a point on its border counts as inside).
    package func contains(_ area: Int, _ point: PlanePoint) -> Bool {
        let entry = layout.entryOffset(area)
        let box = box(at: entry + AreaSectionLayout.Entry.minX)
        guard point.x >= box.minX, point.x <= box.maxX, point.y >= box.minY, point.y <= box.maxY else { return false }
        let nodes = geometryStart(entry)
        let nodeCount = Int(view.u32(entry + AreaSectionLayout.Entry.nodeCount))
        let leaves = nodes + 4 * nodeCount
        let leavesEnd = min(leaves + Int(view.u32(entry + AreaSectionLayout.Entry.leafBytes)), layout.totalLength)
        var cell = AreaCell(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY)
        var index = 0
        for _ in 0...AreaQuadtreeBuilder.maximumDepth + 1 {
            guard index < nodeCount else { return false }
            let word = view.u32(nodes + 4 * index)
            switch word & 3 {
            case AreaNode.outside: return false
            case AreaNode.inside: return true
            case AreaNode.split:
                let first = Int(word >> 2)
                guard first > index else { return false }
                let quadrant = cell.quadrant(of: point)
                index = first + quadrant
                cell = cell.child(quadrant)
            default:
                return leafContains(at: leaves + Int(word >> 2), end: leavesEnd, cell: cell, point)
            }
        }
        return false
    }

    /// The parity of the leaf's edges crossed on the way from its reference point.
    private func leafContains(at offset: Int, end: Int, cell: AreaCell, _ point: PlanePoint) -> Bool {
        var at = offset
        let (referenceX, sizeX) = view.varint(at)
        let (referenceY, sizeY) = view.varint(at + sizeX)
        guard sizeX > 0, sizeY > 0 else { return false }
        at += sizeX + sizeY
        let reference = PlanePoint(x: cell.minX + Int64(referenceX >> 1), y: cell.minY + Int64(referenceY))
        var inside = referenceX & 1 == 1
        let (polylines, sizeP) = view.varint(at)
        guard sizeP > 0 else { return inside }
        at += sizeP
        for _ in 0..<max(0, min(polylines, end - at)) {
            let (points, size) = view.varint(at)
            guard size > 0 else { return inside }
            at += size
            var previous = reference
            for number in 0..<max(0, min(points, (end - at) / 2)) {
                let (dx, sx) = view.signedVarint(at)
                let (dy, sy) = view.signedVarint(at + sx)
                guard sx > 0, sy > 0, at + sx + sy <= end else { return inside }
                at += sx + sy
                let next = PlanePoint(x: previous.x &+ dx, y: previous.y &+ dy)
                if number > 0 {
                    switch EdgeCrossing.crossing(from: reference, to: point, previous, next) {
                    case -1: return true
                    case 1: inside.toggle()
                    default: break
                    }
                }
                previous = next
            }
        }
        return inside
    }
}
