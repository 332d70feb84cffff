import Foundation
import Testing
import GazetteerTestSupport

@Suite("gazetteer build")
struct CLIBuildTests {
    @Test("building the fixture reports 31 rows read, 29 indexed and the two skipped lines, then writes the index")
    func buildReportsSkippedLines() async throws {
        let scratch = try TemporaryDirectory()
        let index = scratch.file("awkward.gazetteer")
        let output = try await GazetteerTool.run(["build", Fixture.awkwardPlaces, "-o", index])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardError.isEmpty)
        let lines = output.outputLines
        #expect(lines.first == "\(Fixture.awkwardPlaces) (geonames): 31 read, 29 indexed, 2 skipped")
        #expect(lines.contains("  skipped 1 × invalid coordinate: line 30 (latitude \"north\")"))
        #expect(lines.contains("  skipped 1 × wrong column count: line 31 (5 columns, expected 19)"))
        #expect(lines.contains("admin1 names: \(Fixture.directory)/admin1CodesASCII.txt"))
        #expect(lines.contains { $0.hasPrefix("indexed 29 records, ") })
        #expect(lines.last?.hasPrefix("wrote \(index) (") == true)
        #expect(try scratch.entries() == ["awkward.gazetteer"])
    }

    @Test("on a terminal, every stage of writing is shown in turn with its share done; --quiet shows nothing",
          .enabled(if: ExternalTool.find("script") != nil, "needs util-linux's script, to run the build on a terminal"))
    func terminalShowsStages() async throws {
        let scratch = try TemporaryDirectory()
        let tool = try GazetteerTool.executable.get().path
        func onTerminal(_ extra: String) throws -> String {
            let command = "\(tool) build \(Fixture.awkwardPlacesGzip) -o \(scratch.file("t.gazetteer")) \(extra)"
            let run = try ExternalTool.run(ExternalTool.find("script")!, ["-q", "-e", "-c", command, "/dev/null"])
            #expect(run.status == 0, "\(run.output)")
            return run.output
        }
        let shown = try onTerminal("")
        var from = shown.startIndex
        for (number, stage) in ["merging records", "ordering records", "sorting words", "posting lists", "tables", "writing file"].enumerated() {
            // "\rwriting 3/6: sorting words   49%  8.4s  ETA 9s", each after the one before.
            let pattern = try Regex("\rwriting \(number + 1)/6: \(stage) +[0-9]+%  [0-9]+\\.[0-9]s")
            let found = try #require(shown[from...].firstMatch(of: pattern), "stage \(stage) in \(shown.debugDescription)")
            from = found.range.upperBound
        }
        #expect(shown.contains("wrote \(scratch.file("t.gazetteer"))"))
        #expect(!(try onTerminal("--quiet")).contains("writing"))
    }

    @Test("on a terminal, an OpenStreetMap file's relations pass shows its bytes without a count of rows it does not read",
          .enabled(if: ExternalTool.find("script") != nil, "needs util-linux's script, to run the build on a terminal"))
    func terminalShowsRelationsPass() throws {
        let scratch = try TemporaryDirectory()
        let tool = try GazetteerTool.executable.get().path
        let input = Fixtures.path("osm/n28-w9-r4-boundaries.osm.pbf")
        let command = "\(tool) build \(input) -o \(scratch.file("o.gazetteer"))"
        let run = try ExternalTool.run(ExternalTool.find("script")!, ["-q", "-e", "-c", command, "/dev/null"])
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(whereSeparator: { $0 == "\r" || $0 == "\n" })
        let relations = lines.filter { $0.contains("n28-w9-r4-boundaries.osm.pbf (relations)") }
        #expect(!relations.isEmpty, "\(run.output.debugDescription)")
        #expect(relations.allSatisfy { !$0.contains("rows") })
    }

    @Test("--quiet prints nothing on success")
    func quietPrintsNothing() async throws {
        let scratch = try TemporaryDirectory()
        let output = try await GazetteerTool.run(["build", Fixture.awkwardPlacesGzip, "--output", scratch.file("i.gazetteer"), "--quiet"])
        #expect(output.status == 0)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.isEmpty)
        #expect(scratch.exists("i.gazetteer"))
    }

    @Test("--strict stops at line 30 with one line on stderr and writes no index")
    func strictStopsAtLine30() async throws {
        let scratch = try TemporaryDirectory()
        let output = try await GazetteerTool.run(["build", Fixture.awkwardPlaces, "-o", scratch.file("strict.gazetteer"), "--strict"])
        #expect(output.status != 0)
        #expect(output.errorLines == ["gazetteer: \(Fixture.awkwardPlaces): line 30: invalid coordinate: latitude \"north\" (rejected by --strict)"])
        #expect(try scratch.entries() == [])
    }

    @Test("a truncated gzip input exits non-zero and leaves neither the index nor a .NAME.tmp-* file")
    func truncatedGzipLeavesNothing() async throws {
        let inputs = try TemporaryDirectory()
        let outputs = try TemporaryDirectory()
        let compressed = try Data(contentsOf: URL(fileURLWithPath: Fixture.awkwardPlacesGzip))
        let truncated = try inputs.write(compressed.prefix(compressed.count * 2 / 3), named: "truncated.txt.gz")
        let output = try await GazetteerTool.run(["build", truncated, "-o", outputs.file("cut.gazetteer")])
        #expect(output.status != 0)
        #expect(output.errorLines.count == 1)
        #expect(output.standardError.contains("\(truncated): unexpected end of gzip data"))
        #expect(try outputs.entries() == [])
    }

    @Test("an existing index at the output path stays intact when a new build fails")
    func failedBuildKeepsExistingIndex() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let before = try Data(contentsOf: URL(fileURLWithPath: index))
        let compressed = try Data(contentsOf: URL(fileURLWithPath: Fixture.awkwardPlacesGzip))
        let truncated = try scratch.write(compressed.prefix(compressed.count / 2), named: "truncated.txt.gz")
        let failed = try await GazetteerTool.run(["build", truncated, "-o", index])
        #expect(failed.status != 0)
        let strict = try await GazetteerTool.run(["build", Fixture.awkwardPlaces, "-o", index, "--strict"])
        #expect(strict.status != 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: index)) == before)
        #expect(try scratch.entries() == ["awkward-places.gazetteer", "truncated.txt.gz"])
        let verify = try await GazetteerTool.run(["verify", index])
        #expect(verify.status == 0)
    }

    @Test("an input with no usable rows exits non-zero saying there are no records and why, and writes nothing")
    func emptyInputFails() async throws {
        let scratch = try TemporaryDirectory()
        let empty = try scratch.write("", named: "empty.txt")
        let output = try await GazetteerTool.run(["build", empty, "-o", scratch.file("empty.gazetteer")])
        #expect(output.status != 0)
        #expect(output.errorLines == ["gazetteer: \(empty): the file is empty"])
        let blank = try scratch.write("\n\n", named: "blank.txt")
        let blankOutput = try await GazetteerTool.run(["build", blank, "-o", scratch.file("empty.gazetteer")])
        #expect(blankOutput.errorLines == ["gazetteer: no records found in \(blank): no rows, only blank lines; nothing to index"])
        #expect(try scratch.entries() == ["blank.txt", "empty.txt"])
    }

    @Test("a directory or a missing file as input exits non-zero with one line naming it", arguments: ["directory", "missing"])
    func unreadableInputFails(kind: String) async throws {
        let scratch = try TemporaryDirectory()
        let input = kind == "directory" ? scratch.path : scratch.file("missing.txt")
        let output = try await GazetteerTool.run(["build", input, "-o", scratch.file("x.gazetteer")])
        #expect(output.status != 0)
        let expected = kind == "directory" ? "\(input): is a directory, not a file" : "\(input): no such file"
        #expect(output.errorLines == ["gazetteer: \(expected)"])
        #expect(!scratch.exists("x.gazetteer"))
    }

    @Test("an output path that is a directory, or inside a missing one, fails with one line and leaves no temporary file")
    func unwritableOutputFails() async throws {
        let scratch = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: scratch.file("taken"), withIntermediateDirectories: false)
        let intoDirectory = try await GazetteerTool.run(["build", Fixture.awkwardPlaces, "-o", scratch.file("taken")])
        #expect(intoDirectory.status != 0)
        #expect(intoDirectory.errorLines == ["gazetteer: \(scratch.file("taken")): is a directory, not a place to write an index; choose a file path"])
        let missingParent = scratch.file("absent/index.gazetteer")
        let intoNowhere = try await GazetteerTool.run(["build", Fixture.awkwardPlaces, "-o", missingParent])
        #expect(intoNowhere.status != 0)
        #expect(intoNowhere.errorLines == ["gazetteer: \(missingParent): cannot write index: No such file or directory"])
        #expect(try scratch.entries() == ["taken"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.file("taken")) == [])
    }

    @Test("threads below 1 are refused before anything is read")
    func zeroThreadsIsAUsageError() async throws {
        let scratch = try TemporaryDirectory()
        let output = try await GazetteerTool.run(["build", Fixture.awkwardPlaces, "-o", scratch.file("x.gazetteer"), "--threads", "0"])
        #expect(output.status != 0)
        #expect(output.standardError.contains("--threads must be at least 1"))
        #expect(try scratch.entries() == [])
    }
}
