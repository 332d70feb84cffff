#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GazetteerTestSupport

/// The seeded query sets every tool is timed on, kept as text files so the peers run the same queries.
///
/// Files in the queries directory, one query a line, UTF-8:
/// - `prefix-1.txt`, `prefix-2.txt`, `prefix-3.txt`, `prefix-5.txt`: the first 1, 2, 3 or 5 characters
///   of the names of uniformly sampled rows; `names.txt`: whole names.
/// - `points-land.txt`: `LAT,LON` of sampled rows moved up to 20 km in a random direction.
/// - `points-sphere.txt`: points uniform on the sphere (oceans and poles included); the first lines
///   are fixed edge cases (both poles, the antimeridian, Null Island).
/// - `points-liechtenstein.txt`: uniform in Liechtenstein's bounding box, for the OSM index.
public struct QuerySets: Sendable {
    /// The seed every query set is drawn with.
    public static let querySeed: UInt64 = 0x6761_7A65_7474_6565

    public static let prefixLengths = [1, 2, 3, 5]
    public static let textCount = 1_000
    public static let landCount = 1_000
    public static let sphereCount = 10_000
    public static let liechtensteinCount = 1_000
    static let manifestName = "manifest.txt"

    /// Prefix queries by length in characters.
    public var prefixes: [Int: [String]]
    public var names: [String]
    public var land: [(latitude: Double, longitude: Double)]
    public var sphere: [(latitude: Double, longitude: Double)]
    public var liechtenstein: [(latitude: Double, longitude: Double)]
    /// Multi-word, qualified, country-filtered and misspelled queries.
    public var search: SearchQuerySets

    /// Loads the query sets from `directory`, first drawing them from `source` when they are
    /// missing or were drawn from another file.
    public static func ensure(source: String = BenchPaths.geonames, directory: String = BenchPaths.queries) throws -> QuerySets {
        let manifest = "source=\(source)\nseed=\(Self.querySeed)\nsets=3\n"
        if (try? readLines(directory + "/" + manifestName).joined(separator: "\n") + "\n") != manifest {
            let sets = draw(from: try CitySample.load(path: source), sideFiles: parentDirectory(source))
            try sets.write(to: directory)
            try writeLines([String(manifest.dropLast())], to: directory + "/" + manifestName)
        }
        return try load(from: directory)
    }

    /// Draws every set from `cities` with ``querySeed``; admin1 and country names come from
    /// `admin1CodesASCII.txt` and `countryInfo.txt` in `sideFiles`, when there.
    public static func draw(from cities: [City], sideFiles: String) -> QuerySets {
        precondition(!cities.isEmpty, "no rows to draw queries from")
        var random = SplitMix64(seed: Self.querySeed)
        var prefixes: [Int: [String]] = [:]
        for length in prefixLengths {
            var set: [String] = []
            while set.count < textCount {
                let name = cities[random.below(cities.count)].name
                if name.count >= length { set.append(String(name.prefix(length))) }
            }
            prefixes[length] = set
        }
        let names = (0..<textCount).map { _ in cities[random.below(cities.count)].name }
        let land = (0..<landCount).map { _ in
            let city = cities[random.below(cities.count)]
            return GeoSampling.moved(latitude: city.latitude, longitude: city.longitude,
                                     meters: 20_000 * random.unit().squareRoot(), bearing: 360 * random.unit())
        }
        var sphere = GeoSampling.edgeCases
        while sphere.count < sphereCount { sphere.append(GeoSampling.uniformOnSphere(&random)) }
        let liechtenstein = (0..<liechtensteinCount).map { _ in
            (latitude: 47.048 + 0.223 * random.unit(), longitude: 9.471 + 0.165 * random.unit())
        }
        let admin1 = (try? tabColumns(sideFiles + "/admin1CodesASCII.txt", key: 0, value: 1)) ?? [:]
        let countries = (try? tabColumns(sideFiles + "/countryInfo.txt", key: 0, value: 4)) ?? [:]
        let search = SearchQuerySets.draw(from: cities, admin1Names: admin1, countryNames: countries)
        return QuerySets(prefixes: prefixes, names: names, land: land, sphere: sphere, liechtenstein: liechtenstein, search: search)
    }

    public static func load(from directory: String) throws -> QuerySets {
        var prefixes: [Int: [String]] = [:]
        for length in prefixLengths { prefixes[length] = try readLines(directory + "/prefix-\(length).txt") }
        return QuerySets(
            prefixes: prefixes,
            names: try readLines(directory + "/names.txt"),
            land: try readLines(directory + "/points-land.txt").compactMap(parsePoint),
            sphere: try readLines(directory + "/points-sphere.txt").compactMap(parsePoint),
            liechtenstein: try readLines(directory + "/points-liechtenstein.txt").compactMap(parsePoint),
            search: try SearchQuerySets.load(from: directory))
    }

    public func write(to directory: String) throws {
        BenchPaths.makeDirectory(directory)
        for length in Self.prefixLengths {
            try Self.writeLines(prefixes[length] ?? [], to: directory + "/prefix-\(length).txt")
        }
        try Self.writeLines(names, to: directory + "/names.txt")
        try Self.writeLines(land.map(Self.formatPoint), to: directory + "/points-land.txt")
        try Self.writeLines(sphere.map(Self.formatPoint), to: directory + "/points-sphere.txt")
        try Self.writeLines(liechtenstein.map(Self.formatPoint), to: directory + "/points-liechtenstein.txt")
        try search.write(to: directory)
    }

    /// `key column → value column` of a tab-separated file, skipping `#` lines.
    static func tabColumns(_ path: String, key: Int, value: Int) throws -> [String: String] {
        var result: [String: String] = [:]
        for line in try readLines(path) where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            if columns.count > max(key, value) { result[String(columns[key])] = String(columns[value]) }
        }
        return result
    }

    static func parentDirectory(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    static func formatPoint(_ point: (latitude: Double, longitude: Double)) -> String {
        formatE7(point.latitude) + "," + formatE7(point.longitude)
    }

    /// Degrees with seven decimals, the index's own precision.
    static func formatE7(_ degrees: Double) -> String {
        let e7 = Int((degrees * 10_000_000).rounded())
        let magnitude = abs(e7)
        let fraction = String(magnitude % 10_000_000)
        return (e7 < 0 ? "-" : "") + String(magnitude / 10_000_000) + "." + String(repeating: "0", count: 7 - fraction.count) + fraction
    }

    static func parsePoint(_ line: String) -> (latitude: Double, longitude: Double)? {
        let parts = line.split(separator: ",")
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) else { return nil }
        return (latitude, longitude)
    }

    public static func readLines(_ path: String) throws -> [String] {
        var lines: [String] = []
        try LineReader.forEachLine(path: path) { line in
            let text = String(decoding: line, as: UTF8.self)
            if !text.isEmpty { lines.append(text) }
            return true
        }
        return lines
    }

    static func writeLines(_ lines: [String], to path: String) throws {
        guard let file = fopen(path, "w") else { throw BenchError.cannotWrite(path) }
        defer { fclose(file) }
        for line in lines { fputs(line + "\n", file) }
    }
}

public enum BenchError: Error, CustomStringConvertible {
    case cannotWrite(String)
    case missing(String)
    case unknownOperation(String)

    public var description: String {
        switch self {
        case .cannotWrite(let path): "cannot write \(path)"
        case .missing(let what): "missing: \(what)"
        case .unknownOperation(let name): "unknown operation \(name)"
        }
    }
}
