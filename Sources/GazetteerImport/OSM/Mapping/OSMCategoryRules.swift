/// Which `key=value` tags make an object a record, and the GeoNames-style class and code they give.
///
/// | key | counts on any object | counts only when the object has a `name` |
/// |---|---|---|
/// | `place` | – | every value |
/// | `boundary` | `postal_code` with a `postal_code` tag | `administrative` |
/// | `amenity`, `shop`, `tourism`, `leisure`, `historic`, `healthcare`, `office`, `craft` | every value | – |
/// | `railway` | `station`, `halt`, `tram_stop`, `subway_entrance` | – |
/// | `public_transport` | `station`, `platform` | `stop_position` |
/// | `aeroway` | `aerodrome`, `heliport`, `helipad`, `terminal` | every other value |
/// | `highway` | `bus_stop` | ways and relations: every value; nodes: `motorway_junction` |
/// | `natural` | `peak`, `volcano`, `saddle`, `spring`, `hot_spring`, `geyser`, `cave_entrance`, `glacier`, `arch` | every other value but `coastline` |
/// | `water` | – | every value |
/// | `waterway` | `waterfall` | every value |
/// | `man_made` | `lighthouse`, `windmill`, `watermill`, `water_tower`, `obelisk`, `observatory`, `cross` | every value |
/// | `landuse`, `building` | – | every value |
///
/// The value `no` never counts.
enum OSMCategoryRules {
    /// Whether `key=value` is a category of an object of `type`, named or not.
    static func qualifies(_ key: OSMTagKey, _ value: UnsafeRawBufferPointer, named: Bool, type: OSMObjectType) -> Bool {
        guard !value.isEmpty, !value.elementsEqual(Values.no) else { return false }
        switch key {
        case .place, .water, .landuse, .building: return named
        case .boundary: return named && value.elementsEqual(Values.administrative)
        case .amenity, .shop, .tourism, .leisure, .historic, .healthcare, .office, .craft: return true
        case .railway: return Values.railway.contains(value)
        case .publicTransport: return Values.publicTransport.contains(value) || (named && value.elementsEqual(Values.stopPosition))
        case .aeroway: return named || Values.aeroway.contains(value)
        case .highway:
            if value.elementsEqual(Values.busStop) { return true }
            return named && (type != .node || value.elementsEqual(Values.motorwayJunction))
        case .natural:
            if Values.natural.contains(value) { return true }
            return named && !value.elementsEqual(Values.coastline)
        case .waterway: return named || value.elementsEqual(Values.waterfall)
        case .manMade: return named || Values.manMade.contains(value)
        default: return false
        }
    }

    /// The feature class of a record whose main category is `key=value`.
    static func featureClass(_ key: OSMTagKey, _ value: UnsafeRawBufferPointer) -> UInt8 {
        switch key {
        case .place: UInt8(ascii: "P")
        case .boundary: UInt8(ascii: "A")
        case .highway: value.elementsEqual(Values.busStop) ? UInt8(ascii: "S") : UInt8(ascii: "R")
        case .natural:
            if Values.waterNatural.contains(value) { UInt8(ascii: "H") }
            else if value.elementsEqual(Values.wood) { UInt8(ascii: "V") }
            else { UInt8(ascii: "T") }
        case .water, .waterway: UInt8(ascii: "H")
        case .landuse:
            if value.elementsEqual(Values.forest) { UInt8(ascii: "V") }
            else if Values.waterLanduse.contains(value) { UInt8(ascii: "H") }
            else { UInt8(ascii: "L") }
        default: UInt8(ascii: "S")
        }
    }

    /// The GeoNames feature code for a main category, where one fits (places are coded by the mapper).
    static func featureCode(_ key: OSMTagKey, _ value: String) -> String {
        switch key {
        case .natural: Values.naturalCodes[value] ?? ""
        case .railway: value == "station" ? "RSTN" : value == "halt" ? "RSTP" : ""
        case .aeroway: value == "aerodrome" ? "AIRP" : value == "heliport" ? "AIRH" : ""
        default: ""
        }
    }

    /// The feature code of an administrative boundary: `PCLI` for level 2, `ADM1` for 3–4, `ADM2` for
    /// 5–6, `ADM3` for 7–8, `ADM4` for 9–10, `ADM5` beyond.
    static func boundaryCode(adminLevel: Int) -> String {
        switch adminLevel {
        case ...2: "PCLI"
        case 3...4: "ADM1"
        case 5...6: "ADM2"
        case 7...8: "ADM3"
        case 9...10: "ADM4"
        default: "ADM5"
        }
    }

    /// Whether a closed way whose main category is `key=value` is an area (rather than a closed line such
    /// as a roundabout or a ring road): `area=yes` and `area=no` decide first.
    static func isArea(_ key: OSMTagKey, _ value: UnsafeRawBufferPointer, areaTag: UnsafeRawBufferPointer?) -> Bool {
        if let areaTag {
            if areaTag.elementsEqual(Values.yes) { return true }
            if areaTag.elementsEqual(Values.no) { return false }
        }
        switch key {
        case .highway: return false
        case .waterway: return Values.waterwayAreas.contains(value)
        case .natural: return !Values.naturalLines.contains(value)
        case .manMade: return !Values.manMadeLines.contains(value)
        default: return true
        }
    }

    /// Byte strings compared against tag values.
    private enum Values {
        static let no = bytes("no"), yes = bytes("yes"), administrative = bytes("administrative")
        static let busStop = bytes("bus_stop"), motorwayJunction = bytes("motorway_junction")
        static let stopPosition = bytes("stop_position"), coastline = bytes("coastline"), waterfall = bytes("waterfall")
        static let wood = bytes("wood"), forest = bytes("forest")
        static let railway = list("station", "halt", "tram_stop", "subway_entrance")
        static let publicTransport = list("station", "platform")
        static let aeroway = list("aerodrome", "heliport", "helipad", "terminal")
        static let natural = list("peak", "volcano", "saddle", "spring", "hot_spring", "geyser", "cave_entrance", "glacier", "arch")
        static let manMade = list("lighthouse", "windmill", "watermill", "water_tower", "obelisk", "observatory", "cross")
        static let waterNatural = list("water", "bay", "strait", "spring", "hot_spring", "geyser", "glacier", "wetland")
        static let waterLanduse = list("reservoir", "basin")
        static let waterwayAreas = list("riverbank", "dock", "boatyard")
        static let naturalLines = list("coastline", "cliff", "ridge", "arete", "tree_row", "valley", "gorge")
        static let manMadeLines = list("pipeline", "embankment", "cutline", "breakwater", "groyne", "dyke", "goods_conveyor")
        static let naturalCodes = [
            "peak": "PK", "volcano": "VLC", "saddle": "SDL", "spring": "SPNG", "glacier": "GLCR", "cave_entrance": "CAVE",
        ]

        static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
        static func list(_ texts: String...) -> ByteList { ByteList(texts.map(bytes)) }
    }
}
