import BenchSupport
import GazetteerIndex
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let usage = """
    usage: gazetteer-bench queries [--source GEONAMES] [--out DIR]
           gazetteer-bench time --index INDEX [--osm-index INDEX] [--queries DIR] [--results DIR] [--worst N] [--only PREFIX] [--spatial]
           gazetteer-bench parse [GEONAMES] [--repeat N]
           gazetteer-bench run OPERATION --index INDEX [--queries DIR]
           gazetteer-bench areas [--extract OSM_FILE]

    queries  draws the seeded query sets from a GeoNames dump into DIR (default Benchmarks/work/queries)
    time     times every query kind in-process; prints JSON (median and p99 in microseconds);
             --results writes each point's nearest place, --worst lists the slowest queries on stderr,
             --spatial times only radius, nearest and reverse queries (and the batch reverse)
    parse    parse-only import throughput: GeoNamesRowParser over the decompressed lines
    areas    point-in-polygon: which areas contain a point, on an extract's boundaries (osmium
             assembles them; default the shared Liechtenstein extract) and on a synthetic country
    run      one operation over its whole query set, untimed (for valgrind --tool=callgrind):
             \(OperationRunner.names.joined(separator: ", "))
    """

func option(_ name: String, in arguments: [String]) -> String? {
    guard let at = arguments.firstIndex(of: name), at + 1 < arguments.count else { return nil }
    return arguments[at + 1]
}

func fail(_ message: String) -> Never {
    let text = "gazetteer-bench: \(message)\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
    exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "queries":
        let source = option("--source", in: arguments) ?? BenchPaths.geonames
        let directory = option("--out", in: arguments) ?? BenchPaths.queries
        let sets = try QuerySets.ensure(source: source, directory: directory)
        print("query sets in \(directory): \(sets.names.count) names, \(sets.land.count) land points, \(sets.sphere.count) sphere points")
    case "time":
        guard let index = option("--index", in: arguments) else { fail("time needs --index\n\(usage)") }
        let runner = QueryTimer(
            indexPath: index, osmIndexPath: option("--osm-index", in: arguments),
            queries: try QuerySets.load(from: option("--queries", in: arguments) ?? BenchPaths.queries),
            resultsDirectory: option("--results", in: arguments),
            worst: Int(option("--worst", in: arguments) ?? "0") ?? 0, only: option("--only", in: arguments),
            spatialOnly: arguments.contains("--spatial"))
        print(try runner.run())
    case "run":
        guard arguments.count > 1, let index = option("--index", in: arguments) else { fail("run needs OPERATION and --index\n\(usage)") }
        let queries = try QuerySets.load(from: option("--queries", in: arguments) ?? BenchPaths.queries)
        print("\(arguments[1]): checksum \(try OperationRunner.run(arguments[1], index: try Gazetteer(path: index), queries: queries))")
    case "areas":
        print(try AreaTimer.run(extract: option("--extract", in: arguments) ?? (BenchPaths.exists(BenchPaths.osm) ? BenchPaths.osm : nil)))
    case "parse":
        let path = arguments.dropFirst().first { !$0.hasPrefix("--") && Int($0) == nil } ?? BenchPaths.geonames
        print(try ParseThroughput.run(path: path, repeats: Int(option("--repeat", in: arguments) ?? "5") ?? 5))
    default:
        print(usage)
        exit(arguments.isEmpty ? 0 : 2)
    }
} catch {
    fail("\(error)")
}
