import Foundation
import GazetteerIndex
import GazetteerOutput
import GazetteerServer
import Testing

@Suite("HTTP box routes")
struct BoxRouteTests {
    /// The body of an answer, with a streamed export drained chunk by chunk.
    static func body(_ response: APIResponse) -> [UInt8] {
        guard var export = response.export else { return response.body }
        var bytes: [UInt8] = []
        var chunk = JSONWriter(capacity: 256)
        var more = true
        while more {
            chunk.reset()
            more = export.writeChunk(into: &chunk, minimumBytes: 256)
            bytes += chunk.bytes
        }
        return bytes
    }

    static func header(_ response: APIResponse, _ name: String) -> String? {
        response.headers.first { $0.name == name }?.value
    }

    @Test("/v1/within answers the box's most important places in our JSON, across the antimeridian too")
    func within() throws {
        let places = try #require(try ServerFixture.json(ServerFixture.get(.within, "bbox=9,47,10,48")) as? [[String: Any]])
        #expect(places.map { $0["name"] as? String } == ["Vaduz", "Schaan", "Triesen"])
        let limited = try #require(try ServerFixture.json(ServerFixture.get(.within, "bbox=9,47,10,48&limit=1")) as? [[String: Any]])
        #expect(limited.map { $0["name"] as? String } == ["Vaduz"])
        let fiji = try #require(try ServerFixture.json(ServerFixture.get(.within, "bbox=170,-20,-170,0")) as? [[String: Any]])
        #expect(Set(fiji.compactMap { $0["name"] as? String }) == ["Waiyevo", "Lomaloma East"])
        let geo = try #require(try ServerFixture.json(ServerFixture.get(.within, "bbox=9,47,10,48&format=geojson")) as? [String: Any])
        #expect((geo["features"] as? [Any])?.count == 3)
        let filtered = try #require(try ServerFixture.json(ServerFixture.get(.within, "bbox=-180,-90,180,90&country=LI&feature_class=P&source=geonames")) as? [[String: Any]])
        #expect(filtered.count == 3)
    }

    @Test("bad boxes are 400 answers naming the parameter and the problem", arguments: [
        ("bbox=1,2,3", "expected WEST,SOUTH,EAST,NORTH"),
        ("bbox=1,50,3,40", "the south edge 50.0 lies north of the north edge 40.0"),
        ("bbox=1,2,nan,4", "the east edge \\\"nan\\\" is not a finite number"),
        ("bbox=1,2,181,4", "the east edge 181.0 is not a longitude from -180 to 180"),
        ("bbox=1,2,3,90.5", "the north edge 90.5 is not a latitude from -90 to 90"),
        ("", "is missing"),
    ])
    func badBoxes(query: String, problem: String) throws {
        for route in [GazetteerAPI.Route.within, .export] where !(route == .export && query.isEmpty) {
            let response = ServerFixture.get(route, query)
            #expect(response.status == 400)
            #expect(response.export == nil)
            #expect(response.text.contains("\"parameter\":\"bbox\""), "\(response.text)")
            #expect(response.text.contains(problem), "\(response.text)")
        }
    }

    @Test("/v1/export streams every format with the CLI's framing, filtered like the library's walk")
    func export() throws {
        let index = try Gazetteer(path: ServerFixture.indexPath)
        let ndjson = ServerFixture.get(.export, "format=ndjson")
        #expect(ndjson.status == 200 && ndjson.contentType == "application/x-ndjson")
        #expect(Self.header(ndjson, "X-Export-Truncated") == "false")
        #expect(Self.header(ndjson, "X-Export-Limit") == String(GazetteerAPI.defaultExportLimit))
        let lines = String(decoding: Self.body(ndjson), as: UTF8.self).split(separator: "\n")
        #expect(lines.count == index.count)
        for line in lines { #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any]) }

        let sequence = Self.body(ServerFixture.get(.export, "format=geojsonseq&bbox=9,47,10,48"))
        #expect(sequence.filter { $0 == 0x1E }.count == 3 && sequence.first == 0x1E && sequence.last == 0x0A)

        let csv = String(decoding: Self.body(ServerFixture.get(.export, "format=csv&lat=47.14&lon=9.52&radius=3000")), as: UTF8.self)
        let rows = csv.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(rows.first == (ExportCSV.columns + ["distance"]).joined(separator: ","))
        #expect(rows.count == 1 + Array(index.records(near: Coordinate(latitude: 47.14, longitude: 9.52), radiusMeters: 3_000)).count)

        let bad = ServerFixture.get(.export, "format=kml")
        #expect(bad.status == 400 && bad.text.contains("\"parameter\":\"format\""))
        #expect(ServerFixture.get(.export, "lat=47&lon=9").status == 400)
        #expect(ServerFixture.get(.export, "radius=5").status == 400)
        #expect(ServerFixture.get(.export, "country=XX").status == 400)
        #expect(ServerFixture.get(.export, "source=elsewhere").status == 400)
    }

    @Test("/v1/export stops at the server's ceiling and says so in X-Export-Truncated")
    func exportCeiling() throws {
        let api = GazetteerAPI(store: try IndexStore(path: ServerFixture.indexPath), exportLimit: 5)
        func get(_ query: String) -> APIResponse { api.respond(to: .export, parameters: RequestParameters(query: Substring(query))) }
        let cut = get("format=ndjson")
        #expect(Self.header(cut, "X-Export-Truncated") == "true")
        #expect(Self.header(cut, "X-Export-Limit") == "5")
        #expect(String(decoding: Self.body(cut), as: UTF8.self).split(separator: "\n").count == 5)
        let whole = get("format=ndjson&bbox=9,47,10,48")
        #expect(Self.header(whole, "X-Export-Truncated") == "false")
        #expect(String(decoding: Self.body(whole), as: UTF8.self).split(separator: "\n").count == 3)
        let smaller = get("limit=2")
        #expect(Self.header(smaller, "X-Export-Limit") == "2")
        #expect(get("limit=6").status == 400)
    }

    @Test("Nominatim's bounded viewbox and Photon's bbox keep the search to the box")
    func searchesKeptToTheBox() throws {
        let world = try #require(try ServerFixture.json(ServerFixture.get(.nominatimSearch, "q=s&limit=1&format=json")) as? [[String: Any]])
        #expect(world.first?["name"] as? String != "Schaan")
        let boxed = try #require(try ServerFixture.json(ServerFixture.get(.nominatimSearch, "q=s&limit=1&viewbox=9.4,47.3,9.7,47&bounded=1&format=json")) as? [[String: Any]])
        #expect(boxed.map { $0["name"] as? String } == ["Schaan"])
        let photon = try #require(try ServerFixture.json(ServerFixture.get(.photonSearch, "q=s&bbox=9.4,47,9.7,47.3")) as? [String: Any])
        let names = (photon["features"] as? [[String: Any]] ?? []).compactMap { ($0["properties"] as? [String: Any])?["name"] as? String }
        #expect(names == ["Schaan"])
        let empty = try #require(try ServerFixture.json(ServerFixture.get(.photonSearch, "q=vaduz&bbox=-30,-40,-29,-39")) as? [String: Any])
        #expect((empty["features"] as? [Any])?.isEmpty == true)
    }
}
