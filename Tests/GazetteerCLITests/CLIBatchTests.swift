import Foundation
import Testing
import GazetteerTestSupport

@Suite("gazetteer --batch")
struct CLIBatchTests {
    /// One JSON object per line: its "query" and its "results" (or "error").
    private static func answers(_ output: GazetteerTool.Output) throws -> [[String: Any]] {
        try output.outputLines.map(JSONValue.object)
    }

    @Test("search --batch FILE answers every line, a blank one with an empty result, with one JSON object carrying the query and its results")
    func searchBatchFromFile() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let queries = try scratch.write("vaduz\n\n  zurigo  \r\natlantis\nSpringfield, MA", named: "queries.txt")
        let output = try await GazetteerTool.run(["search", "--batch", queries, "--index", index])
        #expect(output.status == 0, "\(output.standardError)")
        let answers = try Self.answers(output)
        #expect(answers.map { $0["query"] as? String } == ["vaduz", "", "zurigo", "atlantis", "Springfield, MA"])
        let results = answers.map { ($0["results"] as? [[String: Any]]) ?? [] }
        #expect(results[0].map { $0["id"] as? String } == ["geonames:3042030"])
        #expect(results[1].isEmpty)
        #expect(results[2].first?["matchedName"] as? String == "Zurigo")
        #expect(results[3].isEmpty)
        #expect(results[4].map { $0["admin1Code"] as? String } == ["MA"])
        #expect(Set(try #require(results[0].first).keys) == resultKeys.union(["matchedName"]))
        for answer in answers { #expect(Set(answer.keys) == ["query", "results"]) }
    }

    @Test("search --batch - reads the queries from standard input")
    func searchBatchFromStandardInput() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let output = try await GazetteerTool.run(
            ["search", "--batch", "-", "--index", index, "--limit", "1"], standardInput: Data("springfield\nberl\n".utf8))
        #expect(output.status == 0, "\(output.standardError)")
        let answers = try Self.answers(output)
        #expect(answers.map { $0["query"] as? String } == ["springfield", "berl"])
        #expect(answers.map { (($0["results"] as? [[String: Any]]) ?? []).count } == [1, 1])
        #expect((answers[1]["results"] as? [[String: Any]])?.first?["name"] as? String == "Berlin")
    }

    @Test("search --batch - with many queries answers every one, in order")
    func manyQueriesInOrder() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let queries = (0..<3_000).map { ["vaduz", "tokyo", "nothing-\($0)"][$0 % 3] }
        let output = try await GazetteerTool.run(
            ["search", "--batch", "-", "--index", index], standardInput: Data(queries.joined(separator: "\n").utf8))
        #expect(output.status == 0)
        let answers = try Self.answers(output)
        #expect(answers.map { $0["query"] as? String } == queries)
    }

    @Test("reverse --batch - answers each LAT,LON line, and a bad line gets an error object instead of stopping")
    func reverseBatch() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let output = try await GazetteerTool.run(
            ["reverse", "--batch", "-", "--index", index],
            standardInput: Data("47.14,9.52\nabc\n-16.9 -179.6\n91,0\n".utf8))
        #expect(output.status == 0, "\(output.standardError)")
        let answers = try Self.answers(output)
        #expect(answers.map { $0["query"] as? String } == ["47.14,9.52", "abc", "-16.9 -179.6", "91,0"])
        let first = try #require((answers[0]["results"] as? [[String: Any]])?.first)
        #expect(first["name"] as? String == "Vaduz")
        #expect(first["distance"] is Double)
        #expect(answers[1]["error"] is String)
        #expect(answers[1]["results"] == nil)
        #expect((answers[2]["results"] as? [[String: Any]])?.first?["name"] as? String == "Lomaloma East")
        #expect((answers[3]["error"] as? String)?.contains("invalid latitude") == true)
    }

    @Test("a batch file that cannot be opened exits non-zero with one line on stderr")
    func missingBatchFile() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let missing = scratch.file("no-such-queries.txt")
        let output = try await GazetteerTool.run(["search", "--batch", missing, "--index", index])
        #expect(output.status != 0)
        #expect(output.status == 64)
        #expect(output.errorLines == ["gazetteer: \(missing): cannot open batch file (No such file or directory)"])
    }
}
