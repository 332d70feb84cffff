/// One GeoNames dump row built column by column, so a test names only the columns it cares about.
struct GeoNamesRow {
    var id = "1"
    var name = "Sample"
    var asciiName = ""
    var alternateNames = ""
    var latitude = "0"
    var longitude = "0"
    var featureClass = "P"
    var featureCode = "PPL"
    var countryCode = ""
    var cc2 = ""
    var admin1 = ""
    var admin2 = ""
    var admin3 = ""
    var admin4 = ""
    var population = ""
    var elevation = ""
    var dem = ""
    var timezone = ""
    var modified = ""

    /// The 19 columns in file order.
    var columns: [String] {
        [id, name, asciiName, alternateNames, latitude, longitude, featureClass, featureCode, countryCode, cc2,
         admin1, admin2, admin3, admin4, population, elevation, dem, timezone, modified]
    }

    /// The row as UTF-8, without a line feed.
    var bytes: [UInt8] { Array(columns.joined(separator: "\t").utf8) }

    /// The row with column `index` replaced by raw bytes (for invalid UTF-8).
    func bytes(replacingColumn index: Int, with raw: [UInt8]) -> [UInt8] {
        var pieces = columns.map { Array($0.utf8) }
        pieces[index] = raw
        return Array(pieces.joined(separator: [0x09]))
    }

    /// Rows joined by `lineEnding`, with one after the last row too.
    static func file(_ rows: [[UInt8]], lineEnding: [UInt8] = [0x0A]) -> [UInt8] {
        rows.flatMap { $0 + lineEnding }
    }
}
