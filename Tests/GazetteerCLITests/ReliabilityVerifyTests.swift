import Foundation
import GazetteerIndex
import Testing
import GazetteerTestSupport

@Suite("gazetteer verify on damaged files")
struct ReliabilityVerifyTests {
    @Test("verify exits non-zero with one line for a byte flipped in the header, the section table, every section and the padding")
    func flippedBytesAreFound() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let original = try Data(contentsOf: URL(fileURLWithPath: index))
        let places = try Self.offsets(in: Gazetteer(path: index))
        #expect(places.contains { $0.what.hasPrefix("padding") }, "the fixture index has no padding to damage")
        let copy = scratch.file("damaged.gazetteer")
        for place in places {
            var bytes = original
            bytes[place.offset] ^= 0xFF
            try bytes.write(to: URL(fileURLWithPath: copy))
            let output = try await GazetteerTool.run(["verify", copy])
            #expect(output.status != 0, "byte \(place.offset) (\(place.what)) flipped, yet verify passed")
            #expect(output.errorLines.count == 1, "byte \(place.offset) (\(place.what)): \(output.standardError)")
            #expect(output.errorLines.first?.hasPrefix("gazetteer: \(copy): ") == true, "\(output.standardError)")
        }
        let intact = try await GazetteerTool.run(["verify", index])
        #expect(intact.status == 0)
    }

    /// Offsets worth damaging: header fields, section table entries, the first, middle and last byte
    /// of every section, and the first byte of every gap between sections.
    static func offsets(in gazetteer: Gazetteer) -> [(offset: Int, what: String)] {
        var places: [(offset: Int, what: String)] = [
            (HeaderLayout.magic.offset, "magic"), (HeaderLayout.version.offset, "version"),
            (HeaderLayout.sectionCount.offset, "section count"), (HeaderLayout.fileLength.offset, "file length"),
            (HeaderLayout.headerCRC.offset, "header checksum"), (HeaderLayout.reserved.lowerBound + 12, "reserved header bytes"),
        ]
        let sections = gazetteer.sections
        let tableEnd = SectionEntryLayout.offset(ofEntry: sections.count)
        let fields = [
            ("kind", SectionEntryLayout.kind.offset), ("checksum", SectionEntryLayout.crc.offset),
            ("offset", SectionEntryLayout.offset.offset), ("length", SectionEntryLayout.length.offset),
        ]
        for (field, start) in fields {
            for entry in [0, sections.count - 1] {
                places.append((SectionEntryLayout.offset(ofEntry: entry) + start, "section table entry \(entry) \(field)"))
            }
        }
        var end = tableEnd
        for section in sections {
            if section.offset > end { places.append((end, "padding before \(section.kind)")) }
            if section.length > 0 {
                let inside = Set([section.offset, section.offset + section.length / 2, section.offset + section.length - 1])
                places += inside.sorted().map { ($0, "\(section.kind) section") }
            }
            end = section.offset + section.length
        }
        return places
    }
}
