import Foundation
import Testing
import GazetteerTestSupport

@Suite("gazetteer search")
struct CLISearchTests {
    @Test("text output gives one line per place: display name, coordinates, population and id")
    func textOutput() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let output = try await GazetteerTool.run(["search", "vadu", "--index", index])
        #expect(output.status == 0)
        #expect(output.outputLines == ["Vaduz, Liechtenstein  47.14151,9.52154  pop 5197  [geonames:3042030]"])
        let alternate = try await GazetteerTool.run(["search", "constantinople", "--index", index])
        // Constantinople is a former English name in Data/geonames/alternateNamesV2.txt.
        #expect(alternate.outputLines == ["İstanbul, Turkey (matched \"Constantinople\", en)  41.01384,28.94966  pop 14804116  [geonames:745044]"])
        let none = try await GazetteerTool.run(["search", "atlantis", "--index", index])
        #expect(none.status == 0)
        #expect(none.outputLines == ["no results"])
    }

    @Test("json output is an array of objects with every result key, the matched name and no distance")
    func jsonOutput() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let output = try await GazetteerTool.run(["search", "zurigo", "--index", index, "--format", "json"])
        #expect(output.status == 0)
        let results = try JSONValue.objects(output.standardOutput)
        #expect(results.count == 1)
        let zurich = try #require(results.first)
        // Zurigo is Zürich's Italian name in Data/geonames/alternateNamesV2.txt.
        #expect(Set(zurich.keys) == resultKeys.union(["matchedName", "matchedLanguage", "score"]))
        #expect(zurich["matchedLanguage"] as? String == "it")
        #expect(zurich["id"] as? String == "geonames:2657896")
        #expect(zurich["name"] as? String == "Zürich")
        #expect(zurich["matchedName"] as? String == "Zurigo")
        #expect(zurich["latitude"] as? Double == 47.36667)
        #expect(zurich["longitude"] as? Double == 8.55)
        #expect(zurich["country"] as? String == "CH")
        #expect(zurich["countryName"] as? String == "Switzerland")
        #expect(zurich["admin1"] as? String == "Zurich")
        #expect(zurich["admin1Code"] as? String == "ZH")
        #expect(zurich["population"] as? Int == 341_730)
        #expect(zurich["featureClass"] as? String == "P")
        #expect(zurich["featureCode"] as? String == "PPLA")
        #expect(zurich["category"] is NSNull)
        #expect(zurich["distance"] == nil)
    }

    @Test("json output writes empty fields as null and an empty result as []")
    func jsonNullsAndEmptyResults() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let nowhere = try await GazetteerTool.run(["search", "middle of", "--index", index, "--format", "json"])
        let place = try #require(try JSONValue.objects(nowhere.standardOutput).first)
        #expect(place["name"] as? String == "Middle Of Nowhere")
        #expect(place["admin1"] is NSNull)
        #expect(place["featureClass"] as? String == "P")
        #expect(place["featureCode"] is NSNull)
        #expect(place["population"] as? Int == 0)
        let none = try await GazetteerTool.run(["search", "atlantis", "--index", index, "--format", "json"])
        #expect(try JSONValue.objects(none.standardOutput).isEmpty)
    }

    @Test("quotes and non-Latin names survive json output")
    func jsonEscaping() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let quoted = try await GazetteerTool.run(["search", "le \"bout", "--index", index, "--format", "json"])
        let place = try #require(try JSONValue.objects(quoted.standardOutput).first)
        #expect(place["name"] as? String == "Chemin du \"Bout\"")
        #expect(place["matchedName"] as? String == "Le \"Bout\"")
        let tokyo = try await GazetteerTool.run(["search", "東京", "--index", index, "--format", "json"])
        #expect(try JSONValue.objects(tokyo.standardOutput).first?["matchedName"] as? String == "東京")
    }

    @Test("geojson output is a FeatureCollection of Points in [longitude, latitude] order")
    func geoJSONOutput() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let output = try await GazetteerTool.run(["search", "springfield", "--index", index, "--format", "geojson"])
        #expect(output.status == 0)
        let collection = try JSONValue.object(output.standardOutput)
        #expect(collection["type"] as? String == "FeatureCollection")
        let features = try #require(collection["features"] as? [[String: Any]])
        #expect(features.count == 3)
        for feature in features {
            #expect(feature["type"] as? String == "Feature")
            let geometry = try #require(feature["geometry"] as? [String: Any])
            #expect(geometry["type"] as? String == "Point")
            let properties = try #require(feature["properties"] as? [String: Any])
            #expect(Set(properties.keys) == resultKeys.union(["matchedName", "score"]))
            let coordinates = try #require(geometry["coordinates"] as? [Double])
            #expect(coordinates == [try #require(properties["longitude"] as? Double), try #require(properties["latitude"] as? Double)])
            #expect(coordinates[0] < -70 && coordinates[1] > 30, "longitude first: \(coordinates)")
        }
    }

    @Test("text after a comma filters by admin1 code, and --country and --limit narrow the results")
    func qualifiersAndOptions() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let illinois = try await GazetteerTool.run(["search", "Springfield, IL", "--index", index, "--format", "json"])
        #expect(try JSONValue.objects(illinois.standardOutput).map { $0["admin1Code"] as? String } == ["IL"])
        let limited = try await GazetteerTool.run(["search", "springfield", "--index", index, "--format", "json", "--limit", "2"])
        #expect(try JSONValue.objects(limited.standardOutput).count == 2)
        let liechtenstein = try await GazetteerTool.run(["search", "s", "--index", index, "--format", "json", "--country", "LI"])
        let countries = try JSONValue.objects(liechtenstein.standardOutput).map { $0["country"] as? String }
        #expect(!countries.isEmpty)
        #expect(countries.allSatisfy { $0 == "LI" })
    }

    @Test("--explain names the word that leaves a search empty")
    func explainedEmptyAnswers() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        func explained(_ query: String) async throws -> [String] {
            try await GazetteerTool.run(["search", query, "--index", index, "--explain"]).outputLines
        }
        #expect(try await explained("vaduz sdfewf") == ["no results: no name has \"sdfewf\""])
        // "o" is a word of "O Fallon", but no place has it with "vadu", and a one-letter word is never left out.
        #expect(try await explained("%#$@*&o;vadu#$!") == ["no results: no place has \"o\" with the other words"])
        #expect(try await explained("&o;") == ["no results: no place is named \"o\" (words of one or two letters match whole names only)"])
    }
}
