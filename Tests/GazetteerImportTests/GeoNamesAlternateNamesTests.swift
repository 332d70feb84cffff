import Foundation
import GazetteerIndex
import GazetteerTestSupport
import Testing
@testable import GazetteerImport

/// `Data/geonames/alternateNamesV2.txt`: names by language of some places of awkward-places.txt, of two
/// admin1 divisions (LI.11, CH.ZH) and two countries (LI, CH).
@Suite("GeoNames alternate names as names by language")
struct GeoNamesAlternateNamesTests {
    static let file = Fixtures.path("geonames/alternateNamesV2.txt")
    /// Every geonameid of awkward-places.txt, and those of the divisions and countries the side files name.
    static let wanted: [UInt32] = [
        3042030, 3042041, 3042036, 2657896, 3448439, 2950159, 2920512, 3093133, 2618425, 3133880, 745044, 1583992,
        264371, 1850147, 3413829, 2980291, 2747351, 4402245, 4250542, 4409896, 4951788, 9990001, 2194370, 9990002,
        2729907, 6170132, 6696480, 6695827, 9990003, 3042029, 2657895, 2658434, 3042058,
    ].sorted()

    @Test("the flags give each name its kind; codes that are not languages, an empty language and places not read are left out")
    func loadsTheRowsOfWantedPlaces() throws {
        let table = try AlternateNamesLoader.load(path: Self.file, geonameids: Self.wanted)
        #expect(table.names(of: 2_657_896) == [
            LocalizedName(language: "it", kind: .preferred, name: "Zurigo"),
            LocalizedName(language: "en", name: "Zurich City"),
            LocalizedName(language: "en", kind: .preferred, name: "Zurich"),
            LocalizedName(language: "fr", name: "Zurich"),
            LocalizedName(language: "ru", name: "Цюрих"),
            LocalizedName(language: "gsw", kind: .colloquial, name: "Züri"),
            LocalizedName(language: "la", kind: .old, name: "Turicum"),
            LocalizedName(language: "zh-TW", name: "蘇黎世"),
        ])
        #expect(table.names(of: 3_042_030) == [
            LocalizedName(language: "de", name: "Vaduz"), LocalizedName(language: "ru", kind: .preferred, name: "Вадуц"),
            LocalizedName(language: "ja", name: "ファドゥーツ"),
        ])
        #expect(table.names(of: 2_618_425).map(\.kind) == [.preferred, .name, .short])
        #expect(table.names(of: 4_250_542).isEmpty)
        #expect(table.names(of: 2_761_369).isEmpty)
        #expect(table.names(of: UInt64(UInt32.max) + 1).isEmpty)
        // Vaduz 3, Zürich 8, İstanbul 3, København 3, Athens 2, the divisions 3 + 1, the countries 5 + 2.
        #expect(table.count == 30)
        #expect(table.damagedRows == 1)
    }

    @Test("a language filter keeps its languages and their regional forms only")
    func languageFilter() throws {
        let table = try AlternateNamesLoader.load(path: Self.file, geonameids: Self.wanted, languages: ["fr", "zh"])
        #expect(table.names(of: 2_657_896) == [
            LocalizedName(language: "fr", name: "Zurich"), LocalizedName(language: "zh-TW", name: "蘇黎世"),
        ])
        #expect(table.names(of: 3_042_030).isEmpty)
        #expect(table.count == 6)
    }

    @Test("a build picks the file up beside its GeoNames input and answers names, divisions and countries in the language asked for")
    func buildAnswersInLanguages() throws {
        let directory = try TemporaryDirectory()
        let (index, result) = try IndexFile.build([Fixtures.path("geonames/awkward-places.txt")], in: directory)
        #expect(result.alternateNamesSource?.hasSuffix("geonames/alternateNamesV2.txt") == true)
        #expect(result.alternateNameCount == 30)
        func place(_ id: UInt64) throws -> Place {
            try index.place(at: #require(index.records(withIDs: [SourceID(kind: .geonames, value: id)]).first ?? nil))
        }
        let zurich = try place(2_657_896)
        #expect(zurich.name == "Zürich")
        #expect(zurich.name(preferring: ["it"]) == "Zurigo")
        #expect(zurich.name(preferring: ["en-GB"]) == "Zurich")
        #expect(zurich.name(preferring: ["gsw", "la"]) == "Zürich")
        #expect(zurich.name(preferring: ["zh-TW"]) == "蘇黎世")
        #expect(zurich.displayName == "Zürich, Switzerland")
        #expect(zurich.localized(preferring: ["fr"]).displayName == "Zurich, Suisse")
        #expect(zurich.localized(preferring: ["de"]).displayName == "Zürich, Schweiz")
        #expect(zurich.localized(preferring: ["ru"]).displayName == "Цюрих, Zurich, Швейцария")
        #expect(try place(745_044).name(preferring: ["en"]) == "Istanbul")
        #expect(try place(3_042_030).localized(preferring: ["ru"]).displayName == "Вадуц, Лихтенштейн")
        #expect(try place(4_250_542).localizedNames.isEmpty)
    }

    @Test("the zip geonames.org serves is read, its iso-languagecodes.txt left out; an explicit path wins over the one beside the input")
    func zipSideFile() throws {
        let directory = try TemporaryDirectory()
        var zip = ZipWriter()
        zip.addFile("alternateNamesV2.txt", contents: try readBytes(Self.file))
        zip.addFile("iso-languagecodes.txt", contents: Array("ISO 639-3\tISO 639-2\tISO 639-1\tLanguage Name\n3042030\t3042030\tde\tnot a row\n".utf8))
        let path = directory.file("names.zip")
        try writeBytes(zip.finish(), to: path)
        let table = try AlternateNamesLoader.load(path: path, geonameids: Self.wanted)
        #expect(table.count == 30)
        #expect(table.damagedRows == 1)

        let output = directory.file("index.gazetteer")
        var job = BuildJob(
            inputs: [Fixtures.path("geonames/awkward-places.txt")], output: output, indexOptions: IndexBuilder.Options(createdAt: 0))
        job.alternateNamesPath = path
        job.indexOptions.languages = ["it"]
        let result = try job.run()
        #expect(result.alternateNamesSource == path)
        #expect(result.alternateNameCount == 3)
        let index = try Gazetteer(path: output)
        #expect(index.languages == ["it"])
    }
}
