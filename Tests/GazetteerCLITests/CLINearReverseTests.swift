import Foundation
import Testing
import GazetteerTestSupport

@Suite("gazetteer near and reverse")
struct CLINearReverseTests {
    @Test("reverse takes negative coordinates without quoting and names the nearest populated place with its distance")
    func reverseNegativeCoordinates() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let output = try await GazetteerTool.run(["reverse", "-33.9", "151.2", "--index", index])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.outputLines.count == 1)
        #expect(output.outputLines.first?.hasPrefix("Waiyevo, Northern, Fiji  -16.78930,179.98840  pop 1000  ") == true)
        #expect(output.outputLines.first?.hasSuffix(" km  [geonames:2194370]") == true)
        let west = try await GazetteerTool.run(["reverse", "--index", index, "-16.9", "-179.5", "--format", "json"])
        #expect(west.status == 0, "\(west.standardError)")
        #expect(try JSONValue.objects(west.standardOutput).first?["id"] as? String == "geonames:9990002")
    }

    @Test("near with no radius and nothing within 1 km says what lies beyond it; JSON stays an empty list")
    func nearSaysWhatLiesBeyond() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        // A few kilometres from Vaduz: the fixture's Liechtenstein places are beyond 1 km.
        let text = try await GazetteerTool.run(["near", "47.12", "9.60", "--index", index])
        #expect(text.status == 0, "\(text.standardError)")
        #expect(text.outputLines.count == 1)
        let line = text.outputLines.first ?? ""
        #expect(line.hasPrefix("no results within 1,000 m (the default --radius); "), "\(line)")
        #expect(line.contains(" within 10 km; the nearest: "), "\(line)")
        #expect(line.hasSuffix(" km away"), "\(line)")
        let json = try await GazetteerTool.run(["near", "47.12", "9.60", "--index", index, "--format", "json"])
        #expect(try JSONValue.objects(json.standardOutput).isEmpty)
        let given = try await GazetteerTool.run(["near", "47.12", "9.60", "--radius", "500", "--index", index])
        #expect(given.outputLines == ["no results"])
    }

    @Test("reverse --max-distance answers nothing, with status 0 and a message, when the nearest place is farther")
    func reverseMaximumDistance() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        // The middle of the Pacific: thousands of kilometres from any fixture place.
        let far = try await GazetteerTool.run(["reverse", "0", "-140", "--max-distance", "5000", "--index", index])
        #expect(far.status == 0, "\(far.standardError)")
        #expect(far.outputLines == ["no results: no place within 5,000 m of 0 -140"])
        let json = try await GazetteerTool.run(["reverse", "0", "-140", "--max-distance", "5000", "--index", index, "--format", "json"])
        #expect(try JSONValue.objects(json.standardOutput).isEmpty)
        let unbounded = try await GazetteerTool.run(["reverse", "0", "-140", "--index", index])
        #expect(unbounded.outputLines.first?.contains(" km  [") == true)
        let near = try await GazetteerTool.run(["reverse", "47.14", "9.52", "--max-distance", "5000", "--index", index])
        #expect(near.outputLines.first?.hasPrefix("Vaduz, Liechtenstein  ") == true)
        let batch = try scratch.write("47.14,9.52\n0,-140\n", named: "points.txt")
        let lines = try await GazetteerTool.run(["reverse", "--batch", batch, "--max-distance", "5000", "--index", index, "--format", "text"])
        #expect(lines.outputLines.count == 2)
        #expect(lines.outputLines.last == "no results")
        let negative = try await GazetteerTool.run(["reverse", "0", "0", "--max-distance=-1", "--index", index])
        #expect(negative.status == 64)
        #expect(negative.standardError.contains("--max-distance must be a non-negative number of metres"))
    }

    @Test("reverse json gives one result with every key and a distance in metres")
    func reverseJSON() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let output = try await GazetteerTool.run(["reverse", "47.14,9.52", "--index", index, "--format", "json"])
        let results = try JSONValue.objects(output.standardOutput)
        #expect(results.count == 1)
        let vaduz = try #require(results.first)
        #expect(Set(vaduz.keys) == resultKeys.union(["distance"]))
        #expect(vaduz["name"] as? String == "Vaduz")
        #expect(vaduz["admin1"] as? String == "Vaduz")
        #expect(vaduz["countryName"] as? String == "Liechtenstein")
        let distance = try #require(vaduz["distance"] as? Double)
        #expect(distance > 150 && distance < 250, "\(distance)")
    }

    @Test("reverse answers with inhabited stations: at the South Pole, the Amundsen-Scott station")
    func reverseFindsResearchStations() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let output = try await GazetteerTool.run(["reverse", "-90", "0", "--index", index, "--format", "json"])
        let place = try #require(try JSONValue.objects(output.standardOutput).first)
        #expect(place["featureClass"] as? String == "S")
        #expect(place["id"] as? String == "geonames:6695827")
    }

    @Test("near lists places nearest first, across the antimeridian, in text, json and geojson")
    func nearAcrossTheAntimeridian() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let text = try await GazetteerTool.run(["near", "-16.9", "-179.6", "--radius", "100000", "--index", index])
        #expect(text.status == 0, "\(text.standardError)")
        #expect(text.outputLines.count == 2)
        #expect(text.outputLines.first?.hasPrefix("Lomaloma East, Northern, Fiji  -16.90000,-179.60000  pop 800  0 m") == true)
        #expect(text.outputLines.last?.hasPrefix("Waiyevo, Northern, Fiji") == true)

        let json = try await GazetteerTool.run(["near", "-16.9", "-179.6", "--radius", "100000", "--index", index, "--format", "json"])
        let results = try JSONValue.objects(json.standardOutput)
        #expect(results.map { $0["name"] as? String } == ["Lomaloma East", "Waiyevo"])
        let distances = results.compactMap { $0["distance"] as? Double }
        #expect(distances.count == 2)
        #expect(distances == distances.sorted())
        #expect(distances[1] > 40_000 && distances[1] < 50_000, "\(distances)")
        for result in results { #expect(Set(result.keys) == resultKeys.union(["distance"])) }

        let geo = try await GazetteerTool.run(["near", "-16.9,-179.6", "--radius", "100000", "--index", index, "--format", "geojson"])
        let features = try #require(try JSONValue.object(geo.standardOutput)["features"] as? [[String: Any]])
        let points = features.compactMap { ($0["geometry"] as? [String: Any])?["coordinates"] as? [Double] }
        #expect(points == [[-179.6, -16.9], [179.9884, -16.7893]])
    }

    @Test("near filters by feature class and respects the radius")
    func nearFilters() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let liechtenstein = try await GazetteerTool.run(["near", "47.14151", "9.52154", "--radius", "5000", "--index", index, "--format", "json"])
        #expect(try JSONValue.objects(liechtenstein.standardOutput).map { $0["name"] as? String } == ["Vaduz", "Schaan", "Triesen"])
        let stations = try await GazetteerTool.run(["near", "-80", "150", "--radius", "2000000", "--feature-class", "S", "--index", index, "--format", "json"])
        #expect(try JSONValue.objects(stations.standardOutput).map { $0["featureCode"] as? String } == ["STNB", "STNB"])
        let nothing = try await GazetteerTool.run(["near", "0", "0", "--index", index])
        #expect(nothing.status == 0)
        #expect(nothing.outputLines == [
            "no results within 1,000 m (the default --radius); the nearest: Middle Of Nowhere, Chad, 2525.07 km away",
        ])
    }

    @Test("bad coordinates exit non-zero with one line on stderr and nothing on stdout", arguments: [
        ["reverse", "91", "0"], ["reverse", "abc", "9"], ["reverse", "47"], ["reverse", "47", "181"],
        ["near", "47", "abc"], ["near", "-90.5", "0"], ["near", "nan", "0"], ["reverse", "47", "9", "1"],
    ])
    func badCoordinates(arguments: [String]) async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let output = try await GazetteerTool.run(arguments + ["--index", index])
        #expect(output.status != 0)
        #expect(output.standardOutput.isEmpty)
        #expect(output.errorLines.count == 1, "\(output.standardError)")
        #expect(output.errorLines.first?.hasPrefix("gazetteer: ") == true)
    }

    @Test("an out-of-range latitude names the offending value")
    func outOfRangeLatitudeIsNamed() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let output = try await GazetteerTool.run(["reverse", "91", "0", "--index", index])
        #expect(output.errorLines == ["gazetteer: invalid latitude \"91\" (expected a number from -90 to 90)"])
    }
}
