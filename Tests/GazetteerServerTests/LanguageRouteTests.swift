import Foundation
import GazetteerServer
import GazetteerTestSupport
import Testing

/// Photon's `lang`, Nominatim's `accept-language` (parameter and header) and `namedetails`, over an
/// index of the OpenStreetMap fixture with names by language.
@Suite("Names in the language a request asks for")
struct LanguageRouteTests {
    static let indexPath: String = try! ServerFixture.build(
        [Fixtures.path("osm/n6-w1-r1-names-by-language.osm.pbf")], name: "languages.gazetteer")
    static let api = GazetteerAPI(store: try! IndexStore(path: indexPath))

    static func get(_ route: GazetteerAPI.Route, _ query: String, acceptLanguage: String? = nil) throws -> Any {
        var parameters = RequestParameters(query: Substring(query))
        parameters.acceptLanguage = acceptLanguage
        let response = api.respond(to: route, parameters: parameters)
        #expect(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        return try ServerFixture.json(response)
    }

    static func photonName(_ query: String, acceptLanguage: String? = nil) throws -> [String?] {
        let collection = try #require(try get(.photonSearch, query, acceptLanguage: acceptLanguage) as? [String: Any])
        let features = try #require(collection["features"] as? [[String: Any]])
        let properties = try #require(features.first?["properties"] as? [String: Any])
        return [properties["name"] as? String, properties["country"] as? String]
    }

    @Test("Photon's lang names the place and its country in that language; default or none keeps the names as stored")
    func photonLang() throws {
        #expect(try Self.photonName("q=vaduz&limit=1&lang=ru") == ["Вадуц", "Лихтенштейн"])
        #expect(try Self.photonName("q=vaduz&limit=1&lang=default") == ["Vaduz", "Liechtenstein"])
        #expect(try Self.photonName("q=vaduz&limit=1") == ["Vaduz", "Liechtenstein"])
        // Without lang, the Accept-Language header answers; lang wins over it.
        #expect(try Self.photonName("q=vaduz&limit=1", acceptLanguage: "zh-Hant-TW,zh;q=0.8") == ["瓦都茲", "列支敦斯登"])
        #expect(try Self.photonName("q=vaduz&limit=1&lang=ru", acceptLanguage: "zh") == ["Вадуц", "Лихтенштейн"])
        let bad = Self.api.respond(to: .photonSearch, parameters: RequestParameters(query: "q=vaduz&lang=%2A%2A"))
        #expect(bad.status == 400)
    }

    @Test("Nominatim's accept-language takes the header's syntax with q-values, as a parameter or as the header")
    func nominatimAcceptLanguage() throws {
        func first(_ query: String, header: String? = nil) throws -> [String?] {
            let results = try #require(try Self.get(.nominatimSearch, query, acceptLanguage: header) as? [[String: Any]])
            return [results.first?["name"] as? String, results.first?["display_name"] as? String]
        }
        #expect(try first("q=post&format=jsonv2") == ["Post", "Post, Liechtenstein"])
        // en weighs more than fr although it comes later.
        #expect(try first("q=post&format=jsonv2&accept-language=fr;q=0.5,en;q=0.9") == ["Post Office", "Post Office, Liechtenstein"])
        #expect(try first("q=post&format=jsonv2", header: "de, fr;q=0.7") == ["Poste", "Poste, Liechtenstein"])
        // The parameter wins over the header; q=0 is "not this one".
        #expect(try first("q=post&format=jsonv2&accept-language=ru,fr;q=0", header: "fr") == ["Post", "Post, Лихтенштейн"])
        let reverse = try #require(try Self.get(.reverse, "lat=47.1415&lon=9.5215&format=json&accept-language=ru") as? [String: Any])
        #expect(reverse["display_name"] as? String == "Вадуц, Лихтенштейн")
    }

    @Test("namedetails=1 lists every name under its OpenStreetMap key, the name as stored first")
    func nameDetails() throws {
        let results = try #require(try Self.get(.nominatimSearch, "q=vaduz&format=jsonv2&namedetails=1&accept-language=ru") as? [[String: Any]])
        let vaduz = try #require(results.first)
        #expect(vaduz["name"] as? String == "Вадуц")
        let details = try #require(vaduz["namedetails"] as? [String: String])
        #expect(details == [
            "name": "Vaduz", "alt_name": "Vadoz;Faduz", "int_name": "Vaduz", "official_name": "Gemeinde Vaduz",
            "name:be-tarask": "Вадуц", "name:de": "Vaduz", "official_name:fr": "Commune de Vaduz", "old_name:la": "Dulcis Vallis",
            "name:ru": "Вадуц", "name:sr-Latn": "Vaduc", "name:zh-Hant": "瓦都茲",
        ])
        let plain = try #require(try Self.get(.nominatimSearch, "q=vaduz&format=jsonv2") as? [[String: Any]])
        #expect(plain.first?["namedetails"] == nil)
    }

    @Test("our /v1 routes take lang as the command line's --lang, and ignore the header")
    func ownRoutesTakeLang() throws {
        let search = try #require(try Self.get(.search, "q=post&lang=fr") as? [[String: Any]])
        #expect(search.first?["name"] as? String == "Poste")
        #expect(search.first?["label"] as? String == "Poste, Liechtenstein")
        let headerOnly = try #require(try Self.get(.search, "q=post", acceptLanguage: "fr") as? [[String: Any]])
        #expect(headerOnly.first?["name"] as? String == "Post")
        let reverse = try #require(try Self.get(.reverseV1, "lat=47.1415&lon=9.5215&lang=ru") as? [[String: Any]])
        #expect(reverse.first?["label"] as? String == "Вадуц, Лихтенштейн")
        let near = try #require(try Self.get(.near, "lat=47.139&lon=9.524&limit=1&lang=en") as? [[String: Any]])
        #expect(near.first?["name"] as? String == "Post Office")
        let bad = Self.api.respond(to: .search, parameters: RequestParameters(query: "q=post&lang=%2A"))
        #expect(bad.status == 400)
    }

    @Test("Nominatim's /details lists every name, and gives localname in the language asked for")
    func detailsNames() throws {
        let details = try #require(try Self.get(.details, "osmtype=N&osmid=3&accept-language=fr") as? [String: Any])
        #expect(details["localname"] as? String == "Poste")
        #expect(details["names"] as? [String: String] == ["name": "Post", "name:en": "Post Office", "name:fr": "Poste"])
        let plain = try #require(try Self.get(.details, "osmtype=N&osmid=3") as? [String: Any])
        #expect(plain["localname"] as? String == "Post")
    }
}
