/// A kind of point of interest, named by its OpenStreetMap tag.
public enum AmenityType: String, CaseIterable, Codable, Hashable, Sendable {
    case toilets
    case drinkingWater
    case pharmacy
    case hospital
    case cafe
    case restaurant
    case fuel
    case atm
    case bench
    case parking

    /// The OpenStreetMap tag key, e.g. "amenity".
    public var osmKey: String { "amenity" }

    /// The OpenStreetMap tag value, e.g. "drinking_water".
    public var osmValue: String {
        switch self {
        case .drinkingWater: return "drinking_water"
        default: return rawValue
        }
    }

    /// The tag as OpenStreetMap writes it, e.g. "amenity=toilets".
    public var osmTag: String { "\(osmKey)=\(osmValue)" }

    /// A short English title for people, e.g. "Drinking water".
    public var title: String {
        switch self {
        case .toilets: return "Toilets"
        case .drinkingWater: return "Drinking water"
        case .pharmacy: return "Pharmacy"
        case .hospital: return "Hospital"
        case .cafe: return "Café"
        case .restaurant: return "Restaurant"
        case .fuel: return "Fuel"
        case .atm: return "ATM"
        case .bench: return "Bench"
        case .parking: return "Parking"
        }
    }

    /// The type tagged `key=value` in OpenStreetMap, or `nil` if none is.
    ///
    /// - Parameters:
    ///   - osmKey: A tag key, e.g. "amenity".
    ///   - osmValue: A tag value, e.g. "drinking_water".
    /// - Complexity: O(*n*) in the number of cases.
    public init?(osmKey: String, osmValue: String) {
        guard let match = Self.allCases.first(where: { $0.osmKey == osmKey && $0.osmValue == osmValue }) else {
            return nil
        }
        self = match
    }
}
