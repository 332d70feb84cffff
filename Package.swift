// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "gazetteer",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "GazetteerIndex", targets: ["GazetteerIndex"]),
        .library(name: "GazetteerImport", targets: ["GazetteerImport"]),
        .library(name: "LocationKit", targets: ["LocationKit"]),
        .library(name: "OfflineLocation", targets: ["OfflineLocation"]),
        .executable(name: "gazetteer", targets: ["gazetteer"]),
        // Shared by the test targets and the benchmarks package.
        .library(name: "GazetteerTestSupport", targets: ["GazetteerTestSupport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // zlib, linked from the system (Debian: zlib1g-dev).
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        // The SIGBUS guard for mapped index files (a signal handler, so in C).
        .target(name: "CMappingGuard"),
        // File format, writer, mmap reader, queries, normalization, geo math. Imports nothing of ours
        // but its SIGBUS guard.
        .target(name: "GazetteerIndex", dependencies: ["CMappingGuard"]),
        // Decompression and parsers that feed the index writer.
        .target(name: "GazetteerImport", dependencies: ["GazetteerIndex", "CZlib"]),
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
        // The command-line tool: argument parsing only.
        .executableTarget(
            name: "gazetteer",
            dependencies: [
                "GazetteerImport", "GazetteerIndex",
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
            dependencies: ["GazetteerIndex", "GazetteerImport", "CZlib"],
            path: "Tests/GazetteerTestSupport"
        ),
        .testTarget(name: "GazetteerIndexTests", dependencies: ["GazetteerIndex", "GazetteerTestSupport"]),
        .testTarget(name: "GazetteerImportTests", dependencies: ["GazetteerImport", "GazetteerIndex", "CZlib", "GazetteerTestSupport"]),
        .testTarget(
            name: "LocationKitTests",
            dependencies: [
                "LocationKit",
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(
            name: "OfflineLocationTests",
            dependencies: [
                "OfflineLocation", "LocationKit", "GazetteerIndex", "GazetteerImport",
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(name: "GazetteerCLITests", dependencies: ["GazetteerIndex", "GazetteerTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
