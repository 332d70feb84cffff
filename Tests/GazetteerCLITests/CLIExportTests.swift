import Foundation
import Testing
import GazetteerTestSupport

@Suite("gazetteer export")
struct CLIExportTests {
    /// The CSV-quoting fixture: names with commas and quotes.
    static let quotingNames = Fixtures.path("geonames") + "/csv-quoting-names.txt"

    /// An index of the awkward places, the CSV-quoting names and the OpenStreetMap fixture: two
    /// sources, categories, names that need quoting.
    static func mixedIndex(in scratch: TemporaryDirectory) async throws -> String {
        let path = scratch.file("mixed.gazetteer")
        let output = try await GazetteerTool.run(["build", Fixture.awkwardPlaces, quotingNames, Fixture.osmPlaces, "-o", path, "--quiet"])
        guard output.status == 0 else { throw Fixture.BuildFailure(status: output.status, standardError: output.standardError) }
        return path
    }

    @Test("ndjson has one object per record with the keys of the JSON output, and says how many on stderr")
    func ndjsonDecodes() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let output = try await GazetteerTool.run(["export", "--index", index])
        #expect(output.status == 0, "\(output.standardError)")
        let objects = try output.outputLines.map(JSONValue.object)
        #expect(objects.count == 29)
        for object in objects { #expect(resultKeys.isSubset(of: Set(object.keys))) }
        #expect(Set(objects.compactMap { $0["id"] as? String }).count == 29)
        #expect(output.errorLines == ["gazetteer: exported 29 records to standard output (ndjson)"])
        let quiet = try await GazetteerTool.run(["export", "--index", index, "--quiet"])
        #expect(quiet.standardError.isEmpty)
        #expect(quiet.standardOutput == output.standardOutput)
    }

