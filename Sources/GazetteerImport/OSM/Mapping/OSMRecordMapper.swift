import GazetteerIndex

/// Decides from its tags what an OSM object becomes in the index. PBF and XML input share it.
///
/// - **Categories**: every tag that ``OSMCategoryRules`` accepts is a category the record is found under;
///   the first in key order (`place`, `boundary`, `amenity`…`craft`, `railway`, `public_transport`,
///   `aeroway`, `highway`, `natural`, `water`, `waterway`, `man_made`, `landuse`, `building`) is the main
///   one and gives the feature class (see ``OSMCategoryRules/featureClass(_:_:)``).
/// - **Places** (`place=*` with a name): feature code `PPL` for city/town/village/hamlet/isolated_dwelling/farm,
///   `PPLC` with `capital=yes` or `capital=2` (`capital=yes` with `admin_level` 3 or 4 counts as that level),
///   `PPLA` for capital level 3–4, `PPLX` for suburb/quarter/neighbourhood/city_block/borough; population
///   from `population` (see ``OSMTagValues/population(_:)``).
/// - **Administrative boundaries** (`boundary=administrative` with a parseable `admin_level`, on ways and
///   relations): a boundary polygon, named or not, with its ISO 3166-1 code; when named also a record with
///   class `A`, code by level, and the tag `admin_level`.
/// - **Postcode areas** (`boundary=postal_code` with `postal_code`, ways and relations): a record named by
///   its `name`, else its postcode, with the postcode in its address; class `A`, no feature code.
/// - **Addresses**: `addr:housenumber` with `addr:street` or `addr:place` make an object that has no
///   category an address record (category `place=house`, class `S`, its name if any); every record keeps
///   the `addr:*` parts it has.
/// - **Kept tags**: `access`, `ele`, `fee`, `opening_hours`, `wheelchair`, by key.
/// - **Alternate names**: `name:<lang>`, `alt_name`, `old_name`, `official_name`, `short_name`, `int_name`,
///   `loc_name`, `reg_name` (the latter also with `:<lang>`), split on `;`, ordered by key.
///
/// A mapper keeps scratch space between objects; use one per thread.
struct OSMRecordMapper {
    private var scan = TagScan()
    private var categories: [OSMTagKey] = []

    init() {}

    /// Forgets what the keys of the last string table were (see ``OSMObjectVisitor/startStringTable()``).
    mutating func startStringTable() { scan.forgetKeyNumbers() }

    /// Maps the tags of an object of `type`; `isClosed` says whether a way is closed (first node = last),
    /// since only closed ways and relations can be boundaries.
    mutating func map(_ tags: OSMTags, type: OSMObjectType, isClosed: Bool = false) -> OSMMapping {
        guard tags.count > 0 else { return .ignore }
        scan.load(tags)
        guard !scan.isEmpty else { return .ignore }
        let nameBytes = scan.nonEmptyValue(.name)
        let canBeArea = type == .relation || (type == .way && isClosed)
        categories.removeAll(keepingCapacity: true)
        for key in OSMTagKey.categoryKeys {
            if key == .boundary && !canBeArea { continue }
            guard let value = scan.value(key) else { continue }
            if OSMCategoryRules.qualifies(key, value, named: nameBytes != nil, type: type)
                || key == .boundary && Self.isPostalCodeArea(scan) {
                categories.append(key)
            }
        }
        let boundaryLevel = canBeArea ? Self.administrativeLevel(scan) : nil
        let isAddress = scan.nonEmptyValue(.houseNumber) != nil
            && (scan.nonEmptyValue(.street) != nil || scan.nonEmptyValue(.addressPlace) != nil)
        guard !categories.isEmpty || isAddress || boundaryLevel != nil else { return .ignore }
        return Self.mapping(scan, categories: categories, named: nameBytes, boundaryLevel: boundaryLevel, isAddress: isAddress)
    }

