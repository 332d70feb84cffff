import Foundation
import GazetteerIndex
import GazetteerTestSupport
import Testing
@testable import GazetteerImport

/// Names by language on the Liechtenstein extract of 2013-08-03, checked against the tags osmium-tool
/// reads from it; skipped when the extract or osmium is absent.
@Suite("Names by language on the Liechtenstein extract", .enabled(if: SharedData.liechtensteinPBF != nil && OsmiumBoundaries.executable != nil))
struct OSMLiechtensteinLanguageTests {
    /// Every object's `name:<lang>` tags as `osmium cat -f opl` prints them (OPL escapes a character as `%<hex code point>%`).
    static func nameTags(_ path: String) throws -> [(id: SourceID, language: String, value: String)] {
        let directory = try TemporaryDirectory(prefix: "osmium-opl")
        let output = directory.file("extract.opl")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(OsmiumBoundaries.executable))
        process.arguments = ["cat", path, "-f", "opl", "-o", output, "--overwrite"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        var found: [(SourceID, String, String)] = []
        let kinds: [Character: SourceID.Kind] = ["n": .osmNode, "w": .osmWay, "r": .osmRelation]
        for line in try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n") where line.contains("name:") {
            let fields = line.split(separator: " ")
            guard let first = fields.first, let kind = kinds[first.first!], let number = UInt64(first.dropFirst()),
                  let tags = fields.first(where: { $0.hasPrefix("T") }) else { continue }
            for tag in tags.dropFirst().split(separator: ",") {
                let pair = tag.split(separator: "=", maxSplits: 1).map { unescape($0) }
                guard pair.count == 2, pair[0].hasPrefix("name:"), let language = LanguageTag.canonical(pair[0].dropFirst(5)),
                      pair[0].dropFirst(5).first?.isLowercase == true else { continue }
                // The first of a `;` list is the name shown.
                let value = pair[1].split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                if !value.isEmpty { found.append((SourceID(kind: kind, value: number), language, value)) }
            }
        }
        return found
    }

    static func unescape(_ text: Substring) -> String {
        var result = ""
        var rest = text[...]
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let after = rest.index(after: percent)
            guard let end = rest[after...].firstIndex(of: "%"), let scalar = UInt32(rest[after..<end], radix: 16).flatMap(Unicode.Scalar.init)
            else { result += rest[percent...]; return result }
            result.unicodeScalars.append(scalar)
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    @Test("every object with a name:<lang> tag that is a record answers that name when the language is asked for, and its default name otherwise")
    func everyNameTagAnswers() throws {
        let path = try #require(SharedData.liechtensteinPBF)
        let tags = try Self.nameTags(path)
        // `osmium cat -f opl … | grep -c name:` finds 56 objects with such keys; Vaduz alone has 40 languages.
        #expect(Set(tags.map(\.id)).count > 40)
        let directory = try TemporaryDirectory()
        let (index, _) = try IndexFile.build([path], in: directory)
        let numbers = index.records(withIDs: tags.map(\.id))
        var answered = 0
        for (tag, number) in zip(tags, numbers) {
            guard let number else { continue }
            let place = index.place(at: number)
            // A merged record answers for the object it kept; the others' names may differ.
            guard place.id == tag.id else { continue }
            #expect(place.name(preferring: [tag.language]) == tag.value, "\(tag.id) name:\(tag.language)")
            #expect(place.localized(preferring: [tag.language]).name == tag.value)
            answered += 1
        }
        // Most of the 56 objects are border ways and route relations, which are no records; Vaduz
        // (about 40 languages), the Rhine, Rätikon and a few places are (60 names in all).
        #expect(answered >= 50)
        let vaduz = try #require(index.records(withIDs: [SourceID(kind: .osmNode, value: 58_243)]).first ?? nil)
        #expect(index.place(at: vaduz).name == "Vaduz")
        #expect(index.place(at: vaduz).name(preferring: ["ru"]) == "Вадуц")
        #expect(index.place(at: vaduz).name(preferring: ["xx", "ja"]) == "ファドゥーツ")
        #expect(index.place(at: vaduz).name(preferring: ["de"]) == "Vaduz")
    }
}
