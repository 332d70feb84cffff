/// A box from its edges, checked, in the order of GeoJSON and `osmium extract -b`.
extension BoundingBox {
    /// The whole world: every record lies in it.
    public static let world = BoundingBox(minLatitude: -90, minLongitude: -180, maxLatitude: 90, maxLongitude: 180)

    /// A box from its west, south, east and north edges in degrees; `west > east` makes a box that
    /// crosses the antimeridian (from `west` eastward through 180° to `east`).
    ///
    /// - Throws: ``BoundingBoxError`` when an edge is not finite, a latitude lies outside -90…90, a
    ///   longitude outside -180…180, or `south > north`.
    /// - Complexity: O(1).
    public init(west: Double, south: Double, east: Double, north: Double) throws(BoundingBoxError) {
        for (edge, value) in [("west", west), ("south", south), ("east", east), ("north", north)] where !value.isFinite {
            throw .notANumber(edge: edge, text: "\(value)")
        }
        for (edge, value) in [("south", south), ("north", north)] where abs(value) > 90 {
            throw .latitudeOutOfRange(edge: edge, value: value)
        }
        for (edge, value) in [("west", west), ("east", east)] where abs(value) > 180 {
            throw .longitudeOutOfRange(edge: edge, value: value)
        }
        if south > north { throw .southAboveNorth(south: south, north: north) }
        self.init(minLatitude: south, minLongitude: west, maxLatitude: north, maxLongitude: east)
    }

    /// Parses `WEST,SOUTH,EAST,NORTH` (spaces around the numbers allowed) and checks it as
    /// ``init(west:south:east:north:)`` does.
    ///
    /// - Throws: ``BoundingBoxError``.
    /// - Complexity: O(length of `text`).
    public init(parsing text: String) throws(BoundingBoxError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4 else { throw .wrongCount(text: text, count: parts.count) }
        var values: [Double] = []
        for (edge, part) in zip(["west", "south", "east", "north"], parts) {
            let trimmed = part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
            guard let value = Double(String(trimmed)), value.isFinite else {
                throw .notANumber(edge: edge, text: String(part))
            }
            values.append(value)
        }
        try self.init(west: values[0], south: values[1], east: values[2], north: values[3])
    }

    /// Whether every edge is finite and in range, and the south edge is not north of the north edge.
    public var isValid: Bool {
        minLatitude.isFinite && maxLatitude.isFinite && minLongitude.isFinite && maxLongitude.isFinite
            && abs(minLatitude) <= 90 && abs(maxLatitude) <= 90 && abs(minLongitude) <= 180 && abs(maxLongitude) <= 180
            && minLatitude <= maxLatitude
    }

    /// Whether the box crosses the antimeridian (its west edge is east of its east edge).
    public var crossesAntimeridian: Bool { minLongitude > maxLongitude }

    /// Whether `coordinate` lies in the box, edges included, compared in fixed point (10⁻⁷ degree)
    /// as the index stores coordinates.
    ///
    /// - Complexity: O(1).
    public func contains(_ coordinate: Coordinate) -> Bool {
        let latitude = FixedPoint.e7(coordinate.latitude), longitude = FixedPoint.e7(coordinate.longitude)
        guard latitude >= FixedPoint.e7(minLatitude) && latitude <= FixedPoint.e7(maxLatitude) else { return false }
        let west = FixedPoint.e7(minLongitude), east = FixedPoint.e7(maxLongitude)
        return west <= east ? longitude >= west && longitude <= east : longitude >= west || longitude <= east
    }
}
