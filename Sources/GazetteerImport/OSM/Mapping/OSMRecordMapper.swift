import GazetteerIndex

/// Decides from its tags what an OSM object becomes in the index. PBF and XML input share it.
///
/// - **Places**: nodes with `place=*` and a non-empty `name`. Feature class `P`, category `place=<value>`,
///   population from `population` (see ``OSMTagValues/population(_:)``). Feature code: `PPL` for
///   city/town/village/hamlet/isolated_dwelling/farm, `PPLC` for those with `capital=yes` or `capital=2`
///   (`capital=yes` with `admin_level` 3 or 4 counts as that level), `PPLA` for capital level 3–4,
///   `PPLX` for suburb/quarter/neighbourhood/city_block/borough; other values (country, state, island,
///   locality, square…) keep an empty code and rely on the category.
/// - **Points of interest**: nodes and ways with `amenity`, `shop`, `tourism`, `leisure`, `historic`,
///   `healthcare`, `office` or `craft` (the first present, in that order, gives the category `key=value`),
///   named or not. Feature class `S`; keeps `access`, `fee`, `opening_hours`, `wheelchair` as tags, by key.
/// - **Named ways**: `highway=*` (class `R`) or else `waterway=*` (class `H`) with a non-empty `name`.
/// - **Alternate names**: `name:<lang>`, `alt_name`, `old_name`, `official_name`, `short_name`, `int_name`,
///   `loc_name`, `reg_name` (the latter also with `:<lang>`), split on `;`, ordered by key.
///
/// Places come before points of interest on a node; points of interest before streets on a way.
enum OSMRecordMapper {
    /// Maps a node's tags.
    static func mapNode(_ tags: OSMTags) -> OSMMapping {
        guard tags.count > 0 else { return .ignore }
        let scan = TagScan(tags)
        if let place = scan.nonEmptyValue(.place), let name = scan.nonEmptyValue(.name) {
            return placeMapping(scan, value: place, name: name)
        }
        return pointOfInterest(scan) ?? .ignore
    }

    /// Maps a way's tags.
    static func mapWay(_ tags: OSMTags) -> OSMMapping {
        guard tags.count > 0 else { return .ignore }
        let scan = TagScan(tags)
        if let mapping = pointOfInterest(scan) { return mapping }
        guard let name = scan.nonEmptyValue(.name) else { return .ignore }
        if let highway = scan.nonEmptyValue(.highway) {
            return named(scan, featureClass: "R", key: .highway, value: highway, name: name)
        }
        if let waterway = scan.nonEmptyValue(.waterway) {
            return named(scan, featureClass: "H", key: .waterway, value: waterway, name: name)
        }
        return .ignore
    }

    private static func placeMapping(_ scan: TagScan, value: UnsafeRawBufferPointer, name: UnsafeRawBufferPointer) -> OSMMapping {
        guard case .record(var template) = named(scan, featureClass: "P", key: .place, value: value, name: name) else {
            return .skip(.invalidUTF8)
        }
        let placeValue = String(template.category.dropFirst("place=".count))
        template.featureCode = featureCode(place: placeValue, capitalLevel: capitalLevel(scan))
        if let population = scan.value(.population).flatMap(OSMTagValues.population) {
            template.population = population
        }
        return .record(template)
    }

    private static func pointOfInterest(_ scan: TagScan) -> OSMMapping? {
        for key in OSMTagKey.pointOfInterestKeys {
            guard let value = scan.nonEmptyValue(key) else { continue }
            guard let category = category(key, value) else { return .skip(.invalidUTF8) }
            var template = OSMRecordTemplate(featureClass: UInt8(ascii: "S"), category: category, name: "", prefersCentroid: true)
            if let name = scan.value(.name) {
                guard let text = OSMTagValues.string(name) else { return .skip(.invalidUTF8) }
                template.name = text
            }
            template.alternateNames = alternateNames(scan)
            for kept in OSMTagKey.keptKeys {
                if let value = scan.nonEmptyValue(kept), let text = OSMTagValues.string(value) {
                    template.tags.append(RecordTag(key: kept.text, value: text))
                }
            }
            return .record(template)
        }
        return nil
    }

    private static func named(
        _ scan: TagScan, featureClass: Character, key: OSMTagKey, value: UnsafeRawBufferPointer, name: UnsafeRawBufferPointer
    ) -> OSMMapping {
        guard let category = category(key, value), let text = OSMTagValues.string(name) else { return .skip(.invalidUTF8) }
        return .record(OSMRecordTemplate(
            featureClass: featureClass.asciiValue!, category: category, name: text, alternateNames: alternateNames(scan)
        ))
    }

    private static func category(_ key: OSMTagKey, _ value: UnsafeRawBufferPointer) -> String? {
        OSMTagValues.string(value).map { "\(key.text)=\($0)" }
    }

    private static func alternateNames(_ scan: TagScan) -> [String] {
        guard !scan.alternates.isEmpty else { return [] }
        let tags = scan.tags
        let ordered = scan.alternates.sorted { tags.key($0).lexicographicallyPrecedes(tags.key($1)) }
        var names: [String] = []
        for index in ordered { OSMTagValues.appendList(tags.value(index), to: &names) }
        return names
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
