/// One record of the index, with its names and codes resolved.
public struct Place: Sendable, Hashable, Identifiable {
    /// The record's position in the index (stable for one index file).
    public let recordNumber: Int
    /// Source and identifier: `geonames:3042030`, `osm:node/123`.
    public let id: SourceID
    /// The primary name; empty for unnamed objects such as most toilets and benches.
    public let name: String
    public let coordinate: Coordinate
    /// GeoNames feature class (`P`, `A`…), empty when unknown.
    public let featureClass: String
    /// GeoNames feature code (`PPLC`…), empty when unknown.
    public let featureCode: String
    /// OpenStreetMap category (`amenity=toilets`), empty for none.
    public let category: String
    /// ISO country code, empty when unknown.
    public let countryCode: String
    public let countryName: String
    public let admin1Code: String
    public let admin1Name: String
    public let population: Int
    /// Build-time rank (larger is more important).
    public let importance: Int
    /// Kept tags (`wheelchair`, `fee`, `opening_hours`, `access`), sorted by key.
    public let tags: [RecordTag]
    /// Every category the record can be found under, the main one (``category``) first.
    public let categories: [String]
    /// Street, house number, postcode and city, where the source gives them.
    public let address: PostalAddress
    /// The administrative areas that contain the place, the country first, the smallest last;
    /// empty when the index has no boundaries for it.
    public let hierarchy: [AdministrativeArea]
    /// The extent of an area (a park, a town mapped as a polygon); `nil` for a point.
    public let extent: BoundingBox?
    /// The place's names by language and of other kinds (`name:de`, `official_name`), in the
    /// index's order (by language, then kind); empty when the index has none for it.
    public internal(set) var localizedNames: [LocalizedName] = []
    /// The names by language of the place's country and of its admin1 division (``name(preferring:)``
    /// reads them for labels).
    public internal(set) var localizedCountryNames: [LocalizedName] = []
    public internal(set) var localizedAdmin1Names: [LocalizedName] = []
    /// The name as the index stores it, when ``name`` was replaced by ``localized(preferring:)``.
    var unlocalizedName: String?

    /// "Schaan, Wahlkreis Oberland, Liechtenstein": the name (or, unnamed, the category), street, the
    /// areas that contain the place, postcode and country, from small to large, each name once
    /// (``PlaceLabel``).
    ///
    /// - Complexity: O(hierarchy depth + length of the label).
    public var displayName: String { PlaceLabel(self).text }

    /// The value of a kept tag.
    ///
    /// - Complexity: O(tags).
    public func tag(_ key: String) -> String? {
        tags.first { $0.key == key }?.value
    }
}
