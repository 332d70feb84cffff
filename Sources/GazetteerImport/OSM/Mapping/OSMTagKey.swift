/// The tag keys the mapper looks at, recognised from raw UTF-8 without creating strings.
enum OSMTagKey: Int, CaseIterable {
    case name, population, capital, adminLevel, type, area, iso3166, iso3166Alpha2, postalCode
    // Keys that give categories, in the order that decides the main one.
    case place, boundary
    case amenity, shop, tourism, leisure, historic, healthcare, office, craft
    case railway, publicTransport, aeroway, highway, natural, water, waterway, manMade, landuse, building
    // Tags kept on records, in key order.
    case access, ele, fee, openingHours, wheelchair
    // Address parts.
    case houseNumber, street, addressPlace, postcode, city

    /// The key as written in OSM data.
    var text: String { Self.texts[rawValue] }

    /// Every key's text, made once (`"\(self)"` would go through reflection on every call).
    private static let texts: [String] = allCases.map(\.spelling)

    private var spelling: String {
        switch self {
        case .adminLevel: "admin_level"
        case .iso3166: "ISO3166-1"
        case .iso3166Alpha2: "ISO3166-1:alpha2"
        case .postalCode: "postal_code"
        case .publicTransport: "public_transport"
        case .manMade: "man_made"
        case .openingHours: "opening_hours"
        case .houseNumber: "addr:housenumber"
        case .street: "addr:street"
        case .addressPlace: "addr:place"
        case .postcode: "addr:postcode"
        case .city: "addr:city"
        default: "\(self)"
        }
    }

    /// Keys that give categories, the main one first.
    static let categoryKeys: [OSMTagKey] = Array(allCases[OSMTagKey.place.rawValue...OSMTagKey.building.rawValue])
    /// Tags kept on records, by key.
    static let keptKeys: [OSMTagKey] = [.access, .ele, .fee, .openingHours, .wheelchair]

    /// Known keys grouped by byte length, so most keys are rejected by one comparison.
    private static let byLength: [[(bytes: [UInt8], key: OSMTagKey)]] = {
        let longest = allCases.map(\.text.utf8.count).max()!
        var table = [[(bytes: [UInt8], key: OSMTagKey)]](repeating: [], count: longest + 1)
        for key in allCases { table[key.text.utf8.count].append((Array(key.text.utf8), key)) }
        return table
    }()

    /// Keys whose values are alternate names, alone or followed by `:` and a language code.
    private static let alternatePrefixes: [[UInt8]] = [
        "alt_name", "old_name", "official_name", "short_name", "int_name", "loc_name", "reg_name",
    ].map { Array($0.utf8) }
    private static let namePrefix = Array("name".utf8)

    /// The key `bytes` spell, if the mapper uses it.
    static func classify(_ bytes: UnsafeRawBufferPointer) -> OSMTagKey? {
        guard bytes.count < byLength.count else { return nil }
        for entry in byLength[bytes.count] where bytes.elementsEqual(entry.bytes) { return entry.key }
        return nil
    }

    /// Whether the key names an alternate name: `name:<lang>`, or `alt_name`, `old_name`, `official_name`,
    /// `short_name`, `int_name`, `loc_name`, `reg_name`, each optionally followed by `:<lang>`.
    static func isAlternateName(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if hasPrefix(bytes, namePrefix), bytes.count > namePrefix.count, bytes[namePrefix.count] == UInt8(ascii: ":") {
            return isLanguageCode(UnsafeRawBufferPointer(rebasing: bytes[(namePrefix.count + 1)...]))
        }
        for prefix in alternatePrefixes where hasPrefix(bytes, prefix) {
            if bytes.count == prefix.count { return true }
            if bytes[prefix.count] == UInt8(ascii: ":") {
                return isLanguageCode(UnsafeRawBufferPointer(rebasing: bytes[(prefix.count + 1)...]))
            }
        }
        return false
    }

    private static func hasPrefix(_ bytes: UnsafeRawBufferPointer, _ prefix: [UInt8]) -> Bool {
        bytes.count >= prefix.count && bytes.prefix(prefix.count).elementsEqual(prefix)
    }

    /// A language code in the loose BCP 47 shape OSM uses: 2–3 lowercase letters, then optional
    /// `-` or `_` subtags of 1–8 letters or digits (`de`, `gsw`, `zh-Hans`, `be-tarask`, `zh_pinyin`).
    /// This keeps `name:etymology`, `name:left` or `name:prefix` out.
    static func isLanguageCode(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        while index < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index]) { index += 1 }
        guard index == 2 || index == 3 else { return false }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "_") else { return false }
            index += 1
            let start = index
            while index < bytes.count, isAlphanumeric(bytes[index]) { index += 1 }
            guard (1...8).contains(index - start) else { return false }
        }
        return true
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