    /// Maps a node's tags with a throwaway mapper.
    static func mapNode(_ tags: OSMTags) -> OSMMapping {
        var mapper = OSMRecordMapper()
        return mapper.map(tags, type: .node)
    }

    /// Maps a way's tags with a throwaway mapper.
    static func mapWay(_ tags: OSMTags, isClosed: Bool = false) -> OSMMapping {
        var mapper = OSMRecordMapper()
        return mapper.map(tags, type: .way, isClosed: isClosed)
    }

    /// The mapping of an object that is something: strings are made only here.
    private static func mapping(
        _ scan: TagScan, categories: [OSMTagKey], named nameBytes: UnsafeRawBufferPointer?, boundaryLevel: Int?, isAddress: Bool
    ) -> OSMMapping {
        var name = ""
        // A postcode area without a name is named by its postcode.
        if let nameBytes = nameBytes ?? (categories.first == .boundary && isPostalCodeArea(scan) ? scan.nonEmptyValue(.postalCode) : nil) {
            guard let text = OSMTagValues.string(nameBytes) else { return .skipped(.invalidUTF8) }
            name = text
        }
        let alternates = alternateNames(scan)
        let boundary = boundaryLevel.map {
            OSMBoundaryTemplate(adminLevel: $0, name: name, alternateNames: alternates, countryCode: countryCode(scan))
        }
        guard !categories.isEmpty || isAddress else { return OSMMapping(boundary: boundary) }
        guard let template = recordTemplate(
            scan, categories: categories, name: name, alternates: alternates, boundaryLevel: boundaryLevel)
        else { return .skipped(.invalidUTF8) }
        return OSMMapping(record: template, boundary: boundary)
    }

    /// The record an object with `categories` (none: an address) becomes; `nil` when a category's
    /// value is not UTF-8.
    private static func recordTemplate(
        _ scan: TagScan, categories: [OSMTagKey], name: String, alternates: [String], boundaryLevel: Int?
    ) -> OSMRecordTemplate? {
        var texts: [String] = []
        // The main category's value, as text.
        var mainValue = ""
        for key in categories {
            guard let value = scan.value(key), let text = OSMTagValues.string(value) else { return nil }
            if texts.isEmpty { mainValue = text }
            var category = key.text
            category.append("=")
            category.append(text)
            texts.append(category)
        }
        let tags = keptTags(scan, adminLevel: categories.contains(.boundary) ? boundaryLevel : nil)
        guard let key = categories.first, let value = scan.value(key) else {
            return OSMRecordTemplate(
                featureClass: UInt8(ascii: "S"), category: "place=house", tags: tags, name: name,
                alternateNames: alternates, localizedNames: localizedNames(scan), address: address(scan))
        }
        let code = switch key {
        case .place: featureCode(place: mainValue, capitalLevel: capitalLevel(scan))
        case .boundary where mainValue == "administrative": OSMCategoryRules.boundaryCode(adminLevel: boundaryLevel ?? 8)
        default: OSMCategoryRules.featureCode(key, mainValue)
        }
        var population: UInt64 = 0
        if key == .place || key == .boundary, let count = scan.value(.population).flatMap(OSMTagValues.population) {
            population = count
        }
        return OSMRecordTemplate(
            featureClass: OSMCategoryRules.featureClass(key, value), featureCode: code, category: texts[0],
            otherCategories: texts.count > 1 ? Array(texts.dropFirst()) : [], population: population, tags: tags,
            name: name, alternateNames: alternates, localizedNames: localizedNames(scan), address: address(scan),
            isArea: OSMCategoryRules.isArea(key, value, areaTag: scan.nonEmptyValue(.area)))
    }

