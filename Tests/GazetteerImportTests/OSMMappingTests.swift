import GazetteerIndex
import Testing
@testable import GazetteerImport

@Suite("OSM tag mapping, numbers and geometry")
struct OSMMappingTests {
    /// Runs `body` with `pairs` laid out as OSMTags.
    private func withTags<T>(_ pairs: [(String, String)], _ body: (OSMTags) -> T) -> T {
        var arena: [UInt8] = []
        var spans: [OSMTagSpan] = []
        for (key, value) in pairs {
            let keyStart = arena.count
            arena += Array(key.utf8)
            let valueStart = arena.count
            arena += Array(value.utf8)
            spans.append(OSMTagSpan(keyStart: keyStart, keyCount: key.utf8.count, valueStart: valueStart, valueCount: value.utf8.count))
        }
        return arena.withUnsafeBytes { base in spans.withUnsafeBufferPointer { body(OSMTags(base: base, spans: $0)) } }
    }

    private func template(node pairs: [(String, String)]) -> OSMRecordTemplate? {
        withTags(pairs) { OSMRecordMapper.mapNode($0).record }
    }

    private func template(way pairs: [(String, String)]) -> OSMRecordTemplate? {
        withTags(pairs) { OSMRecordMapper.mapWay($0).record }
    }

    @Test("populations accept plain digits and thousands groups, and ignore anything else")
    func population() {
        func parse(_ text: String) -> UInt64? {
            Array(text.utf8).withUnsafeBytes { OSMTagValues.population($0) }
        }
        #expect(parse("12345") == 12_345)
        #expect(parse("12,345") == 12_345)
        #expect(parse("12 345") == 12_345)
        #expect(parse(" 1'234'567 ") == 1_234_567)
        for garbage in ["", "ca. 5000", "12,34", "1,2345", "5000;6000", "-5", "1.2k", "12,345 678", "99999999999999999999"] {
            #expect(parse(garbage) == nil, "\(garbage)")
        }
    }

    @Test("name:<lang> and the alt/old/official/short/int/loc/reg names are alternates; name:etymology is not")
    func alternateNameKeys() {
        func isAlternate(_ key: String) -> Bool { Array(key.utf8).withUnsafeBytes { OSMTagKey.isAlternateName($0) } }
        for key in ["name:de", "name:gsw", "name:zh-Hans", "name:be-tarask", "name:zh_pinyin", "alt_name", "old_name",
                    "official_name", "short_name", "int_name", "loc_name", "reg_name", "alt_name:de"] {
            #expect(isAlternate(key), "\(key)")
        }
        for key in ["name", "name:", "name:etymology", "name:left", "name:prefix", "name:de:wikipedia", "alt_name_1", "name:DE", "nat_name"] {
            #expect(!isAlternate(key), "\(key)")
        }
    }

    @Test("settlements get PPL codes by capital level; suburbs PPLX; other places none")
    func featureCodes() {
        #expect(template(node: [("place", "city"), ("name", "A"), ("capital", "yes")])?.featureCode == "PPLC")
        #expect(template(node: [("place", "city"), ("name", "A"), ("capital", "2")])?.featureCode == "PPLC")
        #expect(template(node: [("place", "town"), ("name", "A"), ("capital", "yes"), ("admin_level", "4")])?.featureCode == "PPLA")
        #expect(template(node: [("place", "town"), ("name", "A"), ("capital", "6")])?.featureCode == "PPL")
        #expect(template(node: [("place", "hamlet"), ("name", "A")])?.featureCode == "PPL")
        #expect(template(node: [("place", "suburb"), ("name", "A")])?.featureCode == "PPLX")
        #expect(template(node: [("place", "locality"), ("name", "A")])?.featureCode == "")
        #expect(template(node: [("place", "locality"), ("name", "A")])?.category == "place=locality")
    }

    @Test("a place needs a name; an unnamed place with an amenity is a point of interest")
    func placeNeedsName() {
        #expect(template(node: [("place", "village")]) == nil)
        #expect(template(node: [("place", "village"), ("name", "")]) == nil)
        #expect(template(node: [("place", "square"), ("amenity", "bench")])?.category == "amenity=bench")
    }

