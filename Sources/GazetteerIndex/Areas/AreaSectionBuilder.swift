/// Turns administrative boundaries into the bytes of the boundaries section.
///
/// Boundaries are cleaned (invalid coordinates and rings with fewer than three distinct vertices
/// dropped), simplified together (``BoundarySimplifier``), placed in the plane (``PlaneArea``),
/// ordered along the Morton curve of their boxes' centres (the leaves of a packed tree of boxes,
/// 16 to a node), and stored with their quadtrees and delta-coded rings (``AreaSectionLayout``).
package struct AreaSectionBuilder {
    /// Borders stay within this many metres of the source: enough to shrink a country's border
    /// tenfold, little enough that only points within a few tens of metres of it can change side.
    package static let defaultToleranceMeters = 20.0

    package struct Result: Sendable {
        package var bytes: [UInt8]
        package var areaCount: Int
        /// Boundaries left out: no name and no country code, or no usable ring.
        package var skippedCount: Int
    }

    /// The section for `boundaries` (empty of areas when there are none).
    /// - Complexity: O(v log v) for v vertices, plus the quadtrees: O(v × depth).
    package static func build(_ boundaries: [BoundaryPolygon], toleranceMeters: Double = defaultToleranceMeters) -> Result {
        var kept: [(boundary: BoundaryPolygon, rings: [(isOuter: Bool, vertices: [RingVertex])])] = []
        var skipped = 0
        for boundary in boundaries {
            let rings = boundary.rings.compactMap { ring in cleaned(ring).map { (isOuter: ring.isOuter, vertices: $0) } }
            guard !rings.isEmpty, !(boundary.name.isEmpty && boundary.countryCode.isEmpty) else {
                skipped += 1
                continue
            }
            kept.append((boundary, rings))
        }
        let simplified = BoundarySimplifier(toleranceMeters: toleranceMeters).simplify(kept.flatMap { $0.rings.map(\.vertices) })
        var next = 0
        var areas: [(boundary: BoundaryPolygon, plane: PlaneArea)] = []
        for entry in kept {
            let rings = entry.rings.map { ring -> (isOuter: Bool, vertices: [RingVertex]) in
                defer { next += 1 }
                return (ring.isOuter, simplified[next])
            }
            areas.append((entry.boundary, PlaneArea(rings: rings)))
        }
        areas.sort { sortKey($0.plane) != sortKey($1.plane) ? sortKey($0.plane) < sortKey($1.plane) : $0.boundary.id < $1.boundary.id }
        return Result(bytes: encode(areas), areaCount: areas.count, skippedCount: skipped)
    }

    /// The ring without repeated vertices or a closing copy of the first; `nil` when it has
    /// coordinates out of range or fewer than three distinct vertices.
    static func cleaned(_ ring: BoundaryPolygon.Ring) -> [RingVertex]? {
        guard ring.latitudesE7.count == ring.longitudesE7.count else { return nil }
        var vertices: [RingVertex] = []
        vertices.reserveCapacity(ring.latitudesE7.count)
        for (latitude, longitude) in zip(ring.latitudesE7, ring.longitudesE7) {
            guard FixedPoint.isValidLatitude(latitude), FixedPoint.isValidLongitude(longitude) else { return nil }
            let vertex = RingVertex(latitudeE7: latitude, longitudeE7: longitude)
            if vertices.last != vertex { vertices.append(vertex) }
        }
        while vertices.count > 1 && vertices.last == vertices.first { vertices.removeLast() }
        return Set(vertices).count >= 3 ? vertices : nil
    }

    private static func sortKey(_ area: PlaneArea) -> UInt64 {
        var x = (area.minX + area.maxX) / 2
        if x > Int64(FixedPoint.maximumLongitudeE7) { x -= FixedPoint.fullTurnE7 }
        return GridGeometry.morton(latitudeE7: Int32(clamping: (area.minY + area.maxY) / 2), longitudeE7: Int32(clamping: x))
    }

    private static func encode(_ areas: [(boundary: BoundaryPolygon, plane: PlaneArea)]) -> [UInt8] {
        var names = ByteWriter()
        var geometry = ByteWriter()
        var entries = ByteWriter(capacity: areas.count * AreaSectionLayout.entrySize)
        var passes = false
        for (boundary, plane) in areas {
            let tree = AreaQuadtreeBuilder(plane)
            let rings = ringBytes(plane)
            let nameOffset = names.bytes.count
            var name = boundary.name
            name.withUTF8 { utf8 in
                names.varint(UInt64(utf8.count))
                names.bytes.append(contentsOf: utf8)
            }
            let geometryOffset = geometry.bytes.count
            for node in tree.nodes { geometry.u32(node) }
            geometry.bytes.append(contentsOf: tree.leaves.bytes)
            geometry.bytes.append(contentsOf: rings)
            passes = passes || plane.maxX > Int64(FixedPoint.maximumLongitudeE7)
            entries.u64(boundary.id.packed)
            putBox(minX: plane.minX, maxX: plane.maxX, minY: plane.minY, maxY: plane.maxY, into: &entries)
            entries.u32(UInt32(nameOffset))
            entries.bytes.append(UInt8(clamping: boundary.adminLevel))
            entries.bytes.append(0)
            entries.u16(CountryCode.pack(boundary.countryCode.uppercased()))
            entries.u64(UInt64(geometryOffset))
            entries.u32(UInt32(tree.nodes.count))
            entries.u32(UInt32(tree.leaves.bytes.count))
            entries.u32(UInt32(rings.count))
            entries.u32(UInt32(plane.rings.count))
        }
        let layout = AreaSectionLayout(areaCount: areas.count, namesLength: names.bytes.count, geometryLength: geometry.bytes.count)
        var section = ByteWriter(capacity: layout.totalLength)
        section.u32(AreaSectionLayout.version)
        section.u32(UInt32(areas.count))
        section.u32(passes ? AreaSectionLayout.passesAntimeridian : 0)
        section.u32(0)
        section.u64(UInt64(names.bytes.count))
        section.u64(UInt64(geometry.bytes.count))
        section.bytes.append(contentsOf: repeatElement(0, count: AreaSectionLayout.headerSize - section.bytes.count))
        section.bytes.append(contentsOf: entries.bytes)
        var below = areas.map { (minX: $0.plane.minX, maxX: $0.plane.maxX, minY: $0.plane.minY, maxY: $0.plane.maxY) }
        for level in layout.treeLevels {
            var boxes: [(minX: Int64, maxX: Int64, minY: Int64, maxY: Int64)] = []
            for node in 0..<level.count {
                let children = below[(node * AreaSectionLayout.fanout)..<min(below.count, (node + 1) * AreaSectionLayout.fanout)]
                let box = (minX: children.map(\.minX).min()!, maxX: children.map(\.maxX).max()!,
                           minY: children.map(\.minY).min()!, maxY: children.map(\.maxY).max()!)
                putBox(minX: box.minX, maxX: box.maxX, minY: box.minY, maxY: box.maxY, into: &section)
                boxes.append(box)
            }
            below = boxes
        }
        section.bytes.append(contentsOf: names.bytes)
        section.bytes.append(contentsOf: geometry.bytes)
        precondition(section.bytes.count == layout.totalLength, "boundaries section layout mismatch")
        return section.bytes
    }

    /// A box as west edge, width, south edge, north edge.
    private static func putBox(minX: Int64, maxX: Int64, minY: Int64, maxY: Int64, into writer: inout ByteWriter) {
        writer.u32(UInt32(bitPattern: Int32(clamping: minX)))
        writer.u32(UInt32(clamping: maxX - minX))
        writer.u32(UInt32(bitPattern: Int32(clamping: minY)))
        writer.u32(UInt32(bitPattern: Int32(clamping: maxY)))
    }

    private static func ringBytes(_ plane: PlaneArea) -> [UInt8] {
        var writer = ByteWriter()
        var previous = PlanePoint(x: plane.minX, y: plane.minY)
        for ring in plane.rings {
            writer.varint(UInt64(ring.points.count) << 1 | (ring.isOuter ? 1 : 0))
            for point in ring.points {
                writer.signedVarint(point.x - previous.x)
                writer.signedVarint(point.y - previous.y)
                previous = point
            }
        }
        return writer.bytes
    }
}