    /// The `addr:*` parts; `addr:place` stands in for a missing `addr:street`, an area's `postal_code` for a
    /// missing `addr:postcode`.
    private static func address(_ scan: TagScan) -> PostalAddress {
        func text(_ key: OSMTagKey) -> String { scan.nonEmptyValue(key).flatMap(OSMTagValues.string) ?? "" }
        var street = text(.street)
        if street.isEmpty { street = text(.addressPlace) }
        var postcode = text(.postcode)
        if postcode.isEmpty { postcode = text(.postalCode) }
        return PostalAddress(street: street, houseNumber: text(.houseNumber), postcode: postcode, city: text(.city))
    }

    /// `boundary=postal_code` with a `postal_code`.
    private static func isPostalCodeArea(_ scan: TagScan) -> Bool {
        guard let boundary = scan.value(.boundary), boundary.elementsEqual("postal_code".utf8) else { return false }
        return scan.nonEmptyValue(.postalCode) != nil
    }

    private static func keptTags(_ scan: TagScan, adminLevel: Int?) -> [RecordTag] {
        var tags: [RecordTag] = []
        for key in OSMTagKey.keptKeys {
            if key == .ele, let adminLevel { tags.append(RecordTag(key: "admin_level", value: String(adminLevel))) }
            if let value = scan.nonEmptyValue(key), let text = OSMTagValues.string(value) {
                tags.append(RecordTag(key: key.text, value: text))
            }
        }
        return tags
    }

    /// `admin_level` of a `boundary=administrative` object: a whole number 1…15.
    private static func administrativeLevel(_ scan: TagScan) -> Int? {
        guard let boundary = scan.value(.boundary), boundary.elementsEqual("administrative".utf8),
              let level = scan.nonEmptyValue(.adminLevel).flatMap(OSMTagValues.string).flatMap({ Int($0) }),
              (1...15).contains(level) else { return nil }
        return level
    }

    /// `ISO3166-1` or `ISO3166-1:alpha2` when it is two ASCII letters, upper-cased.
    private static func countryCode(_ scan: TagScan) -> String {
        for key in [OSMTagKey.iso3166, .iso3166Alpha2] {
            guard let value = scan.nonEmptyValue(key), value.count == 2,
                  value.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0 & 0xDF) }) else { continue }
            return String(decoding: value.map { $0 & 0xDF }, as: UTF8.self)
        }
        return ""
    }

    private static func alternateNames(_ scan: TagScan) -> [String] {
        guard !scan.alternates.isEmpty else { return [] }
        var names: [String] = []
        for index in orderedAlternates(scan) { OSMTagValues.appendList(scan.tags.value(index), to: &names) }
        return names
    }

    private static func localizedNames(_ scan: TagScan) -> [LocalizedName] {
        guard !scan.alternates.isEmpty else { return [] }
        return OSMLocalizedNames.names(scan.tags, indices: orderedAlternates(scan))
    }

    /// The alternate-name tags in key order.
    private static func orderedAlternates(_ scan: TagScan) -> [Int] {
        let tags = scan.tags
        return scan.alternates.sorted { tags.key($0).lexicographicallyPrecedes(tags.key($1)) }
    }

    /// The administrative level a place is capital of: `capital=<n>`, or `capital=yes` with
    /// `admin_level=<n>` (level 2 when absent).
    private static func capitalLevel(_ scan: TagScan) -> Int? {
        guard let capital = scan.nonEmptyValue(.capital).flatMap(OSMTagValues.string) else { return nil }
        if let level = Int(capital) { return level }
        guard capital == "yes" else { return nil }
        return scan.nonEmptyValue(.adminLevel).flatMap(OSMTagValues.string).flatMap { Int($0) } ?? 2
    }

    static func featureCode(place: String, capitalLevel: Int?) -> String {
        switch place {
        case "city", "town", "village", "hamlet", "isolated_dwelling", "farm":
            switch capitalLevel {
            case 2: "PPLC"
            case 3, 4: "PPLA"
            default: "PPL"
            }
        case "suburb", "quarter", "neighbourhood", "city_block", "borough": "PPLX"
        default: ""
        }
    }
}