    @Test("the first point-of-interest key in amenity…craft order gives the category")
    func categoryOrder() {
        #expect(template(node: [("craft", "brewery"), ("shop", "beverages")])?.category == "shop=beverages")
        #expect(template(node: [("office", "company"), ("amenity", "")])?.category == "office=company")
        #expect(template(node: [("healthcare", "clinic")])?.featureClass == UInt8(ascii: "S"))
        #expect(template(node: [("highway", "bus_stop"), ("name", "Post")])?.category == "highway=bus_stop")
        #expect(template(node: [("highway", "crossing"), ("name", "Post")]) == nil)
    }

    @Test("ways need a name to be streets or rivers, but not to be points of interest")
    func ways() {
        #expect(template(way: [("highway", "residential")]) == nil)
        #expect(template(way: [("highway", "residential"), ("name", "A")])?.featureClass == UInt8(ascii: "R"))
        #expect(template(way: [("waterway", "stream"), ("name", "B")])?.featureClass == UInt8(ascii: "H"))
        #expect(template(way: [("highway", "pedestrian"), ("amenity", "marketplace")])?.category == "amenity=marketplace")
        #expect(template(way: [("building", "yes"), ("name", "C")])?.category == "building=yes")
        #expect(template(way: [("building", "yes")]) == nil)
    }

    @Test("a name that is not UTF-8 skips the object with a reason")
    func invalidUTF8() {
        var arena: [UInt8] = Array("amenitycafename".utf8) + [0xC3, 0x28]
        let spans = [OSMTagSpan(keyStart: 0, keyCount: 7, valueStart: 7, valueCount: 4),
                     OSMTagSpan(keyStart: 11, keyCount: 4, valueStart: 15, valueCount: 2)]
        let mapping = arena.withUnsafeMutableBytes { base in
            spans.withUnsafeBufferPointer { OSMRecordMapper.mapNode(OSMTags(base: UnsafeRawBufferPointer(base), spans: $0)) }
        }
        #expect(mapping.skip == .invalidUTF8)
        #expect(mapping.record == nil)
    }

    @Test("decimal degrees parse exactly to E7, rounding the eighth decimal half away from zero")
    func decimalDegrees() {
        func parse(_ text: String) -> Int64? { DecimalParser.e7(Array(text.utf8)[...]) }
        #expect(parse("47.1410568") == 471_410_568)
        #expect(parse("47.14105675") == 471_410_568)
        #expect(parse("47.141056749999") == 471_410_567)
        #expect(parse("-0.00000005") == -1)
        #expect(parse("-0.00000004") == 0)
        #expect(parse("9") == 90_000_000)
        #expect(parse("+9.") == 90_000_000)
        #expect(parse(".5") == 5_000_000)
        #expect(parse("-180") == -1_800_000_000)
        #expect(parse("12345678") == Int64.max)
        for malformed in ["", ".", "-", "4.7e1", "47,1", "47.1x", " 47.1", "0x10"] {
            #expect(parse(malformed) == nil, "\(malformed)")
        }
    }

    @Test("nanodegrees round half away from zero and the globe's range is enforced")
    func nanodegrees() {
        #expect(OSMLocation(latitudeNanodegrees: 50, longitudeNanodegrees: -50) == OSMLocation(latitudeE7: 1, longitudeE7: -1))
        #expect(OSMLocation(latitudeNanodegrees: 49, longitudeNanodegrees: -49) == OSMLocation(latitudeE7: 0, longitudeE7: 0))
        #expect(OSMLocation(latitudeNanodegrees: 90_000_000_049, longitudeNanodegrees: 0) != nil)
        #expect(OSMLocation(latitudeNanodegrees: 90_000_000_050, longitudeNanodegrees: 0) == nil)
        #expect(OSMLocation(latitudeNanodegrees: 0, longitudeNanodegrees: Int64.min) == nil)
        let location = OSMLocation(latitudeE7: -900_000_000, longitudeE7: -1_800_000_000)!
        #expect(OSMLocation(packed: location.packed) == location)
    }

    @Test("the half-length point interpolates along the right segment")
    func halfLength() {
        func point(_ lat: Int64, _ lon: Int64) -> OSMLocation { OSMLocation(latitudeE7: lat, longitudeE7: lon)! }
        // At the equator: 0 → 100 east, then 100 → 300 north: total 300, half at 150 → 50 up the second leg.
        #expect(WayGeometry.halfLengthPoint([point(0, 0), point(0, 100), point(200, 100)]) == point(50, 100))
        #expect(WayGeometry.halfLengthPoint([point(7, 7)]) == point(7, 7))
        #expect(WayGeometry.halfLengthPoint([point(7, 7), point(7, 7)]) == point(7, 7))
    }
}
