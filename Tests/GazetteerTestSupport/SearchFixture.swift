import Foundation
import GazetteerIndex

/// Records written by hand for search tests (`Data/search/*.tsv`), one a line, tab-separated:
/// id (`geonames:1`, `osm:node/2`, `osm:way/3`), latitude, longitude, feature class, feature code,
/// category, country, admin1, population, name, alternate names (`;`), address
/// (`street|number|postcode|city`), extent (`min lat,min lon,max lat,max lon`), other categories (`;`).
public enum SearchFixture {
    /// One record of a fixture.
    public struct Row: Sendable {
        public var fields: RecordFields
        public var name: String
        public var alternateNames: [String]
    }

    /// The rows of `Data/search/<name>`.
    public static func rows(_ name: String) throws -> [Row] {
        let text = try String(contentsOfFile: Fixtures.path("search/" + name), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            var fields = RecordFields(
                id: sourceID(columns[0]),
                latitudeE7: Int32((Double(columns[1])! * 10_000_000).rounded()),
                longitudeE7: Int32((Double(columns[2])! * 10_000_000).rounded()),
                featureClass: columns[3].utf8.first ?? 0, featureCode: columns[4], category: columns[5],
                countryCode: columns[6], admin1Code: columns[7], population: UInt64(columns[8]) ?? 0)
            let parts = columns[11].split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            if parts.count == 4 {
                fields.address = PostalAddress(street: parts[0], houseNumber: parts[1], postcode: parts[2], city: parts[3])
            }
            let corners = columns[12].split(separator: ",").compactMap { Double($0) }
            if corners.count == 4 {
                fields.extent = BoundingBox(minLatitude: corners[0], minLongitude: corners[1], maxLatitude: corners[2], maxLongitude: corners[3])
            }
            fields.otherCategories = columns[13].split(separator: ";").map(String.init)
            return Row(fields: fields, name: columns[9], alternateNames: columns[10].split(separator: ";").map(String.init))
        }
    }

    /// A batch holding `rows`.
    public static func batch(_ rows: [Row]) -> RecordBatch {
        var batch = RecordBatch()
        for row in rows { batch.append(row.fields, name: row.name, alternateNames: row.alternateNames) }
        return batch
    }

    /// `geonames:1`, `osm:node/2`, `osm:way/3`, `osm:relation/4`.
    public static func sourceID(_ text: String) -> SourceID {
        let kinds: [(String, SourceID.Kind)] = [
            ("geonames:", .geonames), ("osm:node/", .osmNode), ("osm:way/", .osmWay), ("osm:relation/", .osmRelation),
        ]
        for (prefix, kind) in kinds where text.hasPrefix(prefix) {
            return SourceID(kind: kind, value: UInt64(text.dropFirst(prefix.count)) ?? 0)
        }
        return SourceID(kind: .unknown, value: 0)
    }

    /// Names of the countries and admin1 divisions the fixtures use.
    public static let countries = [
        CountryDescription(code: "LI", code3: "LIE", name: "Liechtenstein", capital: "Vaduz"),
        CountryDescription(code: "US", code3: "USA", name: "United States", capital: "Washington"),
        CountryDescription(code: "AQ", code3: "ATA", name: "Antarctica"),
        CountryDescription(code: "CL", code3: "CHL", name: "Chile", capital: "Santiago"),
    ]
    public static let admin1Names = [
        "LI.11": "Vaduz", "LI.07": "Schaan", "LI.09": "Triesen", "LI.10": "Triesenberg", "LI.01": "Balzers",
        "US.TX": "Texas", "US.DC": "District of Columbia", "US.NY": "New York", "US.ME": "Maine", "CL.12": "Magallanes",
    ]

    /// Writes an index of fixture `name` to `path`.
    @discardableResult
    public static func build(_ name: String, to path: String, options: IndexBuilder.Options = IndexBuilder.Options()) throws -> BuildSummary {
        let builder = IndexBuilder(options: options)
        builder.setCountries(countries)
        builder.setAdmin1Names(admin1Names)
        try builder.add(batch(rows(name)))
        return try builder.write(to: path)
    }
}
