import GazetteerIndex

/// What an administrative boundary contributes besides its record: level, names and country code,
/// waiting for its rings.
struct OSMBoundaryTemplate: Sendable, Equatable {
    var adminLevel: Int
    var name: String
    var alternateNames: [String]
    /// ISO 3166-1 alpha-2, upper case, or empty.
    var countryCode: String

    func polygon(id: SourceID, rings: [BoundaryPolygon.Ring]) -> BoundaryPolygon {
        BoundaryPolygon(
            id: id, name: name, alternateNames: alternateNames, adminLevel: adminLevel,
            countryCode: countryCode, rings: rings)
    }
}
