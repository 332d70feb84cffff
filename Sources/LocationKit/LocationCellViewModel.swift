/// What a list cell shows for one location: its name, country and coordinates.
///
/// ``LocationsViewModel/locationCellViewModels`` makes one per saved location, and
/// ``AddLocationViewModel/addLocationCellViewModels`` one per search result.
public struct LocationCellViewModel: Identifiable, Hashable, Sendable {
    /// The location shown.
    public let location: Location

    /// Creates the cell's view model for `location`.
    ///
    /// - Parameter location: The location to show.
    public init(location: Location) {
        self.location = location
    }

    /// The location's id.
    public var id: String { location.id }
    /// The location's name, e.g. "Vaduz".
    public var name: String { location.name }
    /// The location's name: the same as ``name``.
    public var locationName: String { location.name }
    /// The country's name, else its code, else "".
    public var country: String { location.country }
    /// The country's name, else its code, else "": the same as ``country``.
    public var locationCountry: String { location.country }
    /// The coordinates as text, latitude first: "47.14151, 9.52154".
    public var coordinates: String { "\(location.latitude), \(location.longitude)" }
    /// The whole description, as ``Location/displayName``.
    public var displayName: String { location.displayName }
}

/// The cell of a search result: the same view model as a saved location's.
public typealias AddLocationCellViewModel = LocationCellViewModel
