/// What a point is in and near: the administrative areas that contain it and the nearest settlement.
public struct ReverseGeocode: Sendable, Hashable {
    /// The point asked about.
    public let coordinate: Coordinate
    /// The areas that contain the point, the country first, the smallest last; empty when the index
    /// has no boundaries there.
    public let areas: [AdministrativeArea]
    /// The nearest settlement within the maximum distance asked for, with its distance.
    public let settlement: NearbyPlace?

    public init(coordinate: Coordinate, areas: [AdministrativeArea], settlement: NearbyPlace?) {
        self.coordinate = coordinate
        self.areas = areas
        self.settlement = settlement
    }
}
