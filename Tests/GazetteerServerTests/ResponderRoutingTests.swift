import GazetteerServer
import Testing

@Suite("responder routing")
struct ResponderRoutingTests {
    @Test("empty path components are ignored; case, dots and percent escapes are kept as sent", arguments: [
        ("/api", "/api"), ("/api/", "/api"), ("//api", "/api"), ("/api//", "/api"), ("/v1//search/", "/v1/search"),
        ("/", "/"), ("//", "/"), ("", "/"), ("/API", "/API"), ("/api/.", "/api/."), ("/a%70i", "/a%70i"),
    ])
    func normalizedPaths(_ path: String, _ expected: String) {
        #expect(GazetteerResponder.normalizedPath(path) == expected)
    }

    @Test("every route answers at its path; Nominatim's five also as .php, no other route does")
    func routeTable() {
        for route in GazetteerAPI.Route.allCases {
            #expect(GazetteerResponder.routes[route.rawValue] == route)
        }
        let php = GazetteerResponder.routes.keys.filter { $0.hasSuffix(".php") }.sorted()
        #expect(php == ["/details.php", "/lookup.php", "/reverse.php", "/search.php", "/status.php"])
        #expect(GazetteerResponder.routes["/api.php"] == nil)
        #expect(GazetteerResponder.routes.count == GazetteerAPI.Route.allCases.count + 5)
    }
}