    @Test("geojsonseq opens each feature with RS and ends it with LF (RFC 8142)")
    func geoJSONSequenceFraming() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let output = try await GazetteerTool.run(["export", "--index", index, "--format", "geojsonseq"])
        #expect(output.status == 0, "\(output.standardError)")
        let text = output.standardOutput
        #expect(text.first == "\u{1E}")
        let records = text.split(separator: "\u{1E}", omittingEmptySubsequences: false).dropFirst()
        #expect(records.count == 29)
        for record in records {
            #expect(record.hasSuffix("\n") && record.filter { $0 == "\n" }.count == 1)
            let feature = try JSONValue.object(String(record))
            #expect(feature["type"] as? String == "Feature")
            let coordinates = try #require((feature["geometry"] as? [String: Any])?["coordinates"] as? [Double])
            let properties = try #require(feature["properties"] as? [String: Any])
            #expect(coordinates == [properties["longitude"] as? Double, properties["latitude"] as? Double].compactMap { $0 })
        }
    }

    @Test("csv has a header of the JSON keys and quotes what needs it, as Python's csv module reads it",
          .enabled(if: ExternalTool.find("python3") != nil))
    func csvReadByPython() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Self.mixedIndex(in: scratch)
        let file = scratch.file("all.csv")
        let output = try await GazetteerTool.run(["export", "--index", index, "--format", "csv", "-o", file])
        #expect(output.status == 0, "\(output.standardError)")
        let json = try await GazetteerTool.run(["export", "--index", index, "--quiet"])
        let objects = try json.outputLines.map(JSONValue.object)
        let script = """
            import csv, json, sys
            with open(sys.argv[1], newline='') as f:
                raw = f.read()
            assert raw.count('\\r\\n') == raw.count('\\n'), 'mixed line endings'
            with open(sys.argv[1], newline='') as f:
                rows = list(csv.DictReader(f, strict=True))
            print(json.dumps({'columns': list(rows[0].keys()), 'rows': rows}))
            """
        let python = try ExternalTool.run(try #require(ExternalTool.find("python3")), ["-c", script, file])
        #expect(python.status == 0, "\(python.output)")
        let parsed = try JSONValue.object(python.output)
        let columns = try #require(parsed["columns"] as? [String])
        #expect(Array(columns.prefix(8)) == ["id", "source", "osmType", "osmId", "name", "label", "latitude", "longitude"])
        let rows = try #require(parsed["rows"] as? [[String: String]])
        #expect(rows.count == objects.count)
        for (row, object) in zip(rows, objects) {
            for column in columns where column != "categories" {
                let value = object[column]
                let expected = value is NSNull || value == nil ? "" : "\(value!)"
                if column == "latitude" || column == "longitude" || column == "population" || column == "osmId" {
                    #expect(Double(row[column] ?? "") == (value as? NSNumber)?.doubleValue, "\(column)")
                } else {
                    #expect(row[column] == expected, "\(column): \(row[column] ?? "nil") vs \(expected)")
                }
            }
        }
        #expect(rows.contains { $0["name"] == "The \"Old\" Mill" })
        #expect(rows.contains { $0["name"] == "Semi;colon, \"both\"" })
    }

    @Test("GDAL's ogrinfo reads the GeoJSONSeq and CSV exports as points", .enabled(if: ExternalTool.find("ogrinfo") != nil))
    func gdalReadsExports() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Self.mixedIndex(in: scratch)
        let ogrinfo = try #require(ExternalTool.find("ogrinfo"))
        let count = try await GazetteerTool.run(["export", "--index", index, "--quiet"]).outputLines.count
        for (format, file, options) in [
            ("geojsonseq", "all.geojsonseq", [String]()),
            ("csv", "all.csv", ["-oo", "X_POSSIBLE_NAMES=longitude", "-oo", "Y_POSSIBLE_NAMES=latitude", "-oo", "KEEP_GEOM_COLUMNS=NO"]),
        ] {
            let path = scratch.file(file)
            let output = try await GazetteerTool.run(["export", "--index", index, "--format", format, "-o", path])
            #expect(output.status == 0, "\(output.standardError)")
            let info = try ExternalTool.run(ogrinfo, ["-ro", "-al", "-so"] + options + [path])
            #expect(info.status == 0, "\(info.output)")
            #expect(info.output.contains("Feature Count: \(count)"), "\(format): \(info.output)")
            #expect(info.output.contains("Geometry: Point"), "\(format): \(info.output)")
        }
    }

    @Test("filters combine, and each count equals a brute-force count over the whole export")
    func filtersCombine() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Self.mixedIndex(in: scratch)
        let all = try await GazetteerTool.run(["export", "--index", index, "--quiet"]).outputLines.map(JSONValue.object)
        #expect(all.count == 38)
        let cases: [([String], ([String: Any]) -> Bool)] = [
            (["--bbox", "9.4,47,9.7,47.3"], { inBox($0, 9.4, 47, 9.7, 47.3) }),
            (["--bbox", "170,-20,-170,0"], { inBox($0, 170, -20, -170, 0) }),
            (["--bbox", "-180,80,180,90"], { inBox($0, -180, 80, 180, 90) }),
            (["--country", "li"], { $0["countryCode"] as? String == "LI" }),
            (["--source", "osm"], { $0["source"] as? String == "osm" }),
            (["--source", "geonames", "--country", "LI"], { $0["source"] as? String == "geonames" && $0["countryCode"] as? String == "LI" }),
            (["--feature-class", "P", "--bbox", "0,40,20,60"], { $0["featureClass"] as? String == "P" && inBox($0, 0, 40, 20, 60) }),
            (["--category", "restaurant"], { hasCategory($0, "amenity=restaurant") }),
            (["--category", "amenity=restaurant", "--category", "toilets", "--bbox", "9.5,47.1,9.6,47.2"],
             { (hasCategory($0, "amenity=restaurant") || hasCategory($0, "amenity=toilets")) && inBox($0, 9.5, 47.1, 9.6, 47.2) }),
            (["--near", "47.14,9.52", "--radius", "3000"], { distance($0, 47.14, 9.52) <= 3_000 }),
            (["--near", "47.14,9.52", "--radius", "3000", "--source", "osm", "--bbox", "9.52,47,10,48"],
             { distance($0, 47.14, 9.52) <= 3_000 && $0["source"] as? String == "osm" && inBox($0, 9.52, 47, 10, 48) }),
            (["--near", "-16.8,180", "--radius", "100000"], { distance($0, -16.8, 180) <= 100_000 }),
        ]
        for (arguments, keep) in cases {
            let output = try await GazetteerTool.run(["export", "--index", index] + arguments)
            #expect(output.status == 0, "\(arguments): \(output.standardError)")
            let ids = try output.outputLines.map(JSONValue.object).compactMap { $0["id"] as? String }
            let expected = all.filter(keep).compactMap { $0["id"] as? String }
            #expect(!expected.isEmpty, "\(arguments) selects nothing from the fixture")
            #expect(Set(ids) == Set(expected), "\(arguments)")
            #expect(ids.count == expected.count, "\(arguments)")
            #expect(output.errorLines == ["gazetteer: exported \(expected.count) record\(expected.count == 1 ? "" : "s") to standard output (ndjson)"])
        }
    }

    @Test("usage errors exit 64 naming the problem", arguments: [
        (["--bbox", "1,2,3"], "--bbox: expected WEST,SOUTH,EAST,NORTH"),
        (["--bbox", "1,50,3,40"], "--bbox: the south edge 50.0 lies north of the north edge 40.0"),
        (["--bbox", "1,2,x,4"], "--bbox: the east edge \"x\" is not a finite number"),
        (["--bbox", "-200,2,3,4"], "--bbox: the west edge -200.0 is not a longitude from -180 to 180"),
        (["--bbox", "1,-95,3,4"], "--bbox: the south edge -95.0 is not a latitude from -90 to 90"),
        (["--near", "47,9"], "--near needs --radius METRES"),
        (["--radius", "5"], "--radius needs --near LAT,LON"),
        (["--near", "95,9", "--radius", "5"], "invalid latitude"),
        (["--country", "XX"], "unknown country code \"XX\""),
        (["--source", "wikidata"], "wikidata"),
        (["--format", "kml"], "kml"),
    ])
    func usageErrors(arguments: [String], message: String) async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let output = try await GazetteerTool.run(["export", "--index", index] + arguments)
        #expect(output.status == 64, "\(output.standardError)")
        #expect(output.standardOutput.isEmpty)
        #expect(output.errorLines.count == 1 && output.standardError.contains(message), "\(output.standardError)")
    }

    @Test("-o replaces a file only when complete, never the index; write errors exit 1 with the reason")
    func outputFiles() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let before = try Data(contentsOf: URL(fileURLWithPath: index))
        let onIndex = try await GazetteerTool.run(["export", "--index", index, "-o", index])
        #expect(onIndex.status == 64)
        #expect(onIndex.standardError.contains("is the index being exported"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: index)) == before)

        let file = scratch.file("places.csv")
        try Data("old contents\n".utf8).write(to: URL(fileURLWithPath: file))
        let written = try await GazetteerTool.run(["export", "--index", index, "--format", "csv", "-o", file, "--country", "LI"])
        #expect(written.status == 0, "\(written.standardError)")
        #expect(written.errorLines == ["gazetteer: exported 3 records to \(file) (csv)"])
        #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix("id,source,"))

        if FileManager.default.fileExists(atPath: "/dev/full") {
            let full = try await GazetteerTool.run(["export", "--index", index, "-o", "/dev/full"])
            #expect(full.status == 1)
            #expect(full.errorLines.count == 1)
            #expect(full.standardError.contains("cannot write /dev/full: No space left on device"), "\(full.standardError)")
        }
        let missing = try await GazetteerTool.run(["export", "--index", index, "-o", scratch.file("no/such/dir/out.ndjson")])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("cannot create"), "\(missing.standardError)")
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasSuffix(".partial") }
        #expect(left.isEmpty, "\(left)")
    }

    @Test("near --bbox lists the box's places, most important first, and takes no point or radius")
    func nearBox() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: scratch)
        let output = try await GazetteerTool.run(["near", "--bbox", "9,47,10,48", "--index", index, "--format", "json"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(try JSONValue.objects(output.standardOutput).map { $0["name"] as? String } == ["Vaduz", "Schaan", "Triesen"])
        let wrapped = try await GazetteerTool.run(["near", "--bbox", "170,-20,-170,0", "--index", index, "--format", "json"])
        #expect(Set(try JSONValue.objects(wrapped.standardOutput).compactMap { $0["name"] as? String }) == ["Waiyevo", "Lomaloma East"])
        let empty = try await GazetteerTool.run(["near", "--bbox", "-30,-40,-29,-39", "--index", index])
        #expect(empty.outputLines == ["no results"])
        for arguments in [["47", "9", "--bbox", "9,47,10,48"], ["--bbox", "9,47,10,48", "--radius", "5"], ["--bbox", "9,48,10,47"]] {
            let bad = try await GazetteerTool.run(["near", "--index", index] + arguments)
            #expect(bad.status == 64, "\(arguments): \(bad.standardError)")
        }
    }
}

private func inBox(_ object: [String: Any], _ west: Double, _ south: Double, _ east: Double, _ north: Double) -> Bool {
    guard let latitude = object["latitude"] as? Double, let longitude = object["longitude"] as? Double else { return false }
    guard latitude >= south && latitude <= north else { return false }
    return west <= east ? longitude >= west && longitude <= east : longitude >= west || longitude <= east
}

private func hasCategory(_ object: [String: Any], _ category: String) -> Bool {
    object["category"] as? String == category || (object["categories"] as? [String] ?? []).contains(category)
}

/// Haversine distance in metres on the sphere the index measures with.
private func distance(_ object: [String: Any], _ latitude: Double, _ longitude: Double) -> Double {
    guard let lat = object["latitude"] as? Double, let lon = object["longitude"] as? Double else { return .infinity }
    let radians = Double.pi / 180
    let dLat = (lat - latitude) * radians, dLon = (lon - longitude) * radians
    let h = sin(dLat / 2) * sin(dLat / 2) + cos(latitude * radians) * cos(lat * radians) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * 6_371_008.8 * asin(min(1, h.squareRoot()))
}
