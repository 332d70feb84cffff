/// A boundary's rings placed in the plane, ready for containment tests.
///
/// Longitudes are unwrapped along each ring, so a ring that crosses the antimeridian is one
/// polygon with x past 180°; a ring that goes once around a pole is closed over that pole (the
/// pole on the side of the ring's mean latitude). Each ring is then moved by whole turns next to
/// the first ring, and the whole area so that it starts at or east of -180°: a query point is
/// tested at its longitude and, where the area passes 180°, one turn further east.
package struct PlaneArea: Sendable {
    package struct Ring: Sendable {
        package var isOuter: Bool
        /// Vertices; the last joins the first.
        package var points: [PlanePoint]
    }

    package var rings: [Ring]
    package var minX: Int64
    package var maxX: Int64
    package var minY: Int64
    package var maxY: Int64

    /// The widest span of longitudes an area may take (it is stored in 32 bits).
    static let maximumWidthE7: Int64 = 4_000_000_000

    /// The area of closed rings given as source vertices (no repeated closing vertex).
    package init(rings source: [(isOuter: Bool, vertices: [RingVertex])]) {
        var placed = source.filter { $0.vertices.count >= 3 }.map { Ring(isOuter: $0.isOuter, points: Self.unwrapped($0.vertices)) }
        // Each ring by whole turns next to the first, so an area across the antimeridian is compact.
        if let first = placed.first {
            let anchor = Self.centerX(first.points)
            for index in placed.indices.dropFirst() {
                let turns = Int64((Double(anchor - Self.centerX(placed[index].points)) / Double(FixedPoint.fullTurnE7)).rounded())
                placed[index].shift(by: turns * FixedPoint.fullTurnE7)
            }
        }
        var bounds = Self.bounds(placed)
        if bounds.maxX - bounds.minX > Self.maximumWidthE7 {
            // Rings too far apart to share one turn: each starts within -180°...180° on its own.
            for index in placed.indices { placed[index].shift(by: Self.turnsIntoRange(placed[index].points)) }
            bounds = Self.bounds(placed)
        }
        let shift = bounds.minX < -Int64(FixedPoint.maximumLongitudeE7) ? FixedPoint.fullTurnE7 : 0
        for index in placed.indices where shift != 0 { placed[index].shift(by: shift) }
        rings = placed
        minX = bounds.minX + shift
        maxX = min(bounds.maxX + shift, minX + Self.maximumWidthE7)
        minY = bounds.minY
        maxY = bounds.maxY
    }

    private static func centerX(_ points: [PlanePoint]) -> Int64 {
        (points.map(\.x).min()! + points.map(\.x).max()!) / 2
    }

    private static func bounds(_ rings: [Ring]) -> (minX: Int64, maxX: Int64, minY: Int64, maxY: Int64) {
        var result = (minX: Int64.max, maxX: Int64.min, minY: Int64.max, maxY: Int64.min)
        for ring in rings {
            for point in ring.points {
                result = (min(result.minX, point.x), max(result.maxX, point.x), min(result.minY, point.y), max(result.maxY, point.y))
            }
        }
        return rings.isEmpty ? (0, 0, 0, 0) : result
    }

    /// The whole turns that bring a ring's westernmost vertex into -180°...180°.
    private static func turnsIntoRange(_ points: [PlanePoint]) -> Int64 {
        let west = points.map(\.x).min()!
        var shift: Int64 = 0
        while west + shift < -Int64(FixedPoint.maximumLongitudeE7) { shift += FixedPoint.fullTurnE7 }
        while west + shift > Int64(FixedPoint.maximumLongitudeE7) { shift -= FixedPoint.fullTurnE7 }
        return shift
    }

    /// Every edge of every ring.
    package var edges: [(PlanePoint, PlanePoint)] {
        var edges: [(PlanePoint, PlanePoint)] = []
        edges.reserveCapacity(rings.reduce(0) { $0 + $1.points.count })
        for ring in rings {
            for index in ring.points.indices {
                edges.append((ring.points[index], ring.points[(index + 1) % ring.points.count]))
            }
        }
        return edges
    }

    /// A ring's vertices with longitudes unwrapped; closed over a pole when it circles one.
    private static func unwrapped(_ vertices: [RingVertex]) -> [PlanePoint] {
        var points: [PlanePoint] = []
        points.reserveCapacity(vertices.count + 2)
        var x = Int64(vertices[0].longitudeE7)
        for (index, vertex) in vertices.enumerated() {
            if index > 0 { x += wrappedDeltaE7(Int64(vertices[index - 1].longitudeE7), Int64(vertex.longitudeE7)) }
            points.append(PlanePoint(x: x, y: Int64(vertex.latitudeE7)))
        }
        let closing = x + wrappedDeltaE7(Int64(vertices[vertices.count - 1].longitudeE7), Int64(vertices[0].longitudeE7))
        if closing != points[0].x {
            let meanLatitude = points.reduce(0) { $0 + $1.y } / Int64(points.count)
            let pole = meanLatitude >= 0 ? Int64(FixedPoint.maximumLatitudeE7) : -Int64(FixedPoint.maximumLatitudeE7)
            points.append(PlanePoint(x: closing, y: points[0].y))
            points.append(PlanePoint(x: closing, y: pole))
            points.append(PlanePoint(x: points[0].x, y: pole))
        }
        return points
    }
}

extension PlaneArea.Ring {
    mutating func shift(by deltaX: Int64) {
        guard deltaX != 0 else { return }
        for index in points.indices { points[index].x += deltaX }
    }
}
