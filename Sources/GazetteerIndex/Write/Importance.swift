#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The build-time rank of a record: larger is more important.
///
/// Population counts on a log scale (3,000 points a decade); the kind of place adds a bonus, so
/// that a capital outranks a larger suburb and a town outranks a bench. The score fits in 16 bits.
package enum Importance {
    /// The score for a record's population, feature and category.
    package static func score(population: UInt64, featureClass: UInt8, featureCode: String, category: String) -> UInt16 {
        let populationScore = population > 0 ? log10(Double(population) + 1) * 3_000 : 0
        let bonus = Double(kindBonus(featureClass: featureClass, featureCode: featureCode, category: category))
        return UInt16(clamping: Int((populationScore + bonus).rounded()))
    }

    static func kindBonus(featureClass: UInt8, featureCode: String, category: String) -> Int {
        if let bonus = featureCodeBonus[featureCode] { return bonus }
        if let bonus = categoryBonus[category] { return bonus }
        switch featureClass {
        case UInt8(ascii: "P"): return 2_000
        case UInt8(ascii: "A"): return 1_500
        case UInt8(ascii: "H"), UInt8(ascii: "T"): return 800
        case UInt8(ascii: "R"): return 300
        default: return category.isEmpty ? 500 : 200
        }
    }

    private static let featureCodeBonus: [String: Int] = [
        "PCLI": 24_000, "PCLD": 20_000, "PCLS": 20_000, "PCLF": 20_000, "PCL": 20_000,
        "PPLC": 15_000, "PPLG": 10_000, "PPLA": 10_000, "ADM1": 9_000, "PPLA2": 6_000,
        "ADM2": 5_000, "PPLA3": 4_000, "PPLA4": 2_500, "PPLA5": 2_200, "PPL": 2_000,
        "PPLS": 1_000, "PPLF": 1_000, "PPLL": 1_000, "PPLR": 1_000, "PPLX": 600,
        "PPLH": 200, "PPLQ": 200, "PPLW": 200, "PPLCH": 400,
    ]

    private static let categoryBonus: [String: Int] = [
        "place=city": 10_000, "place=town": 6_000, "place=village": 3_000, "place=suburb": 2_500,
        "place=hamlet": 1_500, "place=borough": 2_500, "place=quarter": 1_200, "place=neighbourhood": 1_000,
        "place=locality": 600, "place=isolated_dwelling": 400, "place=island": 1_500, "place=islet": 600,
        "place=municipality": 3_000, "place=county": 3_000, "place=state": 9_000, "place=region": 5_000,
        "place=country": 24_000, "place=farm": 300, "place=square": 500,
    ]
}
