import Foundation
import GazetteerServer
import Testing

@Suite("The search page's density raster")
struct DensityRouteTests {
    @Test("/v1/density covers the index's bounds with one level a cell, and the cells of its places are not empty")
    func rasterOverTheBounds() throws {
        let body = try #require(try ServerFixture.json(ServerFixture.get(.density, "")) as? [String: Any])
        let columns = try #require(body["columns"] as? Int)
        let rows = try #require(body["rows"] as? Int)
        let levels = try #require(body["levels"] as? String)
        #expect(columns == DensityRaster.columns && rows == DensityRaster.rows)
        #expect(levels.count == columns * rows)
        #expect(levels.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        let (west, south, east, north) = try (
            #require(body["west"] as? Double), #require(body["south"] as? Double),
            #require(body["east"] as? Double), #require(body["north"] as? Double))
        #expect(west < east && south < north)
        // Vaduz (47.14151, 9.52154) is in the fixture: its cell holds at least one record.
        let column = min(Int((9.52154 - west) / (east - west) * Double(columns)), columns - 1)
        let row = min(Int((north - 47.14151) / (north - south) * Double(rows)), rows - 1)
        let cell = levels[levels.index(levels.startIndex, offsetBy: row * columns + column)]
        #expect(cell != "0")
        #expect(levels.filter { $0 != "0" }.count >= 10)
    }
}
