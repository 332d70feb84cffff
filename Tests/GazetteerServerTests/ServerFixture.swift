import Foundation
import GazetteerImport
import GazetteerIndex
import GazetteerServer
import GazetteerTestSupport

/// An index of Data/geonames/awkward-places.txt (29 places), built once per test process.
enum ServerFixture {
    static let awkwardPlaces = Fixtures.path("geonames/awkward-places.txt")
    static let osmPlaces = Fixtures.path("osm/n14-w4-r1-places-amenities.osm.pbf")

    /// Builds `inputs` into a fresh file and returns its path.
    static func build(_ inputs: [String], name: String = "fixture.gazetteer") throws -> String {
        let path = try TemporaryDirectory(prefix: "GazetteerServerTests").keptForProcess().file(name)
        _ = try BuildJob(inputs: inputs, output: path, indexOptions: IndexBuilder.Options(createdAt: 1_700_000_000)).run()
        return path
    }

    static let indexPath: String = try! build([awkwardPlaces])

    /// The API over the fixture index.
    static let api: GazetteerAPI = GazetteerAPI(store: try! IndexStore(path: indexPath))

    /// Answers `query` (a query string) on `route`.
    static func get(_ route: GazetteerAPI.Route, _ query: String) -> APIResponse {
        api.respond(to: route, parameters: RequestParameters(query: Substring(query)))
    }

    /// The answer parsed as JSON.
    static func json(_ response: APIResponse) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(response.body), options: [.fragmentsAllowed])
    }
}
