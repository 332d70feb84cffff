import Foundation
import GazetteerTestSupport
import Testing

@Suite("reproducible builds")
struct ReproducibleBuildTests {
    @Test("SOURCE_DATE_EPOCH gives byte-identical indexes from the same inputs, whatever the thread count", arguments: [
        [Fixture.awkwardPlaces], [Fixture.osmPlaces, Fixture.awkwardPlacesGzip],
    ])
    func sourceDateEpoch(inputs: [String]) async throws {
        let scratch = try TemporaryDirectory()
        let first = try await GazetteerTool.run(["build"] + inputs + ["-o", scratch.file("a.gazetteer"), "--quiet", "--threads", "1"],
                                                environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        try await Task.sleep(nanoseconds: 1_100_000_000)
        let second = try await GazetteerTool.run(["build"] + inputs + ["-o", scratch.file("b.gazetteer"), "--quiet", "--threads", "2"],
                                                 environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        #expect(first.status == 0 && second.status == 0)
        let a = try Data(contentsOf: URL(fileURLWithPath: scratch.file("a.gazetteer")))
        let b = try Data(contentsOf: URL(fileURLWithPath: scratch.file("b.gazetteer")))
        #expect(a == b)
        let info = try await GazetteerTool.run(["info", scratch.file("a.gazetteer")])
        #expect(info.outputLines.contains { $0.hasPrefix("built: 2023-11-14 22:13:20") })
    }

    @Test("--build-time overrides SOURCE_DATE_EPOCH; without either, builds a second apart differ only in the time")
    func buildTimeFlag() async throws {
        let scratch = try TemporaryDirectory()
        let flagged = try await GazetteerTool.run(["build", Fixture.awkwardPlaces, "-o", scratch.file("a.gazetteer"), "--quiet", "--build-time", "86400"],
                                                  environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        #expect(flagged.status == 0)
        let info = try await GazetteerTool.run(["info", scratch.file("a.gazetteer")])
        #expect(info.outputLines.contains { $0.hasPrefix("built: 1970-01-02 00:00:00") })
        let bad = try await GazetteerTool.run(["build", Fixture.awkwardPlaces, "-o", scratch.file("b.gazetteer")], environment: ["SOURCE_DATE_EPOCH": "soon"])
        #expect(bad.status == 64)
        #expect(!scratch.exists("b.gazetteer"))
    }

    @Test("two builds of cities500 with the same SOURCE_DATE_EPOCH are byte-identical, one spilling to files under a 64M budget",
          .enabled(if: SharedData.cities500 != nil, "../shared/data/geonames/cities500.txt.gz is absent"))
    func cities500() async throws {
        let scratch = try TemporaryDirectory()
        let input = try #require(SharedData.cities500)
        let inMemory = try await GazetteerTool.run(["build", input, "-o", scratch.file("a.gazetteer"), "--memory-budget", "8G"],
                                                   environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        #expect(inMemory.status == 0, "\(inMemory.standardError)")
        #expect(inMemory.outputLines.contains { $0.hasPrefix("memory: ") && $0.contains("(budget 8 GiB, nothing spilled)") })
        let spilled = try await GazetteerTool.run(["build", input, "-o", scratch.file("b.gazetteer"), "--memory-budget", "64M"],
                                                  environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        #expect(spilled.status == 0, "\(spilled.standardError)")
        #expect(spilled.outputLines.contains { $0.hasPrefix("memory: ") && $0.contains("(budget 64 MiB: ") && $0.contains(" spilled to temporary files)") },
                "\(spilled.outputLines)")
        let a = try Data(contentsOf: URL(fileURLWithPath: scratch.file("a.gazetteer")))
        let b = try Data(contentsOf: URL(fileURLWithPath: scratch.file("b.gazetteer")))
        #expect(a.count > 1_000_000 && a == b)
        // Spill files have no name: nothing is left beside the output.
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == ["a.gazetteer", "b.gazetteer"])
    }

    @Test("--memory-budget takes sizes as people write them and refuses the rest")
    func memoryBudgetArgument() async throws {
        let scratch = try TemporaryDirectory()
        for size in ["512M", "1G", "1.5GiB", "65536K", "4g"] {
            let output = try await GazetteerTool.run(["build", Fixture.awkwardPlaces, "-o", scratch.file("a.gazetteer"), "--memory-budget", size])
            #expect(output.status == 0, "\(size): \(output.standardError)")
        }
        for size in ["lots", "-1G", "10M", "1Q", ""] {
            let output = try await GazetteerTool.run(["build", Fixture.awkwardPlaces, "-o", scratch.file("b.gazetteer"), "--memory-budget", size])
            #expect(output.status == 64, "\(size)")
            #expect(output.standardError.contains("memory-budget"), "\(size): \(output.standardError)")
        }
        #expect(!scratch.exists("b.gazetteer"))
    }
}
