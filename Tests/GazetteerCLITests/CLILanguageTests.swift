import Foundation
import Testing
import GazetteerTestSupport

@Suite("gazetteer search, near and reverse with --lang")
struct CLILanguageTests {
    static func buildIndex(in scratch: TemporaryDirectory) async throws -> String {
        let index = scratch.file("languages.gazetteer")
        let built = try await GazetteerTool.run(["build", Fixture.osmNamesByLanguage, "--output", index, "--quiet"])
        #expect(built.status == 0, "\(built.standardError)")
        return index
    }

    @Test("--lang shows each name in the first language it has, a name matched in another language with its language; without it, names as stored whatever $LANG says")
    func searchInLanguages() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Self.buildIndex(in: scratch)
        let stored = "Vaduz, Liechtenstein  47.14150,9.52150  place=town  [osm:node/1]"
        let plain = try await GazetteerTool.run(["search", "vaduz", "--index", index, "--limit", "1"])
        #expect(plain.outputLines == [stored])
        let russianShell = try await GazetteerTool.run(
            ["search", "vaduz", "--index", index, "--limit", "1"], environment: ["LANG": "ru_RU.UTF-8", "LC_ALL": "ru_RU.UTF-8"])
        #expect(russianShell.outputLines == [stored])
        let russian = try await GazetteerTool.run(["search", "vaduz", "--index", index, "--limit", "1", "--lang", "ru"])
        // The name matched is the town's own: no language is named for it.
        #expect(russian.outputLines == ["Вадуц, Лихтенштейн (matched \"Vaduz\")  47.14150,9.52150  place=town  [osm:node/1]"])
        let cyrillic = try await GazetteerTool.run(["search", "Вадуц", "--index", index, "--limit", "1", "--format", "json"])
        let result = try #require(try JSONValue.objects(cyrillic.standardOutput).first)
        #expect(result["name"] as? String == "Vaduz")
        #expect(result["matchedName"] as? String == "Вадуц")
        // Вадуц is both be-tarask and ru; without --lang the first by tag answers.
        #expect(result["matchedLanguage"] as? String == "be-tarask")
        let withRussian = try await GazetteerTool.run(["search", "Вадуц", "--index", index, "--limit", "1", "--format", "json", "--lang", "ru"])
        let localized = try #require(try JSONValue.objects(withRussian.standardOutput).first)
        #expect(localized["name"] as? String == "Вадуц")
        #expect(localized["label"] as? String == "Вадуц, Лихтенштейн")
        #expect(localized["matchedLanguage"] as? String == "ru")
    }

    @Test("near and reverse take --lang too, falling back along the list name by name")
    func nearAndReverse() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Self.buildIndex(in: scratch)
        let near = try await GazetteerTool.run(["near", "47.139", "9.524", "--index", index, "--limit", "1", "--lang", "ru,en"])
        #expect(near.outputLines == ["Post Office, Лихтенштейн  47.13900,9.52400  amenity=post_office  0 m  [osm:node/3]"])
        let reverse = try await GazetteerTool.run(["reverse", "47.1415", "9.5215", "--index", index, "--lang", "zh-Hant-TW"])
        // zh-Hant-TW falls back to zh-Hant for the town and to zh for the country.
        #expect(reverse.outputLines == ["瓦都茲, 列支敦斯登  47.14150,9.52150  place=town  0 m  [osm:node/1]"])
    }

    @Test("--lang without a language tag is a usage error")
    func badLanguage() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Self.buildIndex(in: scratch)
        let output = try await GazetteerTool.run(["search", "vaduz", "--index", index, "--lang", "*,;"])
        #expect(output.status == 64)
        #expect(output.standardError.contains("--lang"))
    }
}
