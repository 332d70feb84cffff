import Foundation
import Testing
import GazetteerTestSupport

/// Debian's `chromium`, when installed.
enum Chromium {
    static let available: Bool = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .contains { FileManager.default.isExecutableFile(atPath: $0) }

    /// Where the screenshot goes: `$GAZETTEER_SCREENSHOT_DIR`, else the temporary directory.
    static var screenshotDirectory: String {
        ProcessInfo.processInfo.environment["GAZETTEER_SCREENSHOT_DIR"] ?? FileManager.default.temporaryDirectory.path
    }
}

@Suite("search page in headless Chromium", .serialized)
struct SearchPageBrowserTests {
    @Test("typing a prefix lists results with hierarchy and category, arrow keys move the selection, the map shows the points over the data's shape, the address links the search, the sources are credited",
          .enabled(if: Chromium.available, "chromium is not installed"))
    func typeAndSee() async throws {
        let scratch = try TemporaryDirectory()
        let server = try await ServerProcess(index: try await Fixture.buildIndex(in: scratch), arguments: ["--access-log", "none"])
        let screenshot = Chromium.screenshotDirectory + "/gazetteer-search-page.png"
        try? FileManager.default.removeItem(atPath: screenshot)
        let page = try PythonCheck.run("page_check.py", [server.base.absoluteString + "/", screenshot])
        #expect(page["vadu"] as? [String] == ["Vaduz"])
        #expect(page["firstSelected"] as? String == "result-0")
        #expect(page["afterArrowDown"] as? String == "result-1")
        let places = try #require(page["springWhere"] as? [String])
        #expect(places.count == 3)
        #expect(places.contains("Illinois, United States"))
        #expect(page["mapPoints"] as? Int == 3)
        // The address holds the query and the selected result; the map has its base layer; the
        // fixture's sources are credited.
        #expect(page["address"] as? String == "?q=spring&selected=1")
        #expect(page["densityImages"] as? Int == 1)
        #expect((page["attribution"] as? String)?.contains("GeoNames (CC BY 4.0)") == true)
        let linked = try #require(page["linked"] as? [String: Any])
        #expect(linked["query"] as? String == "spring")
        #expect(linked["selected"] as? String == "result-2")
        let image = try Data(contentsOf: URL(fileURLWithPath: screenshot))
        #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(image.count > 10_000)
        #expect(await server.stop() == 0)
    }
}
