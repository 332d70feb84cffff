#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import GazetteerIndex

/// Parses rows of the GeoNames dump format into a record batch.
///
/// 19 tab-separated columns, no quoting, UTF-8: geonameid, name, asciiname, alternatenames
/// (comma-separated), latitude, longitude, feature class, feature code, country code, cc2,
/// admin1…admin4 codes, population, elevation, dem, timezone, modification date.
/// Columns other than the id, the name and the coordinates may be empty.
@_spi(Internals) public enum GeoNamesRowParser {
    /// Columns in a row.
    public static let columnCount = 19

    /// The outcome of one row.
    public enum Outcome: Equatable, Sendable {
        case added
        case skipped(SkipReason, detail: String)
    }

    /// Parses one line (without its line feed; a trailing CR is ignored) and appends the record,
    /// with its names by language from `alternateNames` when given.
    public static func parse(
        _ line: UnsafeBufferPointer<UInt8>, into batch: inout RecordBatch, alternateNames: AlternateNameTable? = nil
    ) -> Outcome {
        var length = line.count
        if length > 0 && line[length - 1] == 0x0D { length -= 1 }
        let row = UnsafeBufferPointer(rebasing: line[0..<length])
        var starts = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var columns = 1
        // The row is searched for a NUL once, then from tab to tab (`memchr`, many bytes at a time).
        if ByteOrder.contains(row, 0) { return .skipped(.nulByte, detail: "NUL byte in row") }
        withUnsafeMutableBytes(of: &starts) { raw in
            let offsets = raw.bindMemory(to: Int.self)
            offsets[0] = 0
            // `memchr` here rather than through `ByteOrder.firstIndex`, which is not inlined across
            // modules: a call for every field cost 166 M more instructions on cities500.
            guard let base = row.baseAddress else { return }
            var position = 0
            while position < length, let tab = memchr(base + position, 0x09, length - position) {
                let index = UnsafeRawPointer(base).distance(to: tab)
                if columns < columnCount { offsets[columns] = index + 1 }
                columns += 1
                position = index + 1
            }
            if columns <= columnCount { offsets[columns] = length + 1 }
        }
        guard columns == columnCount else {
            return .skipped(.wrongColumnCount, detail: "\(columns) columns, expected \(columnCount)")
        }
        return withUnsafeBytes(of: &starts) { raw in
            let offsets = raw.bindMemory(to: Int.self)
            func field(_ column: Int) -> UnsafeBufferPointer<UInt8> {
                let start = offsets[column]
                let end = column + 1 < columnCount ? offsets[column + 1] - 1 : length
                return UnsafeBufferPointer(rebasing: row[start..<max(start, end)])
            }
            return parseFields(field, into: &batch, alternateNames: alternateNames)
        }
    }

    private static func parseFields(
        _ field: (Int) -> UnsafeBufferPointer<UInt8>, into batch: inout RecordBatch, alternateNames: AlternateNameTable?
    ) -> Outcome {
        guard let id = DecimalParser.unsigned(field(0)) else {
            return .skipped(.invalidNumber, detail: "geonameid \(quoted(field(0)))")
        }
        let name = field(1)
        guard name.contains(where: { $0 != 0x20 }) else { return .skipped(.emptyName, detail: "empty name") }
        guard let latitude = DecimalParser.e7(field(4)), FixedPoint.isValidLatitude(latitude) else {
            return .skipped(.invalidCoordinate, detail: "latitude \(quoted(field(4)))")
        }
        guard let longitude = DecimalParser.e7(field(5)), FixedPoint.isValidLongitude(longitude) else {
            return .skipped(.invalidCoordinate, detail: "longitude \(quoted(field(5)))")
        }
        let populationField = field(14)
        var population: UInt64 = 0
        if !populationField.isEmpty {
            guard let value = DecimalParser.unsigned(populationField) else {
                return .skipped(.invalidNumber, detail: "population \(quoted(populationField))")
            }
            population = value
        }
        let featureClass = field(6)
        var fields = RecordFields(
            id: SourceID(kind: .geonames, value: id),
            latitudeE7: Int32(latitude),
            longitudeE7: Int32(longitude),
            featureClass: featureClass.count == 1 ? featureClass[0] : 0,
            featureCode: ascii(field(7)),
            countryCode: ascii(field(8)),
            admin1Code: ascii(field(10)),
            population: population)
        if let alternateNames { fields.localizedNames = alternateNames.names(of: id) }
        guard batch.append(fields, name: name, alternateNames: field(3), extraName: field(2)) else {
            return .skipped(.invalidUTF8, detail: "name or alternate name is not valid UTF-8")
        }
        return .added
    }

    /// A short code field as a string (codes are ASCII; anything else is decoded leniently).
    private static func ascii(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        bytes.isEmpty ? "" : String(decoding: bytes.prefix(32), as: UTF8.self)
    }

    private static func quoted(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        "\"" + String(decoding: bytes.prefix(40), as: UTF8.self) + "\""
    }
}
