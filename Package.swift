// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "gazetteer",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "GazetteerIndex", targets: ["GazetteerIndex"]),
        .library(name: "GazetteerImport", targets: ["GazetteerImport"]),
        .library(name: "LocationKit", targets: ["LocationKit"]),
        .library(name: "OfflineLocation", targets: ["OfflineLocation"]),
        .library(name: "RemoteLocation", targets: ["RemoteLocation"]),
        .executable(name: "gazetteer", targets: ["gazetteer"]),
        // Shared by the test targets and the benchmarks package.
        .library(name: "GazetteerTestSupport", targets: ["GazetteerTestSupport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // Test-only: the classic-style specs (Quick 7 needs Nimble 13).
        .package(url: "https://github.com/Quick/Quick", from: "7.6.2"),
        .package(url: "https://github.com/Quick/Nimble", from: "13.8.0"),
        // The server only; its default traits (swift-configuration, full Foundation) are not needed.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        // zlib, linked from the system (Debian: zlib1g-dev).
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        // libdeflate, linked from the system (Debian: libdeflate-dev): whole-buffer inflate of PBF blobs.
        .systemLibrary(
            name: "CLibdeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        // The SIGBUS guard for mapped index files (a signal handler, so in C).
        .target(name: "CMappingGuard"),
        // File format, writer, mmap reader, queries, normalization, geo math. Imports nothing of ours
        // but its SIGBUS guard.
        .target(name: "GazetteerIndex", dependencies: ["CMappingGuard"]),
        // Decompression (streams through zlib, PBF blobs through libdeflate) and parsers that feed the index writer.
        .target(name: "GazetteerImport", dependencies: ["GazetteerIndex", "CZlib", "CLibdeflate"]),
        // App-facing protocols, models and view models. Knows nothing of the index.
        .target(
            name: "LocationKit",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
                .product(name: "OpenCombineDispatch", package: "OpenCombine", condition: .when(platforms: [.linux])),
            ]
        ),
        // LocationService / AmenityRequest / Store implementations over the index.
        .target(
            name: "OfflineLocation",
            dependencies: [
                "LocationKit", "GazetteerIndex",
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
            ]
        ),
        // LocationService / AmenityRequest over any Photon-compatible HTTP server, through an injected
        // URLSession, and a geocoder that falls back to another when the first fails or is slow.
        // Depends on LocationKit and Foundation only: never on the index, the importer or the server.
        .target(name: "RemoteLocation", dependencies: ["LocationKit"]),
        // Result encoders shared by the command line and the server: one JSON byte writer; our JSON and
        // GeoJSON, Photon's and Nominatim's formats; the limits on queries. Imports only the index.
        .target(name: "GazetteerOutput", dependencies: ["GazetteerIndex"]),
        // The HTTP API (Photon, Nominatim and our own routes) and the search page. Never imports the importer.
        .target(
            name: "GazetteerServer",
            dependencies: [
                "GazetteerIndex", "GazetteerOutput",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // The command-line tool: parses arguments, checks them against the index, runs the library
        // (build, queries, server) and prints the answers; errors become exit codes in its root command.
        .executableTarget(
            name: "gazetteer",
            dependencies: [
                "GazetteerImport", "GazetteerIndex", "GazetteerOutput", "GazetteerServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // A minimal app: the view models wired to the offline services.
        .executableTarget(
            name: "offline-demo",
            dependencies: [
                "LocationKit", "OfflineLocation",
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
            ]
        ),
        // Helpers every test target shares: temporary directories, seeded generators, the shared-data
        // locator, in-memory streams, record sinks, and the app layer's mocks and scenarios.
        .target(
            name: "GazetteerTestSupport",
            dependencies: [
                "GazetteerIndex", "GazetteerImport", "LocationKit", "CZlib",
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
                .product(name: "OpenCombineDispatch", package: "OpenCombine", condition: .when(platforms: [.linux])),
            ],
            path: "Tests/GazetteerTestSupport"
        ),
        // Counts one thread's allocations (Linux with glibc), for tests that a query allocates nothing.
        .target(name: "CMallocCounter", path: "Tests/CMallocCounter"),
        .testTarget(name: "GazetteerIndexTests", dependencies: ["GazetteerIndex", "GazetteerTestSupport", "CMallocCounter"]),
        .testTarget(name: "GazetteerImportTests", dependencies: ["GazetteerImport", "GazetteerIndex", "CZlib", "GazetteerTestSupport"]),
        .testTarget(
            name: "LocationKitTests",
            dependencies: [
                "LocationKit", "GazetteerTestSupport",
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(
            name: "OfflineLocationTests",
            dependencies: [
                "OfflineLocation", "LocationKit", "GazetteerIndex", "GazetteerImport", "GazetteerTestSupport",
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(
            name: "RemoteLocationTests",
            dependencies: [
                "RemoteLocation", "LocationKit", "OfflineLocation", "GazetteerTestSupport",
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
            ]
        ),
        // App code written the classic way (view models made from nonisolated code, Quick/Nimble specs,
        // XCTest with expectations), compiled in Swift 5 language mode against the three kinds of service.
        .testTarget(
            name: "ClassicAppTests",
            dependencies: [
                "LocationKit", "OfflineLocation", "RemoteLocation", "GazetteerTestSupport",
                .product(name: "Quick", package: "Quick"),
                .product(name: "Nimble", package: "Nimble"),
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Scripts/ holds the Python clients the tests run (read from the source tree, not bundled).
        .testTarget(
            name: "GazetteerCLITests", dependencies: ["GazetteerIndex", "GazetteerImport", "GazetteerTestSupport"],
            exclude: ["Scripts"]
        ),
        .testTarget(
            name: "GazetteerOutputTests",
            dependencies: ["GazetteerOutput", "GazetteerIndex", "GazetteerTestSupport"]
        ),
        .testTarget(
            name: "GazetteerServerTests",
            dependencies: [
                "GazetteerServer", "GazetteerOutput", "GazetteerIndex", "GazetteerImport", "GazetteerTestSupport",
            ]
        ),
        // Search quality: queries with the expected answers written down, on real data and Data/ fixtures.
        .testTarget(
            name: "GazetteerSearchQualityTests",
            dependencies: ["GazetteerIndex", "GazetteerImport", "GazetteerTestSupport"],
            resources: [.copy("Suites")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
