import Foundation
import Testing
import GazetteerTestSupport

@Suite("gazetteer info and verify")
struct CLIInfoVerifyTests {
    @Test("info shows the record count, bounding box, sources, inputs and sections")
    func infoDescribesTheIndex() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let output = try await GazetteerTool.run(["info", index])
        #expect(output.status == 0, "\(output.standardError)")
        let lines = output.outputLines
        #expect(lines.first == "index: \(index)")
        #expect(lines.contains("records: 29"))
        #expect(lines.contains("bounding box: -89.9975,-179.6 … 82.50106,179.9884"))
        #expect(lines.contains("sources: geonames 29"))
        #expect(lines.contains("  \(Fixture.awkwardPlaces) (geonames, 29 records)"))
        #expect(lines.contains("sections:"))
        #expect(lines.contains { $0.hasPrefix("  records: ") })
    }

    @Test("verify passes a fresh index and names its sections and records")
    func verifyPassesAFreshIndex() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let output = try await GazetteerTool.run(["verify", index])
        #expect(output.status == 0)
        #expect(output.outputLines.count == 1)
        #expect(output.outputLines.first?.hasPrefix("\(index): OK (") == true)
        #expect(output.outputLines.first?.hasSuffix(", 29 records)") == true)
    }

    @Test("verify fails with one line on stderr when a byte of the string pool is flipped")
    func verifyFindsAFlippedByte() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: index))
        let vaduz = try #require(bytes.range(of: Data("Liechtenstein".utf8)))
        bytes[vaduz.lowerBound] ^= 0x20
        try bytes.write(to: URL(fileURLWithPath: index))
        let output = try await GazetteerTool.run(["verify", index])
        #expect(output.status != 0)
        #expect(output.errorLines.count == 1)
        #expect(output.standardError.contains("checksum mismatch"))
    }

    @Test("a file that is not an index is refused by every command with one line on stderr", arguments: [
        ["info"], ["verify"], ["search", "vaduz", "--index"], ["reverse", "47", "9", "--index"],
    ])
    func notAnIndexIsRefused(command: [String]) async throws {
        let scratch = try TemporaryDirectory()
        let text = try scratch.write(String(repeating: "not an index\n", count: 100), named: "text.gazetteer")
        let output = try await GazetteerTool.run(command + [text])
        #expect(output.status != 0)
        #expect(output.errorLines == ["gazetteer: \(text): not a gazetteer index (wrong magic bytes)"])
    }
}
