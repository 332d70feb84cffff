/// Administrative areas: which contain a point, and reverse geocoding with them.
extension Gazetteer {
    /// Number of administrative areas (boundaries) in the index.
    public var areaCount: Int { areaSection.count }

    /// The administrative areas that contain `coordinate`, the country first, the smallest last.
    ///
    /// Borders are the simplified ones stored in the index (within about 20 m of the source); a
    /// point on a border counts as inside. Holes, areas in several parts and areas across the
    /// antimeridian are handled.
    /// - Complexity: O(log a + k·d) for a areas, k of whose boxes hold the point, d the depth of their
    ///   cell trees: independent of the number of vertices.
    public func areas(containing coordinate: Coordinate) -> [AdministrativeArea] {
        var numbers: [Int] = []
        areaNumbers(containing: coordinate, into: &numbers)
        return numbers.map(areaSection.administrativeArea)
    }

    /// The allocation-free form of ``areas(containing:)``: replaces the contents of `areas`
    /// (keeping its capacity) with the areas' numbers, country first (see ``area(at:)``).
    ///
    /// - Complexity: as ``areas(containing:)``; no allocation once `areas` has room.
    public func areaNumbers(containing coordinate: Coordinate, into areas: inout [Int]) {
        areas.removeAll(keepingCapacity: true)
        guard coordinate.isValid else { return }
        areaSection.containing(
            latitudeE7: FixedPoint.e7(coordinate.latitude), longitudeE7: FixedPoint.e7(GeoMath.wrapLongitude(coordinate.longitude)),
            into: &areas)
    }

    /// The administrative area `number`.
    ///
    /// - Precondition: `0 <= number < areaCount`.
    /// - Complexity: O(name length).
    public func area(at number: Int) -> AdministrativeArea {
        precondition(number >= 0 && number < areaCount, "area \(number) out of range 0..<\(areaCount)")
        return areaSection.administrativeArea(number)
    }

    /// Reverse geocoding with areas: the areas that contain `coordinate` (country first) and the
    /// nearest settlement within `maximumDistanceMeters`, with its distance.
    ///
    /// - Complexity: ``areas(containing:)`` plus ``reverse(_:maximumDistanceMeters:)``.
    public func reverseGeocode(_ coordinate: Coordinate, maximumDistanceMeters: Double = .infinity) -> ReverseGeocode {
        ReverseGeocode(
            coordinate: coordinate, areas: areas(containing: coordinate),
            settlement: reverse(coordinate, maximumDistanceMeters: maximumDistanceMeters))
    }
}
