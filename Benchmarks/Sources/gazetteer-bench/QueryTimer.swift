import BenchSupport
import GazetteerIndex
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times every query kind in-process, one query at a time, and reports median and p99 as JSON.
///
/// Operation names are shared with the peers (`sqlite_peer.py`, `kdtree_peer.py`) so that
/// `compare.sh` can line them up. The resolved APIs (`search`, `nearby`, `nearest`, `reverse`,
/// which build `Place` values) are what peers are compared with; `…Hits(into:)` rows are ours only.
struct QueryTimer {
    var indexPath: String
    var osmIndexPath: String?
    var queries: QuerySets
    var resultsDirectory: String?
    /// When above zero, the slowest queries of each operation are listed on standard error.
    var worst = 0
    /// When set, only operations whose name starts with it are timed.
    var only: String?
    /// Times only the spatial queries (radius, nearest, reverse, batch reverse).
    var spatialOnly = false

    static let radiusLimit = 100

    /// Times `body` over `elements` into `report`, listing the slowest on standard error when ``worst`` is set.
    func timed<Element>(
        _ name: String, into report: inout JSONReport, _ elements: [Element], warmUp: Int = 200, _ body: (Element) -> Void
    ) {
        if let only, !name.hasPrefix(only) { return }
        let samples = LatencySamples.measure(elements, warmUp: warmUp, body)
        report.add(name, samples)
        if worst > 0 {
            let lines = samples.slowest(worst).map { "  \(Double(samples.nanoseconds[$0]) / 1_000) µs  \(elements[$0])" }
            let text = "\(name): slowest\n" + lines.joined(separator: "\n") + "\n"
            _ = text.withCString { write(2, $0, strlen($0)) }
        }
    }

    func run() throws -> String {
        let index = try Gazetteer(path: indexPath)
        var report = JSONReport()
        report.field("index", indexPath)
        report.field("records", index.count)
        report.field("file_bytes", index.fileSize)
        if spatialOnly {
            timeSpatial(index, land: queries.land.map(Coordinate.init), sphere: queries.sphere.map(Coordinate.init), into: &report)
            return report.text
        }

        timed("open", into: &report, Array(0..<200), warmUp: 10) { _ in consume(try? Gazetteer(path: indexPath)) }

        var nameHits: [NameHit] = []
        nameHits.reserveCapacity(64)
        let textSets = QuerySets.prefixLengths.map { ("prefix-\($0)", queries.prefixes[$0] ?? []) } + [("name", queries.names)]
        for (name, set) in textSets {
            timed("search-\(name)", into: &report, set) { consume(index.search($0, limit: 10)) }
            timed("search-\(name)-hits", into: &report, set) { index.searchHits($0, limit: 10, into: &nameHits) }
        }

        let search = queries.search
        for (name, set) in [("multiword", search.multiword), ("qualified", search.qualified), ("typo", search.typo), ("typo2", search.typo2)] {
            timed("search-\(name)", into: &report, set) { consume(index.search($0, limit: 10)) }
            timed("search-\(name)-hits", into: &report, set) { index.searchHits($0, limit: 10, into: &nameHits) }
        }
        timed("search-country", into: &report, search.country) { consume(index.search($0.query, limit: 10, countryCode: $0.country)) }
        timed("search-country-hits", into: &report, search.country) {
            index.searchHits($0.query, limit: 10, countryCode: $0.country, into: &nameHits)
        }

        let land = queries.land.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) }
        let sphere = queries.sphere.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) }
        timeSpatial(index, land: land, sphere: sphere, into: &report)

        if let resultsDirectory { try writeResults(index: index, land: land, sphere: sphere, to: resultsDirectory) }
        timeCategories(into: &report)
        return report.text
    }

    /// Category radius queries on the OpenStreetMap index, or the reason they were skipped.
    private func timeCategories(into report: inout JSONReport) {
        guard let osmIndexPath else {
            report.field("category_skipped", "no --osm-index given")
            return
        }
        guard let index = try? Gazetteer(path: osmIndexPath), index.count > 0 else {
            report.field("category_skipped", "cannot open \(osmIndexPath)")
            return
        }
        let categories = BenchIndex.topCategories(of: index, count: 3)
        guard !categories.isEmpty else {
            report.field("category_skipped", "\(osmIndexPath) has no categories")
            return
        }
        report.field("categories", categories.joined(separator: " "))
        let points = queries.liechtenstein.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) }
        var hits: [SpatialHit] = []
        hits.reserveCapacity(256)
        for category in categories {
            let filter = PlaceFilter(categories: [category])
            timed("category-1km-\(category)", into: &report, points) {
                consume(index.nearby($0, radiusMeters: 1_000, limit: Self.radiusLimit, filter: filter))
            }
            timed("category-1km-\(category)-hits", into: &report, points) {
                index.nearbyHits($0, radiusMeters: 1_000, limit: Self.radiusLimit, filter: filter, into: &hits)
            }
        }
    }

    /// One line a point: the nearest record's GeoNames id and distance, for agreement checks.
    private func writeResults(index: Gazetteer, land: [Coordinate], sphere: [Coordinate], to directory: String) throws {
        BenchPaths.makeDirectory(directory)
        for (name, points) in [("land", land), ("sphere", sphere)] {
            let path = directory + "/ours-nearest-\(name).txt"
            guard let file = fopen(path, "w") else { throw BenchError.cannotWrite(path) }
            defer { fclose(file) }
            for point in points {
                if let found = index.reverse(point) {
                    fputs("\(found.place.id.value),\(Int(found.distanceMeters.rounded()))\n", file)
                } else {
                    fputs("-,-\n", file)
                }
            }
        }
    }
}

@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// A flat JSON object written by hand, so the timer needs no Foundation.
struct JSONReport {
    private var fields: [String] = []
    private var operations: [String] = []

    mutating func field(_ name: String, _ value: String) { fields.append("\(quote(name)): \(quote(value))") }
    mutating func field(_ name: String, _ value: Int) { fields.append("\(quote(name)): \(value)") }
    mutating func field(_ name: String, _ value: Double) { fields.append("\(quote(name)): \(number(value))") }

    mutating func add(_ operation: String, _ samples: LatencySamples) {
        operations.append(
            "    \(quote(operation)): {\"median_us\": \(number(samples.medianMicroseconds)), "
                + "\"p99_us\": \(number(samples.p99Microseconds)), \"count\": \(samples.nanoseconds.count)}")
    }

    var text: String {
        "{\n  " + fields.joined(separator: ",\n  ") + ",\n  \"operations\": {\n" + operations.joined(separator: ",\n") + "\n  }\n}"
    }

    private func number(_ value: Double) -> String {
        value.isFinite ? String((value * 1000).rounded() / 1000) : "null"
    }

    private func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
