import Foundation
import Testing
import GazetteerTestSupport

@Suite("command-line conventions")
struct CLIConventionTests {
    @Test("--version prints the version and exits 0")
    func version() async throws {
        let output = try await GazetteerTool.run(["--version"])
        #expect(output.status == 0)
        #expect(output.outputLines.count == 1)
        #expect(output.outputLines.first?.split(separator: ".").count == 3)
    }

    @Test("usage errors exit 64 with one line on stderr and nothing on stdout", arguments: [
        ["reverse", "91", "0"], ["reverse", "abc", "9"], ["near"], ["near", "47"], ["reverse"],
        ["search"], ["search", ""], ["search", "   "], ["search", "vaduz", "--limit", "-1"],
        ["search", "vaduz", "--limit", "1001"], ["search", "vaduz", "--frobnicate"], ["nonsense"],
        ["search", "--batch", "-", "--format", "geojson"], ["near", "47", "9", "--radius", "-5"],
        ["search", String(repeating: "x", count: 1_001)],
    ])
    func usageErrorsExit64(arguments: [String]) async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let output = try await GazetteerTool.run(arguments + ["--index", index])
        #expect(output.status == 64, "\(output.standardError)")
        #expect(output.standardOutput.isEmpty)
        #expect(output.errorLines.count == 1, "\(output.standardError)")
        #expect(output.errorLines.first?.hasPrefix("gazetteer: ") == true)
    }

    @Test("--limit -1 says it must be ≥ 1, not that the value is missing")
    func negativeLimit() async throws {
        let output = try await GazetteerTool.run(["search", "vaduz", "--limit", "-1"])
        #expect(output.errorLines == ["gazetteer: --limit must be ≥ 1 (see gazetteer help)"])
        let large = try await GazetteerTool.run(["near", "47", "9", "--limit", "5000"])
        #expect(large.errorLines == ["gazetteer: --limit must be ≤ 1000 (see gazetteer help)"])
    }

    @Test("negative coordinates work as arguments: reverse -33.86 151.2, near -- -21 -33, near -33.9 151.2")
    func negativeCoordinates() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        for arguments in [["reverse", "-33.86", "151.2"], ["near", "--", "-21", "-33", "--radius", "20000000"],
                          ["near", "-33.9", "151.2", "--radius", "20000000"], ["reverse", "--", "-16.9", "-179.5"]] {
            let output = try await GazetteerTool.run(arguments + ["--index", index, "--format", "json"])
            #expect(output.status == 0, "\(arguments): \(output.standardError)")
            #expect(try !JSONValue.objects(output.standardOutput).isEmpty, "\(arguments)")
        }
        let near = try await GazetteerTool.run(["near", "--", "-21", "-33", "--radius", "20000000", "--limit", "1", "--index", index, "--format", "json"])
        #expect(try JSONValue.objects(near.standardOutput).first?["name"] as? String == "São Paulo")
    }

    @Test("search --batch honours --format text: one line per input line, blank lines included")
    func batchText() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let output = try await GazetteerTool.run(
            ["search", "--batch", "-", "--format", "text", "--limit", "2", "--index", index],
            standardInput: Data("vaduz\n\natlantis\nspringfield".utf8))
        #expect(output.status == 0)
        #expect(output.outputLines.count == 4)
        #expect(output.outputLines[0] == "Vaduz, Liechtenstein  47.14151,9.52154  pop 5197  [geonames:3042030]")
        #expect(output.outputLines[1] == "no results")
        #expect(output.outputLines[2] == "no results")
        #expect(output.outputLines[3].components(separatedBy: " | ").count == 2)
        let reverse = try await GazetteerTool.run(
            ["reverse", "--batch", "-", "--format", "text", "--index", index], standardInput: Data("47.14,9.52\n\nabc\n".utf8))
        #expect(reverse.outputLines.count == 3)
        #expect(reverse.outputLines[2] == "error: expected LAT,LON, got \"abc\"")
    }

    @Test("unknown country codes, categories and feature classes are usage errors that list what exists")
    func unknownFilterValues() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let country = try await GazetteerTool.run(["search", "vaduz", "--country", "XX", "--index", index])
        #expect(country.status == 64)
        #expect(country.errorLines.first?.hasPrefix("gazetteer: unknown country code \"XX\"; the index has AQ, BR, CA, CH,") == true)
        let known = try await GazetteerTool.run(["search", "vaduz", "--country", "li", "--index", index])
        #expect(known.status == 0)
        let featureClass = try await GazetteerTool.run(["near", "47", "9", "--feature-class", "Q", "--index", index])
        #expect(featureClass.errorLines == ["gazetteer: unknown feature class \"Q\"; the index has P, S"])
        let category = try await GazetteerTool.run(["near", "47", "9", "--category", "toilets", "--index", index])
        #expect(category.status == 64)
        #expect(category.errorLines.first?.contains("unknown category \"toilets\"") == true)
        let osm = try TemporaryDirectory()
        let osmIndex = osm.file("osm.gazetteer")
        let built = try await GazetteerTool.run(["build", Fixture.osmPlaces, "-o", osmIndex, "--quiet"])
        #expect(built.status == 0)
        let typo = try await GazetteerTool.run(["near", "47.14", "9.52", "--category", "restaurnt", "--index", osmIndex])
        #expect(typo.status == 64)
        #expect(typo.errorLines.first?.contains("the index has") == true || typo.errorLines.first?.contains("did you mean") == true)
    }

    @Test("a missing default index says how to build one and which flag or variable names another")
    func missingDefaultIndex() async throws {
        let scratch = try TemporaryDirectory()
        let output = try await GazetteerTool.run(["search", "vaduz"], directory: scratch.path)
        #expect(output.status == 1)
        #expect(output.errorLines == ["gazetteer: no index at ./index.gazetteer; build one with `gazetteer build INPUT...` (e.g. a GeoNames cities500.txt.gz), or name one with --index PATH or $GAZETTEER_INDEX"])
    }

    @Test("generated completions complete files for inputs, --index, -o and --batch", arguments: ["bash", "zsh", "fish"])
    func fileCompletion(shell: String) async throws {
        let output = try await GazetteerTool.run(["--generate-completion-script", shell])
        #expect(output.status == 0)
        let script = output.standardOutput
        switch shell {
        case "bash":
            for option in ["'-o'|'--output')", "'--index')", "'--batch')"] {
                #expect(script.contains(option + "\n        __gazetteer_add_completions -f"), "\(option)")
            }
            // The build command's inputs: positional arguments complete files too.
            #expect(script.components(separatedBy: "__gazetteer_add_completions -f").count > 10)
        case "zsh":
            #expect(script.contains("--index[") && script.contains(":_files"))
            #expect(script.contains("--batch["))
        default:
            #expect(script.contains("-l index") && script.contains("-F"))
        }
    }

    @Test("--threads above 4 per core is capped with a message, and the build still succeeds")
    func threadCap() async throws {
        let scratch = try TemporaryDirectory()
        let output = try await GazetteerTool.run(["build", Fixture.awkwardPlaces, "-o", scratch.file("t.gazetteer"), "--quiet", "--threads", "10000"])
        #expect(output.status == 0)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        #expect(output.errorLines == ["gazetteer: --threads 10000 is more than 4 per core; using \(4 * cores) (\(cores) cores)"])
    }

    @Test("an error during a build never lands on the end of the progress line")
    func errorsStartOnTheirOwnLine() async throws {
        // Progress is drawn only on a terminal; the tool clears it before any error line. Here the
        // error line must be the whole of stderr.
        let scratch = try TemporaryDirectory()
        let output = try await GazetteerTool.run(["build", scratch.file("missing.txt"), "-o", scratch.file("x.gazetteer")])
        #expect(output.status == 1)
        #expect(output.standardError == "gazetteer: \(scratch.file("missing.txt")): no such file\n")
    }
}
