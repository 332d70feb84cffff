import Benchmark
import BenchSupport
import GazetteerIndex

/// The index and query sets, loaded once per process outside any measurement.
final class Fixture: Sendable {
    let index: Gazetteer
    let osmIndex: Gazetteer?
    let osmSkipReason: String
    let queries: QuerySets
    let land: [Coordinate]
    let sphere: [Coordinate]
    let liechtenstein: [Coordinate]

    static let shared: Fixture = {
        do {
            return try Fixture()
        } catch {
            fatalError("benchmark fixture: \(error)")
        }
    }()

    private init() throws {
        queries = try QuerySets.ensure()
        index = try BenchIndex.geonames()
        (osmIndex, osmSkipReason) = BenchIndex.openStreetMap()
        func coordinates(_ points: [(latitude: Double, longitude: Double)]) -> [Coordinate] {
            points.prefix(1_000).map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) }
        }
        land = coordinates(queries.land)
        sphere = coordinates(queries.sphere)
        liechtenstein = coordinates(queries.liechtenstein)
    }
}

let benchmarks: @Sendable () -> Void = {
    // One iteration runs 1,000 queries (`scalingFactor: .kilo`), so the reported wall clock and
    // malloc counts are per query (the threshold files hold them per iteration).
    // Names have no spaces: package-benchmark writes a threshold file's name with underscores for
    // them but looks it up with the spaces.
    //
    // `swift package benchmark thresholds check --path Thresholds/<index>` compares each p90 with the
    // thresholds recorded on this machine (`thresholds update`), allowing what the configuration
    // says: a query 50% slower, or peak memory 25% higher, fails the check; so do 64 more mallocs
    // per 1,000 queries where a query allocates next to nothing, or 5% more where it allocates by
    // design (resolved places, typo readings).
    func perQuery(allocating: Bool = false) -> Benchmark.Configuration {
        .init(
            metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
            scalingFactor: .kilo,
            maxDuration: .seconds(2),
            maxIterations: 200,
            thresholds: [
                .wallClock: .init(relative: [.p90: 50]),
                .mallocCountTotal: allocating ? .init(relative: [.p90: 5]) : .init(absolute: [.p90: 64]),
                .peakMemoryResident: .init(relative: [.p90: 25]),
            ],
            setup: { _ = Fixture.shared })
    }

    Benchmark(
        "open-index",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(1),
            thresholds: [.wallClock: .init(relative: [.p90: 50]), .mallocCountTotal: .init(absolute: [.p90: 4])],
            setup: { _ = Fixture.shared })
    ) { benchmark in
        let path = Fixture.shared.index.path
        for _ in benchmark.scaledIterations { blackHole(try? Gazetteer(path: path)) }
    }

    let textSets = QuerySets.prefixLengths.map { ("prefix-\($0)", $0) } + [("whole-name", 0)]
    for (label, length) in textSets {
        Benchmark("searchHits-top10-\(label)", configuration: perQuery()) { benchmark in
            let fixture = Fixture.shared
            let set = length == 0 ? fixture.queries.names : fixture.queries.prefixes[length] ?? []
            var hits: [NameHit] = []
            hits.reserveCapacity(64)
            benchmark.startMeasurement()
            for query in benchmark.scaledIterations { fixture.index.searchHits(set[query % set.count], limit: 10, into: &hits) }
            benchmark.stopMeasurement()
            blackHole(hits)
        }
    }
    // The other kinds of query the README times: several words, a qualifier, typos, a country filter.
    let kinds: [(String, @Sendable (SearchQuerySets) -> [(query: String, country: String?)])] = [
        ("several-words", { $0.multiword.map { ($0, nil) } }),
        ("qualified", { $0.qualified.map { ($0, nil) } }),
        ("one-typo", { $0.typo.map { ($0, nil) } }),
        ("two-typos", { $0.typo2.map { ($0, nil) } }),
        ("country-filter", { $0.country.map { ($0.query, $0.country) } }),
    ]
    for (label, pick) in kinds {
        Benchmark("searchHits-top10-\(label)", configuration: perQuery(allocating: label.contains("typo"))) { benchmark in
            let fixture = Fixture.shared
            let set = pick(fixture.queries.search)
            var hits: [NameHit] = []
            hits.reserveCapacity(64)
            benchmark.startMeasurement()
            for query in benchmark.scaledIterations {
                let (text, country) = set[query % set.count]
                fixture.index.searchHits(text, limit: 10, countryCode: country, into: &hits)
            }
            benchmark.stopMeasurement()
            blackHole(hits)
        }
    }
    Benchmark("search-top10-places-prefix-3", configuration: perQuery(allocating: true)) { benchmark in
        let fixture = Fixture.shared
        let set = fixture.queries.prefixes[3] ?? []
        for query in benchmark.scaledIterations { blackHole(fixture.index.search(set[query % set.count], limit: 10)) }
    }

    for kilometres in [1, 10, 100] {
        Benchmark("nearbyHits-\(kilometres)km-limit100", configuration: perQuery()) { benchmark in
            let fixture = Fixture.shared
            var hits: [SpatialHit] = []
            hits.reserveCapacity(256)
            benchmark.startMeasurement()
            for query in benchmark.scaledIterations {
                fixture.index.nearbyHits(fixture.land[query % fixture.land.count], radiusMeters: Double(kilometres) * 1_000, limit: 100, into: &hits)
            }
            benchmark.stopMeasurement()
            blackHole(hits)
        }
    }
    // Limits above 64 collect every record in the circle and sort; up to 64 keep a sorted list.
    Benchmark("nearbyHits-100km-limit64", configuration: perQuery()) { benchmark in
        let fixture = Fixture.shared
        var hits: [SpatialHit] = []
        hits.reserveCapacity(256)
        benchmark.startMeasurement()
        for query in benchmark.scaledIterations {
            fixture.index.nearbyHits(fixture.land[query % fixture.land.count], radiusMeters: 100_000, limit: 64, into: &hits)
        }
        benchmark.stopMeasurement()
        blackHole(hits)
    }
    Benchmark("nearby-places-10km-limit100", configuration: perQuery(allocating: true)) { benchmark in
        let fixture = Fixture.shared
        for query in benchmark.scaledIterations {
            blackHole(fixture.index.nearby(fixture.land[query % fixture.land.count], radiusMeters: 10_000, limit: 100))
        }
    }

    for (label, keyPath) in [("land", \Fixture.land), ("sphere", \Fixture.sphere)] {
        Benchmark("nearbyHits-nearest1-\(label)", configuration: perQuery()) { benchmark in
            let fixture = Fixture.shared
            let points = fixture[keyPath: keyPath]
            var hits: [SpatialHit] = []
            hits.reserveCapacity(16)
            benchmark.startMeasurement()
            for query in benchmark.scaledIterations {
                fixture.index.nearbyHits(points[query % points.count], radiusMeters: .infinity, limit: 1, into: &hits)
            }
            benchmark.stopMeasurement()
            blackHole(hits)
        }
        Benchmark("nearbyHits-reverse-\(label)", configuration: perQuery()) { benchmark in
            let fixture = Fixture.shared
            let points = fixture[keyPath: keyPath]
            var hits: [SpatialHit] = []
            hits.reserveCapacity(16)
            benchmark.startMeasurement()
            for query in benchmark.scaledIterations {
                fixture.index.nearbyHits(points[query % points.count], radiusMeters: .infinity, limit: 1, filter: .populatedPlaces, into: &hits)
            }
            benchmark.stopMeasurement()
            blackHole(hits)
        }
        Benchmark("reverse-place-\(label)", configuration: perQuery()) { benchmark in
            let fixture = Fixture.shared
            let points = fixture[keyPath: keyPath]
            for query in benchmark.scaledIterations { blackHole(fixture.index.reverse(points[query % points.count])) }
        }
    }

    Benchmark("category-nearbyHits-1km-osm", configuration: perQuery()) { benchmark in
        let fixture = Fixture.shared
        guard let index = fixture.osmIndex, let category = BenchIndex.topCategories(of: index, count: 1).first else {
            print("category benchmark skipped: \(fixture.osmIndex == nil ? fixture.osmSkipReason : "no categories in the OSM index")")
            return
        }
        let filter = PlaceFilter(categories: [category])
        var hits: [SpatialHit] = []
        hits.reserveCapacity(256)
        benchmark.startMeasurement()
        for query in benchmark.scaledIterations {
            index.nearbyHits(fixture.liechtenstein[query % fixture.liechtenstein.count], radiusMeters: 1_000, limit: 100, filter: filter, into: &hits)
        }
        benchmark.stopMeasurement()
        blackHole(hits)
    }
}
