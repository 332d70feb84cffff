#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the benchmark inputs and work files are, overridable by environment variables.
///
/// Defaults are found from this source file's location, so they hold whatever the working
/// directory: `Benchmarks/work/` for work files and `../shared/data/` beside the repository.
public enum BenchPaths {
    /// The `Benchmarks/` directory.
    public static let benchmarks: String = {
        var path = "\(#filePath)"
        for _ in 0..<3 { path = parent(path) }
        return path
    }()

    /// Work files: indexes, query sets, results (`GAZETTEER_BENCH_WORK`, default `Benchmarks/work`).
    public static var work: String { environment("GAZETTEER_BENCH_WORK") ?? benchmarks + "/work" }

    /// Query-set text files.
    public static var queries: String { work + "/queries" }

    /// The GeoNames dump (`GAZETTEER_BENCH_GEONAMES`, default `../shared/data/geonames/cities500.txt.gz`).
    public static var geonames: String {
        environment("GAZETTEER_BENCH_GEONAMES") ?? parent(benchmarks) + "/../shared/data/geonames/cities500.txt.gz"
    }

    /// The OpenStreetMap extract for the category benchmark (`GAZETTEER_BENCH_OSM`).
    public static var osm: String {
        environment("GAZETTEER_BENCH_OSM") ?? parent(benchmarks) + "/../shared/data/osm/liechtenstein-2013-08-03.osm.pbf"
    }

    /// The index built from ``geonames`` (`GAZETTEER_BENCH_INDEX`, default `work/geonames.gazetteer`).
    public static var geonamesIndex: String { environment("GAZETTEER_BENCH_INDEX") ?? work + "/geonames.gazetteer" }

    /// The index built from ``osm`` (`GAZETTEER_BENCH_OSM_INDEX`, default `work/osm.gazetteer`).
    public static var osmIndex: String { environment("GAZETTEER_BENCH_OSM_INDEX") ?? work + "/osm.gazetteer" }

    public static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    public static func makeDirectory(_ path: String) {
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            mkdir(current, 0o755)
        }
    }

    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }
}
