import Foundation
import GazetteerImport
import GazetteerIndex

/// Indexes of the shared data sets, each built once per test process on first use and shared by
/// every test target (they all run in one process), so the slow builds of real data happen once.
///
/// A build runs on a thread of its own, so tests waiting for it are suspended rather than holding
/// the test runner's threads. The index file is removed as soon as it is open; the mapping keeps
/// it readable.
public enum SharedIndexes {
    /// An index and what its build reported.
    public struct Built: Sendable {
        public let index: Gazetteer
        public let result: BuildJob.Result
    }

    /// cities500 with admin1CodesASCII.txt and countryInfo.txt; `nil` when the shared data is absent.
    public static func cities500() async throws -> Built? { try await cities500Build.value }

    /// cities500 (with its side files) and the Liechtenstein extract in one index; `nil` when absent.
    public static func mixed() async throws -> Built? { try await mixedBuild.value }

    private static let cities500Build = Task { () async throws -> Built? in
        guard let cities500 = SharedData.cities500 else { return nil }
        return try await build("cities500", [cities500])
    }

    private static let mixedBuild = Task { () async throws -> Built? in
        guard let cities500 = SharedData.cities500, let pbf = SharedData.liechtensteinPBF else { return nil }
        return try await build("mixed", [cities500, pbf])
    }

    private static func build(_ name: String, _ inputs: [String]) async throws -> Built {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Built, any Error>) in
            let thread = Thread {
                let output = FileManager.default.temporaryDirectory
                    .appendingPathComponent("\(name)-\(UUID().uuidString).gazetteer").path
                defer { try? FileManager.default.removeItem(atPath: output) }
                continuation.resume(with: Result {
                    let result = try BuildJob(
                        inputs: inputs, output: output, admin1Path: SharedData.admin1Codes,
                        countriesPath: SharedData.countryInfo, indexOptions: IndexBuilder.Options(createdAt: 0)
                    ).run()
                    return Built(index: try Gazetteer(path: output), result: result)
                })
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }
}
