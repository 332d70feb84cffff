import Foundation
import GazetteerServer
import Testing

@Suite("Nominatim /lookup and /details")
struct NominatimLookupTests {
    static let api: GazetteerAPI = {
        let path = try! ServerFixture.build([ServerFixture.osmPlaces], name: "lookup.gazetteer")
        return GazetteerAPI(store: try! IndexStore(path: path))
    }()

    static func get(_ route: GazetteerAPI.Route, _ query: String) -> APIResponse {
        api.respond(to: route, parameters: RequestParameters(query: Substring(query)))
    }

    @Test("/lookup answers the places asked for, in that order, and leaves out ids the index does not hold")
    func lookup() throws {
        let response = Self.get(.lookup, "osm_ids=N2,n999999,N1&format=json")
        #expect(response.status == 200)
        let places = try #require(try ServerFixture.json(response) as? [[String: Any]])
        #expect(places.map { $0["osm_id"] as? Int } == [2, 1])
        #expect(places.map { $0["osm_type"] as? String } == ["node", "node"])
        #expect(places.last?["name"] as? String == "Vaduz")
        let geojson = try #require(try ServerFixture.json(Self.get(.lookup, "osm_ids=N1&format=geojson")) as? [String: Any])
        #expect((geojson["features"] as? [Any])?.count == 1)
    }

    @Test("/lookup rejects a missing, malformed or too long list of ids, naming osm_ids")
    func lookupErrors() throws {
        for query in ["format=json", "osm_ids=X1", "osm_ids=N", "osm_ids=N-4",
                      "osm_ids=" + (1...51).map { "N\($0)" }.joined(separator: ",")] {
            let response = Self.get(.lookup, query)
            #expect(response.status == 400, "\(query)")
            let body = try #require(try ServerFixture.json(response) as? [String: Any])
            #expect((body["error"] as? [String: Any])?["parameter"] as? String == "osm_ids", "\(query)")
        }
    }

    @Test("/details gives one place by OpenStreetMap id or place_id, and 404 for one the index does not hold")
    func details() throws {
        let byID = try #require(try ServerFixture.json(Self.get(.details, "osmtype=N&osmid=1")) as? [String: Any])
        #expect(byID["osm_type"] as? String == "N")
        #expect(byID["osm_id"] as? Int == 1)
        #expect(byID["localname"] as? String == "Vaduz")
        #expect(byID["category"] as? String == "place")
        #expect(byID["type"] as? String == "town")
        let centroid = try #require(byID["centroid"] as? [String: Any])
        #expect(centroid["coordinates"] as? [Double] == [9.5209, 47.141])
        let placeID = try #require(byID["place_id"] as? Int)
        let byPlace = try #require(try ServerFixture.json(Self.get(.details, "place_id=\(placeID)")) as? [String: Any])
        #expect(byPlace["osm_id"] as? Int == 1)
        #expect(Self.get(.details, "osmtype=N&osmid=999999").status == 404)
        #expect(Self.get(.details, "osmtype=Q&osmid=1").status == 400)
        #expect(Self.get(.details, "osmtype=N&osmid=1&format=xml").status == 400)
    }
}
