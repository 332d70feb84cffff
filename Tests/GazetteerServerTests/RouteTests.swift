import Foundation
import GazetteerOutput
import GazetteerServer
import Testing

@Suite("HTTP routes")
struct RouteTests {
    @Test("Photon /api returns a FeatureCollection with Photon's properties and our id")
    func photonSearch() throws {
        let response = ServerFixture.get(.photonSearch, "q=vadu&limit=3")
        #expect(response.status == 200)
        #expect(response.contentType == "application/json; charset=utf-8")
        let body = try #require(try ServerFixture.json(response) as? [String: Any])
        #expect(body["type"] as? String == "FeatureCollection")
        let features = try #require(body["features"] as? [[String: Any]])
        let properties = try #require(features.first?["properties"] as? [String: Any])
        #expect(properties["name"] as? String == "Vaduz")
        #expect(properties["countrycode"] as? String == "LI")
        #expect(properties["country"] as? String == "Liechtenstein")
        #expect(properties["osm_key"] as? String == "place")
        #expect(properties["type"] as? String == "city")
        #expect(properties["id"] as? String == "geonames:3042030")
        let geometry = try #require(features.first?["geometry"] as? [String: Any])
        #expect(geometry["coordinates"] as? [Double] == [9.52154, 47.14151])
    }

    @Test("/reverse without format is Photon's, with format=json it is Nominatim's single object")
    func reverseBothWays() throws {
        let photon = try #require(try ServerFixture.json(ServerFixture.get(.reverse, "lat=47.14&lon=9.52")) as? [String: Any])
        let feature = try #require((photon["features"] as? [[String: Any]])?.first)
        #expect((feature["properties"] as? [String: Any])?["name"] as? String == "Vaduz")
        #expect(((feature["properties"] as? [String: Any])?["distance"] as? Double ?? 0) > 100)
        let nominatim = try #require(try ServerFixture.json(ServerFixture.get(.reverse, "lat=47.14&lon=9.52&format=json")) as? [String: Any])
        #expect(nominatim["name"] as? String == "Vaduz")
        #expect(nominatim["lat"] as? String == "47.1415100")
        #expect((nominatim["boundingbox"] as? [String])?.count == 4)
        #expect((nominatim["address"] as? [String: Any])?["country_code"] as? String == "li")
        let far = try #require(try ServerFixture.json(ServerFixture.get(.reverse, "lat=47.14&lon=9.52&radius=0.01")) as? [String: Any])
        #expect((far["features"] as? [Any])?.isEmpty == true)
    }

    @Test("Photon /reverse with an osm_tag filter finds unnamed amenities; without one, only named places")
    func reverseFindsUnnamedAmenitiesByTag() throws {
        let api = GazetteerAPI(store: try IndexStore(path: ServerFixture.build([ServerFixture.osmPlaces], name: "osm.gazetteer")))
        func features(_ query: String) throws -> [[String: Any]] {
            let response = api.respond(to: .reverse, parameters: RequestParameters(query: Substring(query)))
            let object = try #require(try ServerFixture.json(response) as? [String: Any])
            return try #require(object["features"] as? [[String: Any]])
        }
        let toilets = try features("lat=47.1402&lon=9.5221&limit=5&osm_tag=amenity:toilets")
        #expect(!toilets.isEmpty)
        for feature in toilets {
            let properties = try #require(feature["properties"] as? [String: Any])
            #expect(properties["osm_key"] as? String == "amenity")
            #expect(properties["osm_value"] as? String == "toilets")
        }
        for feature in try features("lat=47.1402&lon=9.5221&limit=5") {
            #expect(((feature["properties"] as? [String: Any])?["name"] as? String ?? "").isEmpty == false)
        }
    }

    @Test("Nominatim /search answers json, jsonv2, geojson and geocodejson, filters by countrycodes and bounded viewbox")
    func nominatimSearch() throws {
        let json = try #require(try ServerFixture.json(ServerFixture.get(.nominatimSearch, "q=springfield&format=json")) as? [[String: Any]])
        #expect(json.count == 3)
        #expect(json.allSatisfy { $0["class"] as? String == "place" && $0["lat"] is String && $0["place_id"] is Int })
        let v2 = try #require(try ServerFixture.json(ServerFixture.get(.nominatimSearch, "q=springfield")) as? [[String: Any]])
        #expect(v2.first?["category"] as? String == "place")
        let geo = try #require(try ServerFixture.json(ServerFixture.get(.nominatimSearch, "q=springfield&format=geojson")) as? [String: Any])
        #expect(((geo["features"] as? [[String: Any]])?.first?["bbox"] as? [Double])?.count == 4)
        let geocode = try #require(try ServerFixture.json(ServerFixture.get(.nominatimSearch, "q=springfield&format=geocodejson")) as? [String: Any])
        #expect((geocode["geocoding"] as? [String: Any])?["version"] as? String == "0.1.0")
        let swiss = try #require(try ServerFixture.json(ServerFixture.get(.nominatimSearch, "q=z&countrycodes=ch,li&format=json")) as? [[String: Any]])
        #expect(swiss.map { $0["name"] as? String } == ["Zürich"])
        let boxed = try #require(try ServerFixture.json(ServerFixture.get(.nominatimSearch, "q=springfield&viewbox=-90,39,-89,40&bounded=1&format=json")) as? [[String: Any]])
        #expect(boxed.count == 1)
        let structured = try #require(try ServerFixture.json(ServerFixture.get(.nominatimSearch, "city=springfield&state=IL&format=json")) as? [[String: Any]])
        #expect(structured.count == 1)
    }

