/// One GeoNames row as the query sets need it: the name, where it is and how big.
public struct City: Sendable {
    public var name: String
    public var latitude: Double
    public var longitude: Double
    public var population: Int
    /// ISO country code and admin1 code (empty when unknown).
    public var country: String = ""
    public var admin1: String = ""
}

/// Reads the rows of a GeoNames dump that the query sets are drawn from.
public enum CitySample {
    /// Every row with a name and valid coordinates, in file order.
    ///
    /// - Complexity: O(file size); one `String` per row.
    public static func load(path: String) throws -> [City] {
        var cities: [City] = []
        cities.reserveCapacity(250_000)
        try LineReader.forEachLine(path: path) { line in
            let text = String(decoding: line, as: UTF8.self)
            let fields = text.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 15,
                  let latitude = Double(fields[4]), let longitude = Double(fields[5]),
                  abs(latitude) <= 90, abs(longitude) <= 180
            else { return true }
            let name = fields[1].trimmingSpaces
            guard !name.isEmpty, !name.contains("\n"), !name.contains("\r") else { return true }
            cities.append(City(
                name: name, latitude: latitude, longitude: longitude, population: Int(fields[14]) ?? 0,
                country: String(fields[8]), admin1: String(fields[10])))
            return true
        }
        return cities
    }
}

extension Substring {
    var trimmingSpaces: String {
        var slice = self[...]
        while let first = slice.first, first == " " { slice = slice.dropFirst() }
        while let last = slice.last, last == " " { slice = slice.dropLast() }
        return String(slice)
    }
}
