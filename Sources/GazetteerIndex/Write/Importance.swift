#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The build-time rank of a record, in decades of population: larger is more important.
///
/// ```
/// importance = size + kind + capital + fame
///   size    = log10(population + 1), or the size the kind implies when it is larger
///             (an OSM town without a population tag counts as 10,000 people: 4.0)
///   kind    = a small bonus by feature code or category (administrative seats, countries)
///   capital = 0.5 for a national capital
///   fame    = 0.2 × log2(1 + distinct names): places known in many languages are better known
/// ```
/// Stored in thousandths (16 bits, at most 65.535), and the order of the rank table.
package enum Importance {
    /// The stored score.
    package static func score(
        population: UInt64, featureClass: UInt8, featureCode: String, category: String,
        nameCount: Int, isCapital: Bool
    ) -> UInt16 {
        score(
            population: population, featureClass: featureClass, kind: Kind(featureCode: featureCode, category: category),
            nameCount: nameCount, isCapital: isCapital)
    }

    /// The stored score of a record whose feature code and category ``Kind`` has read.
    static func score(population: UInt64, featureClass: UInt8, kind: Kind, nameCount: Int, isCapital: Bool) -> UInt16 {
        let size = max(log10(Double(population) + 1), kind.size ?? classSize(featureClass, hasCategory: kind.hasCategory))
        let value = size + kind.bonus + (isCapital ? capitalBonus : 0) + fame(nameCount: nameCount)
        return UInt16(clamping: Int((value * 1_000).rounded()))
    }

    /// What a feature code and a category say of a record's importance, looked up once per pair
    /// of codes rather than once per record.
    struct Kind {
        /// The size the codes imply (nil: the feature class decides).
        var size: Double?
        var bonus: Double
        var hasCategory: Bool

        init(featureCode: String, category: String) {
            size = featureCodeSize[featureCode] ?? categorySize[category] ?? (category.hasPrefix("place=") ? 1.5 : nil)
            bonus = featureCodeBonus[featureCode] ?? 0
            hasCategory = !category.isEmpty
        }
    }

    /// The national capital's bonus, in decades.
    static let capitalBonus = 0.5

    /// 0.2 × log2(1 + names).
    static func fame(nameCount: Int) -> Double {
        0.2 * log2(1 + Double(max(0, nameCount)))
    }

    /// The size (in decades of population) a feature class stands for when its codes say nothing.
    ///
    /// Places where people live or work (settlements, research stations, stations) stand for at
    /// least ``inhabitedSize``, just above the natural features most often named after them
    /// (mountains, lakes, islands, streams: 2.5), so that with nothing else to separate them the
    /// inhabited one comes first.
    static func classSize(_ featureClass: UInt8, hasCategory: Bool) -> Double {
        switch featureClass {
        case UInt8(ascii: "P"): return inhabitedSize
        case UInt8(ascii: "A"): return 3.0
        case UInt8(ascii: "H"), UInt8(ascii: "T"): return 2.0
        case UInt8(ascii: "R"): return 1.5
        case UInt8(ascii: "S"), UInt8(ascii: "L"), UInt8(ascii: "V"), UInt8(ascii: "U"): return 1.0
        default: return hasCategory ? 0.8 : 1.0
        }
    }

    /// The least size of an inhabited place with no population given.
    static let inhabitedSize = 2.6

    private static let featureCodeBonus: [String: Double] = [
        "PPLG": 0.3, "PPLA": 0.4, "PPLA2": 0.2, "PPLA3": 0.1, "PPLA4": 0.05,
        "PPLX": -0.2, "PPLH": -0.5, "PPLQ": -0.5, "PPLW": -0.5, "PPLF": -0.2, "PPLL": -0.1,
    ]

    private static let featureCodeSize: [String: Double] = [
        "PCLI": 7.0, "PCLD": 6.5, "PCLS": 6.5, "PCLF": 6.5, "PCL": 6.5, "PCLIX": 6.0,
        "ADM1": 5.5, "ADM2": 4.5, "ADM3": 3.5, "ADM4": 3.0, "ADMD": 3.0,
        "PPLC": 5.0, "PPLA": 4.5, "PPLA2": 4.0, "PPLA3": 3.5, "PPLA4": 3.0,
        "CONT": 8.0, "OCN": 7.5, "SEA": 6.0, "MT": 2.5, "PK": 2.5, "VLC": 3.0, "LK": 2.5, "ISL": 2.5, "STM": 2.5,
        // Research stations and military bases: inhabited, often the only settlement of a region.
        "STNB": 3.0, "MILB": inhabitedSize,
    ]

    private static let categorySize: [String: Double] = [
        "place=country": 7.0, "place=state": 5.5, "place=region": 5.0, "place=province": 5.0,
        "place=county": 4.5, "place=district": 4.0, "place=municipality": 3.5,
        "place=city": 5.0, "place=town": 4.0, "place=village": 3.0, "place=hamlet": inhabitedSize,
        "place=suburb": 3.5, "place=borough": 4.0, "place=quarter": 3.0, "place=neighbourhood": 2.5,
        "place=city_block": 1.5, "place=isolated_dwelling": 1.0, "place=farm": 1.0,
        "place=locality": 0.5, "place=square": 1.5,
        "place=island": 3.0, "place=islet": 1.0, "place=archipelago": 3.5,
        "place=house": 0.3,
        "natural=peak": 2.5, "natural=volcano": 3.0, "natural=water": 2.0, "natural=glacier": 2.5,
        "waterway=river": 3.0, "waterway=canal": 2.0, "waterway=stream": 1.0,
        "railway=station": inhabitedSize, "aeroway=aerodrome": 3.0, "highway=bus_stop": 0.8,
        "historic=castle": 2.5, "tourism=attraction": 2.0, "tourism=museum": 2.0,
        "amenity=university": 2.5, "amenity=hospital": 2.5,
    ]
}
