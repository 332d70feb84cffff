import GazetteerIndex
import GazetteerTestSupport
import Testing
@testable import GazetteerImport

/// `Data/osm/n6-w1-r1-names-by-language.osm`: names by language and of other kinds.
@Suite("Names by language from the hand-written OpenStreetMap fixture")
struct OSMLanguageFixtureTests {
    static let base = "n6-w1-r1-names-by-language"

    private func load(_ suffix: String = ".osm") throws -> OSMImport {
        try OSMTestSupport.importAll(OSMTestSupport.fixture(Self.base + suffix))
    }

    @Test("XML and PBF give identical records, names by language included")
    func formatsAgree() throws {
        let xml = try load()
        #expect(xml.records.count == 4)
        #expect(try load(".osm.pbf").records == xml.records)
    }

    @Test("name:<lang> keeps its BCP 47 tag, the other name keys their kind; lists give a name each; loc_name and name:etymology are no names by language")
    func townNames() throws {
        let town = try load().record(.osmNode, 1)
        // In key order: alt_name, int_name, (loc_name), name:be_tarask … name:zh-Hant, official_name, official_name:fr, old_name:la.
        #expect(town.fields.localizedNames == [
            LocalizedName(language: "", kind: .alternate, name: "Vadoz"),
            LocalizedName(language: "", kind: .alternate, name: "Faduz"),
            LocalizedName(language: "", kind: .international, name: "Vaduz"),
            LocalizedName(language: "be-tarask", name: "Вадуц"),
            LocalizedName(language: "de", name: "Vaduz"),
            LocalizedName(language: "ru", name: "Вадуц"),
            LocalizedName(language: "sr-Latn", name: "Vaduc"),
            LocalizedName(language: "zh-Hant", name: "瓦都茲"),
            LocalizedName(language: "", kind: .official, name: "Gemeinde Vaduz"),
            LocalizedName(language: "fr", kind: .official, name: "Commune de Vaduz"),
            LocalizedName(language: "la", kind: .old, name: "Dulcis Vallis"),
        ])
        // Every alternate stays searchable, loc_name too.
        #expect(town.alternateNames.contains("Städtle"))
        #expect(town.alternateNames.contains("Вадуц"))
        #expect(try load().record(.osmNode, 2).fields.localizedNames == [
            LocalizedName(language: "it", name: "Schaan"), LocalizedName(language: "", kind: .short, name: "SN"),
        ])
    }

    @Test("an index of the fixture answers each name:<lang> when that language is asked for, and labels with the boundary's names")
    func indexAnswersInTheLanguageAskedFor() throws {
        let directory = try TemporaryDirectory()
        let (index, _) = try IndexFile.build([OSMTestSupport.fixture(Self.base + ".osm.pbf")], in: directory)
        let numbers = index.records(withIDs: [
            SourceID(kind: .osmNode, value: 1), SourceID(kind: .osmNode, value: 3), SourceID(kind: .osmRelation, value: 1),
        ])
        let town = index.place(at: try #require(numbers[0]))
        #expect(town.name(preferring: ["ru"]) == "Вадуц")
        #expect(town.name(preferring: ["be-tarask"]) == "Вадуц")
        #expect(town.name(preferring: ["sr-Latn-ME"]) == "Vaduc")
        #expect(town.name(preferring: ["zh-Hant"]) == "瓦都茲")
        // An official name does not stand for the language.
        #expect(town.name(preferring: ["fr"]) == "Vaduz")
        let post = index.place(at: try #require(numbers[1]))
        #expect(post.displayName == "Post, Liechtenstein")
        #expect(post.localized(preferring: ["fr"]).displayName == "Poste, Liechtenstein")
        #expect(post.localized(preferring: ["ru", "en"]).displayName == "Post Office, Лихтенштейн")
        #expect(post.localized(preferring: ["zh"]).displayName == "Post, 列支敦斯登")
        let country = index.place(at: try #require(numbers[2]))
        #expect(country.name(preferring: ["ru"]) == "Лихтенштейн")
        #expect(index.languages == ["be-tarask", "de", "en", "fr", "it", "la", "ru", "sr-Latn", "zh", "zh-Hant"])
    }
}
