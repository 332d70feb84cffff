import Testing
@testable import GazetteerImport

@Suite("Scanning tags with numbered keys")
struct TagScanTests {
    /// Lays `pairs` out as tags whose keys carry `numbers` (nil: unnumbered) and scans them.
    private func scan(
        _ pairs: [(String, String)], numbers: [Int32]?, into scan: inout TagScan, _ check: (TagScan) -> Void
    ) {
        var arena: [UInt8] = []
        var spans: [OSMTagSpan] = []
        for (index, (key, value)) in pairs.enumerated() {
            let keyStart = arena.count
            arena += Array(key.utf8)
            let valueStart = arena.count
            arena += Array(value.utf8)
            spans.append(OSMTagSpan(
                keyStart: keyStart, keyCount: key.utf8.count, valueStart: valueStart, valueCount: value.utf8.count,
                keyNumber: numbers?[index] ?? -1))
        }
        arena.withUnsafeBytes { base in
            spans.withUnsafeBufferPointer { spans in
                scan.load(OSMTags(base: base, spans: spans))
                check(scan)
            }
        }
    }

    private func text(_ bytes: UnsafeRawBufferPointer?) -> String? { bytes.map { String(decoding: $0, as: UTF8.self) } }

    @Test("a key number means what its own string table says, once the table changes")
    func numbersFollowTheTable() {
        var tagScan = TagScan()
        scan([("amenity", "cafe"), ("name:de", "Kaffee")], numbers: [1, 2], into: &tagScan) { scan in
            #expect(text(scan.value(.amenity)) == "cafe")
            #expect(scan.value(.name) == nil)
            #expect(scan.alternates == [1])
        }
        tagScan.forgetKeyNumbers()
        // The next block numbers other keys 1 and 2.
        scan([("name", "Vaduz"), ("place", "town")], numbers: [1, 2], into: &tagScan) { scan in
            #expect(text(scan.value(.name)) == "Vaduz")
            #expect(text(scan.value(.place)) == "town")
            #expect(scan.value(.amenity) == nil)
            #expect(scan.alternates.isEmpty)
        }
    }

    @Test("numbered keys scan as unnumbered ones do, met again or not")
    func numberedMatchesUnnumbered() {
        let pairs = [
            ("name", "A"), ("alt_name", "B"), ("name:etymology", "C"), ("amenity", "pub"), ("name:gsw", "D"),
            ("addr:street", "E"), ("note", "F"), ("amenity", "bar"), ("old_name:de", "G"),
        ]
        // Keys 0…6 numbered by first appearance; the second "amenity" reuses its number.
        let numbers: [Int32] = [0, 1, 2, 3, 4, 5, 6, 3, 7]
        var unnumbered = TagScan(), numbered = TagScan()
        var expected: (amenity: String?, street: String?, name: String?, alternates: [Int]) = (nil, nil, nil, [])
        scan(pairs, numbers: nil, into: &unnumbered) { scan in
            expected = (text(scan.value(.amenity)), text(scan.value(.street)), text(scan.value(.name)), scan.alternates)
        }
        #expect(expected.amenity == "pub" && expected.street == "E" && expected.name == "A")
        #expect(expected.alternates == [1, 4, 8])
        for _ in 0..<2 {
            scan(pairs, numbers: numbers, into: &numbered) { scan in
                #expect(text(scan.value(.amenity)) == expected.amenity)
                #expect(text(scan.value(.street)) == expected.street)
                #expect(text(scan.value(.name)) == expected.name)
                #expect(scan.alternates == expected.alternates)
            }
        }
    }
}