    @Test("bad parameters answer 400 with a JSON error naming the parameter, in each API's style", arguments: [
        (GazetteerAPI.Route.photonSearch, "limit=5", "q", "message"),
        (.photonSearch, "q=vaduz&limit=abc", "limit", "message"),
        (.photonSearch, "q=vaduz&limit=0", "limit", "message"),
        (.photonSearch, "q=vaduz&limit=1001", "limit", "message"),
        (.photonSearch, "q=vaduz&lat=91&lon=0", "lat", "message"),
        (.photonSearch, "q=vaduz&lat=47", "lon", "message"),
        (.photonSearch, "q=vaduz&bbox=1,2,3", "bbox", "message"),
        (.photonSearch, "q=vaduz&layer=planet", "layer", "message"),
        (.reverse, "lat=47", "lon", "message"),
        (.reverse, "lat=47&lon=9&radius=-1", "radius", "message"),
        (.nominatimSearch, "q=vaduz&format=xml", "format", "error"),
        (.nominatimSearch, "q=vaduz&addressdetails=maybe", "addressdetails", "error"),
        (.reverse, "lat=x&lon=9&format=json", "lat", "error"),
        (.search, "q=vaduz&country=XX", "country", "error"),
        (.near, "lat=47&lon=9&category=nothing", "category", "error"),
        (.near, "lat=47&lon=9&radius=1e99", "radius", "error"),
    ])
    func badParameters(route: GazetteerAPI.Route, query: String, parameter: String, key: String) throws {
        let response = ServerFixture.get(route, query)
        #expect(response.status == 400)
        let body = try #require(try ServerFixture.json(response) as? [String: Any])
        #expect(body[key] != nil)
        let named = (body["parameter"] as? String) ?? ((body["error"] as? [String: Any])?["parameter"] as? String)
        #expect(named == parameter, "\(response.text)")
    }

    @Test("a query longer than the shared limit is refused, one at the limit is answered")
    func queryLengthCap() throws {
        let long = String(repeating: "a", count: QueryLimits.maximumQueryBytes + 1)
        #expect(ServerFixture.get(.photonSearch, "q=\(long)").status == 400)
        #expect(ServerFixture.get(.photonSearch, "q=\(long.dropLast())").status == 200)
        #expect(ServerFixture.get(.photonSearch, "q=%20%20").status == 400)
    }

    @Test("our /v1 routes answer the command line's JSON; /status, /health and /v1/info report the index")
    func ownRoutes() throws {
        let search = try #require(try ServerFixture.json(ServerFixture.get(.search, "q=zurigo")) as? [[String: Any]])
        #expect(search.first?["matchedName"] as? String == "Zurigo")
        #expect(search.first?["label"] as? String == "Zürich, Switzerland")
        let near = try #require(try ServerFixture.json(ServerFixture.get(.near, "lat=47.14&lon=9.52&radius=50000&feature_class=P")) as? [[String: Any]])
        #expect(near.first?["name"] as? String == "Vaduz")
        let reverse = try #require(try ServerFixture.json(ServerFixture.get(.reverseV1, "lat=-16.9&lon=-179.5&format=geojson")) as? [String: Any])
        #expect(reverse["type"] as? String == "FeatureCollection")
        #expect(ServerFixture.get(.status, "").text == "OK")
        let status = try #require(try ServerFixture.json(ServerFixture.get(.status, "format=json")) as? [String: Any])
        #expect(status["data_updated"] as? String == "2023-11-14T22:13:20+00:00")
        let health = try #require(try ServerFixture.json(ServerFixture.get(.health, "")) as? [String: Any])
        #expect(health["records"] as? Int == 29)
        let info = try #require(try ServerFixture.json(ServerFixture.get(.info, "")) as? [String: Any])
        #expect((info["metadata"] as? [String: Any])?["bounds"] != nil)
        #expect(ServerFixture.get(.page, "").text.contains("<input id=\"q\""))
    }

    @Test("JSONP: json_callback wraps a Nominatim answer and must be an identifier")
    func jsonp() {
        let wrapped = ServerFixture.get(.nominatimSearch, "q=vaduz&format=json&json_callback=handle.result")
        #expect(wrapped.text.hasPrefix("handle.result([{"))
        #expect(wrapped.contentType.hasPrefix("application/javascript"))
        #expect(ServerFixture.get(.nominatimSearch, "q=vaduz&json_callback=alert(1)").status == 400)
    }

    @Test("percent-encoding and + decode in parameters; paths with a trailing slash or .php find their route")
    func decoding() throws {
        let parameters = RequestParameters(query: "q=S%C3%A3o+Paulo&empty=&flag")
        #expect(parameters.string("q") == "São Paulo")
        #expect(parameters.string("empty") == nil)
        #expect(GazetteerAPI.Route(path: "/api/") == .photonSearch)
        #expect(GazetteerAPI.Route(path: "/search.php") == .nominatimSearch)
        #expect(GazetteerAPI.Route(path: "/nothing") == nil)
    }
}
