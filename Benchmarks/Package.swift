// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so the root build never pulls benchmark dependencies.
//
//   swift package --package-path Benchmarks benchmark          package-benchmark suites (wall clock, mallocs)
//   swift run -c release --package-path Benchmarks gazetteer-bench ...   query sets and in-process timings
//   bash Benchmarks/compare.sh                                 everything against the peers, one table
// A path dependency's identity is its directory's name, which depends on where the repository was cloned.
let root = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "gazetteer").lowercased()
let gazetteerIndex = Target.Dependency.product(name: "GazetteerIndex", package: root)
let gazetteerImport = Target.Dependency.product(name: "GazetteerImport", package: root)
let testSupport = Target.Dependency.product(name: "GazetteerTestSupport", package: root)

let package = Package(
    name: "gazetteer-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Paths, the seeded sampler, query-set files and a monotonic timer, shared by everything below.
        .target(
            name: "BenchSupport",
            dependencies: [gazetteerIndex, gazetteerImport, testSupport]
        ),
        // Writes the query sets; times our queries in-process for compare.sh.
        .executableTarget(
            name: "gazetteer-bench",
            dependencies: ["BenchSupport", gazetteerIndex, gazetteerImport]
        ),
        .executableTarget(
            name: "IndexQueries",
            dependencies: [
                "BenchSupport", gazetteerIndex,
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/IndexQueries",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ImportParse",
            dependencies: [
                "BenchSupport", gazetteerIndex, gazetteerImport,
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ImportParse",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
