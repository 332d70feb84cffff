import Foundation
import GazetteerIndex
import GazetteerOutput

/// The search page's base layer: the index's records counted on a raster over their bounding box,
/// made once for each index the store opens (``PerIndexCache``), so that the shape of the data
/// appears with no tiles and no network.
///
/// `GET /v1/density` answers `{"west","south","east","north","columns","rows","levels"}`, where
/// `levels` holds one hexadecimal digit a cell, row by row from the north-west corner: 0 for an
/// empty cell, else 1 + ⌊log₂ count⌋, at most 15.
package enum DensityRaster {
    /// Raster width; the height is half of it (the page's projection is 2:1).
    package static let columns = 720
    package static let rows = 360

    /// The raster of `index` over its bounds (the world when it records none), as JSON.
    static func encode(_ index: Gazetteer) -> [UInt8] {
        let world = BoundingBox(minLatitude: -90, minLongitude: -180, maxLatitude: 90, maxLongitude: 180)
        let box = ((try? index.metadata())?.bounds).flatMap { $0.minLongitude <= $0.maxLongitude ? $0 : nil } ?? world
        let counts = index.density(columns: columns, rows: rows, over: box)
        let digits = Array("0123456789abcdef".utf8)
        let levels = counts.map { count -> UInt8 in
            guard count > 0 else { return digits[0] }
            return digits[min(15, 1 + (31 - count.leadingZeroBitCount))]
        }
        var json = JSONWriter(capacity: levels.count + 256)
        json.beginObject()
        json.key("west")
        json.number(box.minLongitude, decimals: 5)
        json.key("south")
        json.number(box.minLatitude, decimals: 5)
        json.key("east")
        json.number(box.maxLongitude, decimals: 5)
        json.key("north")
        json.number(box.maxLatitude, decimals: 5)
        json.key("columns")
        json.integer(columns)
        json.key("rows")
        json.integer(rows)
        json.key("levels")
        json.string(String(decoding: levels, as: UTF8.self))
        json.endObject()
        return json.bytes
    }
}
