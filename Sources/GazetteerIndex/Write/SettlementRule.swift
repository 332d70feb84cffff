/// Decides at build time which records are settlements: the places reverse geocoding names.
///
/// - GeoNames populated places (feature class `P`), except abandoned, destroyed and historical
///   ones (`PPLQ`, `PPLW`, `PPLH`).
/// - OpenStreetMap places (class `P`, category `place=…`) that are settlements or parts of one:
///   city, town, village, hamlet, suburb, quarter, neighbourhood, isolated_dwelling — never a
///   locality, island, county, state or country node.
/// - Inhabited stations: GeoNames research bases (`S`/`STNB`, inhabited by definition even where
///   the dump gives no population), and other stations (`STNC`, `STNE`, `STNF`, `STNI`, `STNM`,
///   `STNR`, `STNS`, `STNW`) and camps (`CMP…`) that carry a population.
package enum SettlementRule {
    /// Whether a record with these fields is a settlement.
    /// - Complexity: O(1): a few comparisons of short strings, no hashing.
    package static func isSettlement(_ fields: RecordFields) -> Bool {
        switch fields.featureClass {
        case UInt8(ascii: "P"):
            if fields.category.hasPrefix("place=") {
                switch fields.category.dropFirst(6) {
                case "city", "town", "village", "hamlet", "suburb", "quarter", "neighbourhood", "isolated_dwelling": return true
                default: return false
                }
            }
            switch fields.featureCode {
            case "PPLQ", "PPLW", "PPLH": return false
            default: return true
            }
        case UInt8(ascii: "S"):
            // Most spots (OpenStreetMap amenities, addresses) have no code: nothing to compare.
            guard !fields.featureCode.isEmpty else { return false }
            switch fields.featureCode {
            case "STNB": return true
            case "STNC", "STNE", "STNF", "STNI", "STNM", "STNR", "STNS", "STNW": return fields.population > 0
            default: return fields.population > 0 && fields.featureCode.hasPrefix("CMP")
            }
        default:
            return false
        }
    }

    /// The flags byte of a record with these fields.
    package static func flags(_ fields: RecordFields) -> UInt8 {
        isSettlement(fields) ? RecordFlags.settlement : 0
    }
}
