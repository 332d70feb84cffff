import Foundation
import Testing
import GazetteerTestSupport

/// geopy from PyPI, installed with pip when missing; `nil` when it cannot be had (no pip, no network).
enum Geopy {
    static let available: Bool = {
        func run(_ arguments: [String]) -> Int32 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return -1 }
            process.waitUntilExit()
            return process.terminationStatus
        }
        if run(["python3", "-c", "import geopy"]) == 0 { return true }
        guard run(["python3", "-m", "pip", "install", "--quiet", "geopy"]) == 0 else { return false }
        return run(["python3", "-c", "import geopy"]) == 0
    }()
}

@Suite("geopy against gazetteer serve", .serialized)
struct GeopyClientTests {
    @Test("geopy's Photon and Nominatim geocoders, unchanged, geocode and reverse-geocode through the server",
          .enabled(if: Geopy.available, "geopy is not installed and pip cannot install it"))
    func geopyClients() async throws {
        let scratch = try TemporaryDirectory()
        let server = try await ServerProcess(index: try await Fixture.buildIndex(in: scratch), arguments: ["--access-log", "none"])
        let answers = try PythonCheck.run("geopy_check.py", ["\(server.base.host!):\(server.base.port!)"])
        func location(_ key: String) -> [String: Any]? { answers[key] as? [String: Any] }
        #expect(location("photon_geocode")?["address"] as? String == "Vaduz, Liechtenstein")
        #expect(location("photon_geocode")?["latitude"] as? Double == 47.14151)
        #expect((answers["photon_geocode_all"] as? [Any])?.count == 3)
        #expect((location("photon_reverse")?["address"] as? String)?.hasPrefix("Vaduz") == true)
        #expect(location("nominatim_geocode")?["address"] as? String == "Vaduz, Liechtenstein")
        #expect(location("nominatim_geocode")?["longitude"] as? Double == 9.52154)
        #expect((answers["nominatim_geocode_all"] as? [Any])?.count == 3)
        #expect((location("nominatim_reverse")?["address"] as? String)?.hasPrefix("Vaduz") == true)
        #expect(answers["nominatim_nothing"] is NSNull)
        #expect(await server.stop() == 0)
    }

    @Test("geopy's language= argument reaches the server as Photon's lang and Nominatim's accept-language, and names come back in that language",
          .enabled(if: Geopy.available, "geopy is not installed and pip cannot install it"))
    func geopyLanguage() async throws {
        let scratch = try TemporaryDirectory()
        let index = scratch.file("languages.gazetteer")
        let built = try await GazetteerTool.run(["build", Fixture.osmNamesByLanguage, "--output", index, "--quiet"])
        #expect(built.status == 0, "\(built.standardError)")
        let server = try await ServerProcess(index: index, arguments: ["--access-log", "none"])
        let answers = try PythonCheck.run("geopy_language_check.py", ["\(server.base.host!):\(server.base.port!)"])
        #expect(answers["photon_default"] as? String == "Vaduz, Liechtenstein")
        #expect(answers["photon_ru"] as? String == "Вадуц, Лихтенштейн")
        #expect(answers["photon_reverse_ru"] as? String == "Вадуц, Лихтенштейн")
        #expect(answers["nominatim_default"] as? String == "Vaduz, Liechtenstein")
        #expect(answers["nominatim_ru"] as? String == "Вадуц, Лихтенштейн")
        // The post office has no German name, so the French one answers; the country has no French name but its own.
        #expect(answers["nominatim_list"] as? String == "Poste, Liechtenstein")
        #expect(answers["nominatim_reverse_zh"] as? String == "Post, 列支敦斯登")
        let details = try #require(answers["nominatim_namedetails"] as? [String: String])
        #expect(details["name"] == "Vaduz")
        #expect(details["name:ru"] == "Вадуц")
        #expect(details["alt_name"] == "Vadoz;Faduz")
        #expect(details["official_name:fr"] == "Commune de Vaduz")
        #expect(await server.stop() == 0)
    }
}
