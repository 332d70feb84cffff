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

    @Test("two builds of cities500 with the same SOURCE_DATE_EPOCH are byte-identical",
          .enabled(if: SharedData.cities500 != nil, "../shared/data/geonames/cities500.txt.gz is absent"))
    func cities500() async throws {
        let scratch = try TemporaryDirectory()
        let input = try #require(SharedData.cities500)
        for name in ["a", "b"] {
            let output = try await GazetteerTool.run(["build", input, "-o", scratch.file("\(name).gazetteer"), "--quiet"],
                                                     environment: ["SOURCE_DATE_EPOCH": "1700000000"])
            #expect(output.status == 0, "\(output.standardError)")
        }
        let a = try Data(contentsOf: URL(fileURLWithPath: scratch.file("a.gazetteer")))
        let b = try Data(contentsOf: URL(fileURLWithPath: scratch.file("b.gazetteer")))
        #expect(a.count > 1_000_000 && a == b)
    }
}
