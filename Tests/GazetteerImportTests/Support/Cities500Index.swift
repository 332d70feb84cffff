import Foundation
import GazetteerImport
import GazetteerIndex

/// cities500.txt.gz built once per test run, on first use, and shared by every test that needs it.
///
/// The build runs on a thread of its own, so tests waiting for it are suspended rather than
/// holding the test runner's threads. The index file is removed as soon as it is open; the
/// mapping keeps it readable.
enum Cities500Index {
    struct Built: Sendable {
        var index: Gazetteer
        var result: BuildJob.Result
    }

    /// The shared build, started by the first caller.
    static var shared: Built {
        get async throws { try await build.value }
    }

    private static let build = Task {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Built, any Error>) in
            let thread = Thread {
                continuation.resume(with: Result { try makeIndex() })
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    private static func makeIndex() throws -> Built {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("cities500-\(UUID().uuidString).gazetteer").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try BuildJob(
            inputs: [GeoNamesFixture.cities500], output: output, indexOptions: IndexBuilder.Options(createdAt: 0)
        ).run()
        return Built(index: try Gazetteer(path: output), result: result)
    }
}
