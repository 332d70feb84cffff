import Foundation
import Testing
import GazetteerTestSupport

@Suite("gazetteer serve", .serialized)
struct ServeTests {
    @Test("unknown paths get 404 JSON, other methods 405, bodies 413, long targets 414; CORS headers on answers to a request with an Origin, errors too")
    func edges() async throws {
        let scratch = try TemporaryDirectory()
        let server = try await ServerProcess(index: try await Fixture.buildIndex(in: scratch), arguments: ["--access-log", "none"])
        let missing = try await server.request("/no/such/path")
        #expect(missing.status == 404)
        #expect(String(decoding: missing.body, as: UTF8.self).contains("\"error\":\"no such endpoint: /no/such/path"))
        let post = try await server.request("/api?q=vaduz", method: "POST", body: Data("x".utf8))
        #expect(post.status == 413 || post.status == 405)
        let put = try await server.request("/api?q=vaduz", method: "PUT")
        #expect(put.status == 405)
        let long = try await server.request("/api?q=" + String(repeating: "a", count: 9_000))
        #expect(long.status == 414)
        let cors = try await server.request("/api?q=vaduz", headers: ["Origin": "http://example.org"])
        #expect(cors.status == 200)
        #expect(cors.headers["access-control-allow-origin"] == "*")
        let preflight = try await server.request("/api", method: "OPTIONS", headers: [
            "Origin": "http://example.org", "Access-Control-Request-Method": "GET",
        ])
        #expect(preflight.status == 204)
        #expect(preflight.headers["access-control-allow-methods"] == "GET, HEAD, OPTIONS")
        #expect(preflight.headers["access-control-allow-headers"] == "accept, content-type, origin")
        #expect(preflight.headers["access-control-allow-origin"] == "*")
        #expect(preflight.headers["access-control-max-age"] == "86400")
        let missingFromOrigin = try await server.request("/no/such/path", headers: ["Origin": "http://example.org"])
        #expect(missingFromOrigin.status == 404)
        #expect(missingFromOrigin.headers["access-control-allow-origin"] == "*")
        #expect(String(decoding: missingFromOrigin.body, as: UTF8.self).contains("\"error\":\"no such endpoint: /no/such/path"))
        let badFromOrigin = try await server.request("/api?q=", headers: ["Origin": "http://example.org"])
        #expect(badFromOrigin.status == 400)
        #expect(badFromOrigin.headers["access-control-allow-origin"] == "*")
        let plain = try await server.request("/api?q=vaduz")
        #expect(plain.headers["access-control-allow-origin"] == nil)
        let page = try await server.request("/")
        #expect(page.headers["content-type"]?.hasPrefix("text/html") == true)
        #expect(await server.stop() == 0)
    }

    @Test("the access log has one line a request with status and latency; SIGTERM stops the server cleanly")
    func accessLogAndShutdown() async throws {
        let scratch = try TemporaryDirectory()
        let server = try await ServerProcess(index: try await Fixture.buildIndex(in: scratch))
        _ = try await server.request("/api?q=vadu")
        _ = try await server.request("/nothing")
        #expect(await server.stop(signal: SIGINT) == 0)
        let lines = server.standardError.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains(" GET /api?q=vadu 200 ") && $0.hasSuffix("ms") })
        #expect(lines.contains { $0.contains(" GET /nothing 404 ") })
        #expect(lines.last == "gazetteer: stopped")
    }

    @Test("an index replaced by rename is reopened; answers come from the new file")
    func reloadOnRename() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let server = try await ServerProcess(index: index, arguments: ["--access-log", "none", "--reload-interval", "0.1"])
        let before = try JSONSerialization.jsonObject(with: try await server.request("/health").body) as? [String: Any]
        #expect(before?["records"] as? Int == 29)
        let smaller = scratch.file("smaller.txt")
        let rows = try String(contentsOfFile: Fixture.awkwardPlaces, encoding: .utf8).split(separator: "\n").prefix(5)
        try rows.joined(separator: "\n").write(toFile: smaller, atomically: true, encoding: .utf8)
        let built = try await GazetteerTool.run(["build", smaller, "-o", scratch.file("next.gazetteer"), "--quiet"])
        #expect(built.status == 0)
        #expect(rename(scratch.file("next.gazetteer"), index) == 0)
        var records: Int?
        for _ in 0..<50 {
            try await Task.sleep(nanoseconds: 100_000_000)
            let health = try JSONSerialization.jsonObject(with: try await server.request("/health").body) as? [String: Any]
            records = health?["records"] as? Int
            if records == 5 { break }
        }
        #expect(records == 5)
        #expect(server.standardError.contains("was replaced; now serving 5 records"))
        #expect(await server.stop() == 0)
    }

    @Test("/v1/export streams over HTTP the bytes the export command writes, cut at --export-limit with a header saying so")
    func exportOverHTTP() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let server = try await ServerProcess(index: index, arguments: ["--access-log", "none", "--export-limit", "20"])
        for format in ["geojsonseq", "ndjson", "csv"] {
            let answer = try await server.request("/v1/export?format=\(format)&bbox=0,40,30,70")
            #expect(answer.status == 200)
            #expect(answer.headers["x-export-truncated"] == "false")
            let command = try await GazetteerTool.run(["export", "--index", index, "--format", format, "--bbox", "0,40,30,70", "--quiet"])
            #expect(answer.body == Data(command.standardOutput.utf8), "\(format)")
        }
        let cut = try await server.request("/v1/export")
        #expect(cut.headers["x-export-truncated"] == "true")
        #expect(cut.headers["x-export-limit"] == "20")
        #expect(String(decoding: cut.body, as: UTF8.self).split(separator: "\n").count == 20)
        #expect(await server.stop() == 0)
    }

    @Test("serve with a missing index fails at once with one line naming it")
    func missingIndex() async throws {
        let scratch = try TemporaryDirectory()
        let output = try await GazetteerTool.run(["serve", "--index", scratch.file("none.gazetteer"), "--port", "0"])
        #expect(output.status == 1)
        #expect(output.errorLines == ["gazetteer: \(scratch.file("none.gazetteer")): no such index file; build one with `gazetteer build INPUT... -o \(scratch.file("none.gazetteer"))`"])
    }
}
