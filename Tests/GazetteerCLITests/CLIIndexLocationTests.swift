import Foundation
import Testing
import GazetteerTestSupport

@Suite("gazetteer index location")
struct CLIIndexLocationTests {
    @Test("GAZETTEER_INDEX names the index for build, search, info and verify when --index is absent")
    func environmentVariableNamesTheIndex() async throws {
        let scratch = try TemporaryDirectory()
        let environment = ["GAZETTEER_INDEX": scratch.file("from-environment.gazetteer")]
        let build = try await GazetteerTool.run(["build", Fixture.awkwardPlaces, "--quiet"], environment: environment)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(try scratch.entries() == ["from-environment.gazetteer"])
        let search = try await GazetteerTool.run(["search", "vaduz"], environment: environment)
        #expect(search.outputLines.first?.hasPrefix("Vaduz, Liechtenstein") == true)
        let info = try await GazetteerTool.run(["info"], environment: environment)
        #expect(info.outputLines.first == "index: \(scratch.file("from-environment.gazetteer"))")
        let verify = try await GazetteerTool.run(["verify"], environment: environment)
        #expect(verify.status == 0)
    }

    @Test("--index wins over GAZETTEER_INDEX")
    func explicitIndexWins() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let environment = ["GAZETTEER_INDEX": scratch.file("absent.gazetteer")]
        let output = try await GazetteerTool.run(["search", "vaduz", "--index", index], environment: environment)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.outputLines.count == 1)
    }

    @Test("without --index or GAZETTEER_INDEX, ./index.gazetteer in the working directory is used")
    func defaultIndexInWorkingDirectory() async throws {
        let scratch = try TemporaryDirectory()
        let build = try await GazetteerTool.run(["build", Fixture.awkwardPlaces, "--quiet"], directory: scratch.path)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(try scratch.entries() == ["index.gazetteer"])
        let search = try await GazetteerTool.run(["reverse", "47.14", "9.52", "--format", "json"], directory: scratch.path)
        #expect(try JSONValue.objects(search.standardOutput).first?["name"] as? String == "Vaduz")
    }

    @Test("a missing index named by GAZETTEER_INDEX exits 1 with one line naming the variable, for every query command", arguments: [
        ["search", "vaduz"], ["near", "47", "9"], ["reverse", "47", "9"], ["info"], ["verify"], ["search", "--batch", "-"],
    ])
    func missingIndex(command: [String]) async throws {
        let scratch = try TemporaryDirectory()
        let missing = scratch.file("missing.gazetteer")
        let output = try await GazetteerTool.run(command, environment: ["GAZETTEER_INDEX": missing])
        #expect(output.status == 1)
        #expect(output.standardOutput.isEmpty)
        #expect(output.errorLines == ["gazetteer: \(missing) (named by $GAZETTEER_INDEX): no such index file; build it with `gazetteer build INPUT... -o \(missing)`, or name another with --index PATH"])
    }
}
