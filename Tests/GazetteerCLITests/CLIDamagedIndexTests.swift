import Foundation
import GazetteerIndex
import GazetteerTestSupport
import Testing

/// One way of damaging an index, with the words its error must contain.
struct IndexDamage: CustomTestStringConvertible, Sendable {
    let name: String
    let expected: String
    let apply: @Sendable (inout [UInt8]) -> Void
    var testDescription: String { name }

    static let headerSize = 64, entrySize = 24

    static func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }

    static func setU32(_ bytes: inout [UInt8], _ offset: Int, _ value: UInt32) {
        for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
    }

    /// Rewrites the header checksum, so that the checks after it are reached.
    static func refreshChecksum(_ bytes: inout [UInt8]) {
        let end = headerSize + Int(u32(bytes, 12)) * entrySize
        setU32(&bytes, 24, 0)
        let checksum = bytes[0..<end].withUnsafeBytes { CRC32.checksum($0) }
        setU32(&bytes, 24, checksum)
    }

    /// The offset of the parameters section (kind 1).
    static func parameters(_ bytes: [UInt8]) -> Int {
        for entry in 0..<Int(u32(bytes, 12)) where u32(bytes, headerSize + entry * entrySize) == 1 {
            return Int(u32(bytes, headerSize + entry * entrySize + 8))
        }
        return 0
    }

    static let all: [IndexDamage] = [
        IndexDamage(name: "a header claiming format version 5", expected: "index format version 5 is newer") {
            setU32(&$0, 8, 5)
            refreshChecksum(&$0)
        },
        IndexDamage(name: "a header claiming format version 3", expected: "index format version 3 is older") {
            setU32(&$0, 8, 3)
            refreshChecksum(&$0)
        },
        IndexDamage(name: "an impossible posting count", expected: "posting count 4294967295 is more than") {
            setU32(&$0, parameters($0) + 12, .max)
        },
        IndexDamage(name: "a posting count below the postings before the last block", expected: "posting count 0 is fewer than") {
            setU32(&$0, parameters($0) + 12, 0)
        },
        IndexDamage(name: "wrong magic bytes", expected: "not a gazetteer index (wrong magic bytes)") { $0[1] = 0 },
        IndexDamage(name: "a truncated file", expected: "(truncated or padded file)") { $0.removeLast(8) },
        IndexDamage(name: "a header checksum that does not match", expected: "header checksum mismatch") { $0[30] ^= 1 },
        IndexDamage(name: "an unknown section kind", expected: "unknown section kind 99") {
            setU32(&$0, headerSize, 99)
            refreshChecksum(&$0)
        },
        IndexDamage(name: "a grid level past the largest", expected: "grid level 40") {
            setU32(&$0, parameters($0) + 4, 40)
        },
        IndexDamage(name: "another name-folding table", expected: "other name-folding data") {
            setU32(&$0, parameters($0) + 56, 0x1234_5678)
        },
        IndexDamage(name: "a record count the records section does not hold", expected: "damaged records section") {
            setU32(&$0, parameters($0), 1_000)
        },
    ]
}

@Suite("info, verify and queries refuse a damaged index alike")
struct CLIDamagedIndexTests {
    @Test("info, verify, search and reverse fail with the error opening the index gives", arguments: IndexDamage.all)
    func everyCommandRefusesTheDamage(_ damage: IndexDamage) async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: index)))
        damage.apply(&bytes)
        try Data(bytes).write(to: URL(fileURLWithPath: index))

        let opening: IndexError
        do {
            _ = try Gazetteer(path: index)
            Issue.record("opening accepted \(damage.name)")
            return
        } catch {
            opening = error
        }
        #expect(opening.description.contains(damage.expected), "\(opening)")
        for command in [["info", index], ["info", index, "--format", "json"], ["verify", index],
                        ["search", "vaduz", "--index", index], ["reverse", "47", "9", "--index", index]] {
            let output = try await GazetteerTool.run(command)
            #expect(output.status == 1, "\(command)")
            #expect(output.standardOutput.isEmpty, "\(command)")
            #expect(output.errorLines == ["gazetteer: \(opening.description)"], "\(command)")
        }
    }

    @Test("info --format json parses and carries the facts of the text output")
    func infoJSONCarriesTheFacts() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let text = try await GazetteerTool.run(["info", index])
        let output = try await GazetteerTool.run(["info", index, "--format", "json"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.outputLines.count == 1)
        let facts = try JSONValue.object(output.standardOutput)
        #expect(facts["index"] as? String == index)
        #expect(facts["formatVersion"] as? Int == 4)
        #expect(text.outputLines[1].hasPrefix("format version: 4, "))
        #expect(facts["records"] as? Int == 29)
        #expect(text.outputLines.contains("records: 29"))
        #expect(facts["fileBytes"] as? Int == (try FileManager.default.attributesOfItem(atPath: index)[.size] as? Int))
        let bounds = try #require(facts["boundingBox"] as? [String: Any])
        #expect(bounds["minLatitude"] as? Double == -89.9975)
        #expect(bounds["maxLongitude"] as? Double == 179.9884)
        #expect(facts["sources"] as? [String: Int] == ["geonames": 29])
        #expect(facts["inputs"] as? [String] == ["\(Fixture.awkwardPlaces) (geonames, 29 records)"])
        let names = try #require(facts["names"] as? Int)
        let keys = try #require(facts["distinctKeys"] as? Int)
        let prefixes = try #require(facts["rankedPrefixes"] as? Int)
        #expect(text.outputLines.contains("names: \(names) (\(keys) distinct keys, \(prefixes) ranked prefixes)"))
        let grid = try #require(facts["gridLevel"] as? Int)
        #expect(text.outputLines.contains { $0.hasPrefix("grid: level \(grid) (") })
        let sections = try #require(facts["sections"] as? [[String: Any]])
        #expect(sections.count == text.outputLines.count - (text.outputLines.firstIndex(of: "sections:")! + 1))
        #expect(sections.contains { $0["kind"] as? String == "records" && $0["bytes"] as? Int == 29 * 40 })
        #expect(facts["createdAt"] is Int)
        // The languages of Data/geonames/alternateNamesV2.txt, divisions and countries included.
        let languages = ["da", "de", "el", "en", "fr", "gsw", "it", "ja", "la", "ru", "zh-TW"]
        #expect(facts["languages"] as? [String] == languages)
        #expect(text.outputLines.contains("names by language: 11 languages (\(languages.joined(separator: ", ")))"))
    }
}
