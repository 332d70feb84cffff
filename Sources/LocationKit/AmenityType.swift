/// A kind of point of interest, named by its OpenStreetMap tag.
///
/// The raw value is the OpenStreetMap tag value (`"toilets"`, `"drinking_water"`), so it can go
/// straight into a query such as `amenity=\(type.rawValue)`; `init(rawValue:)` also accepts the
/// case name (`"drinkingWater"`), the whole tag (`"amenity=drinking_water"`) and any letter case.
/// String interpolation gives the raw value too.
public enum AmenityType: CaseIterable, Hashable, Sendable, Codable, RawRepresentable, CustomStringConvertible {
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

    /// The type named `rawValue`: an OpenStreetMap tag value (`"drinking_water"`), a case name
    /// (`"drinkingWater"`) or a whole tag (`"amenity=drinking_water"`), in any letter case.
    ///
    /// - Parameter rawValue: The name to look up.
    /// - Complexity: O(*n*) in the number of cases.
    public init?(rawValue: String) {
        var name = rawValue.lowercased()
        if name.hasPrefix("amenity=") { name.removeFirst("amenity=".count) }
        guard let match = Self.allCases.first(where: { $0.osmValue == name || $0.caseName.lowercased() == name }) else {
            return nil
        }
        self = match
    }

    /// The OpenStreetMap tag value, e.g. "drinking_water".
    public var rawValue: String { osmValue }

    /// The OpenStreetMap tag value, e.g. "drinking_water", as string interpolation writes it.
    public var description: String { osmValue }

    /// The OpenStreetMap tag key, e.g. "amenity".
    public var osmKey: String { "amenity" }

    /// The OpenStreetMap tag value, e.g. "drinking_water".
    public var osmValue: String {
        switch self {
        case .drinkingWater: return "drinking_water"
        default: return caseName
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

    /// The Swift name of the case, e.g. "drinkingWater".
    private var caseName: String {
        switch self {
        case .toilets: return "toilets"
        case .drinkingWater: return "drinkingWater"
        case .pharmacy: return "pharmacy"
        case .hospital: return "hospital"
        case .cafe: return "cafe"
        case .restaurant: return "restaurant"
        case .fuel: return "fuel"
        case .atm: return "atm"
        case .bench: return "bench"
        case .parking: return "parking"
        }
    }
}

extension AmenityType {
    /// ``toilets``, spelled as classic code spells the case.
    public static let Toilets = AmenityType.toilets
}
