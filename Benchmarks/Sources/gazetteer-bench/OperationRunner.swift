import BenchSupport
import GazetteerIndex

/// Runs one operation over its whole query set once, untimed: the workload to hand to
/// `valgrind --tool=callgrind`, whose instruction counts stay put on a loaded machine.
enum OperationRunner {
    static let names = [
        "nearest-land-hits", "nearest-sphere-hits", "nearest-10-sphere-hits", "radius-10km-hits", "radius-100km-hits",
        "reverse-land", "reverse-sphere", "reverse-batch", "reverse-batch-hits", "areas-sphere",
        "search-prefix-1-hits", "search-prefix-2-hits", "search-prefix-3-hits", "search-prefix-5-hits", "search-name-hits",
        "search-typo-hits", "search-typo2-hits", "search-multiword-hits", "search-qualified-hits", "search-country-hits",
    ]

    /// Runs `name`; returns a checksum of the answers so the work cannot be optimized away.
    static func run(_ name: String, index: Gazetteer, queries: QuerySets) throws -> Int {
        let land = queries.land.map(Coordinate.init)
        let sphere = queries.sphere.map(Coordinate.init)
        var hits: [SpatialHit] = []
        hits.reserveCapacity(256)
        var nameHits: [NameHit] = []
        nameHits.reserveCapacity(64)
        var checksum = 0
        func each(_ points: [Coordinate], _ body: (Coordinate) -> Void) { for point in points { body(point) } }
        switch name {
        case "nearest-land-hits":
            each(land) { index.nearbyHits($0, radiusMeters: .infinity, limit: 1, into: &hits); checksum &+= hits.first?.record ?? 0 }
        case "nearest-sphere-hits":
            each(sphere) { index.nearbyHits($0, radiusMeters: .infinity, limit: 1, into: &hits); checksum &+= hits.first?.record ?? 0 }
        case "nearest-10-sphere-hits":
            each(sphere) { index.nearbyHits($0, radiusMeters: .infinity, limit: 10, into: &hits); checksum &+= hits.count }
        case "radius-10km-hits":
            each(land) { index.nearbyHits($0, radiusMeters: 10_000, limit: 100, into: &hits); checksum &+= hits.count }
        case "radius-100km-hits":
            each(land) { index.nearbyHits($0, radiusMeters: 100_000, limit: 100, into: &hits); checksum &+= hits.count }
        case "reverse-land":
            each(land) { checksum &+= index.reverse($0)?.place.recordNumber ?? 0 }
        case "reverse-sphere":
            each(sphere) { checksum &+= index.reverse($0)?.place.recordNumber ?? 0 }
        case "reverse-batch":
            checksum = index.reverse(points: sphere).reduce(0) { $0 &+ ($1?.place.recordNumber ?? 0) }
        case "reverse-batch-hits":
            var batch: [SpatialHit?] = []
            index.reverseHits(points: sphere, into: &batch)
            checksum = batch.reduce(0) { $0 &+ ($1?.record ?? 0) }
        case "areas-sphere":
            var areas: [Int] = []
            each(sphere) { index.areaNumbers(containing: $0, into: &areas); checksum &+= areas.count }
        case let name where name.hasPrefix("search-"):
            guard let searches = searchQueries(name, in: queries) else { throw BenchError.unknownOperation(name) }
            for (query, country) in searches {
                index.searchHits(query, limit: 10, countryCode: country, into: &nameHits)
                checksum &+= nameHits.first?.record ?? 0
            }
        default:
            throw BenchError.unknownOperation(name)
        }
        return checksum
    }

    /// The queries of the search operation `name`, each with its country (nil: none); nil for no such operation.
    private static func searchQueries(_ name: String, in queries: QuerySets) -> [(String, String?)]? {
        let texts: [String]
        switch name {
        case "search-prefix-1-hits", "search-prefix-2-hits", "search-prefix-3-hits", "search-prefix-5-hits":
            texts = queries.prefixes[Int(String(name.dropFirst("search-prefix-".count).prefix(1)))!] ?? []
        case "search-name-hits": texts = queries.names
        case "search-typo-hits": texts = queries.search.typo
        case "search-typo2-hits": texts = queries.search.typo2
        case "search-multiword-hits": texts = queries.search.multiword
        case "search-qualified-hits": texts = queries.search.qualified
        case "search-country-hits": return queries.search.country.map { ($0.0, $0.1) }
        default: return nil
        }
        return texts.map { ($0, nil) }
    }
}
