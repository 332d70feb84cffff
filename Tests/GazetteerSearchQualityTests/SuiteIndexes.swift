import Foundation
import GazetteerImport
import GazetteerIndex
import GazetteerTestSupport

/// The indexes the ranking suites run on, each built once per test run on first use.
enum SuiteIndexes {
    /// cities500 with admin1CodesASCII.txt and countryInfo.txt (shared with the other test targets).
    static let cities500 = Task { () async throws -> Gazetteer in
        guard let built = try await SharedIndexes.cities500() else { throw SuiteError.missingData }
        return built.index
    }

    /// The Liechtenstein extract.
    static let liechtenstein = Task { try await build("liechtenstein") { output in
        guard let pbf = SharedData.liechtensteinPBF else { throw SuiteError.missingData }
        _ = try BuildJob(inputs: [pbf], output: output, indexOptions: IndexBuilder.Options(createdAt: 0)).run()
    } }

    /// cities500 and the Liechtenstein extract together (shared with the other test targets).
    static let mixed = Task { () async throws -> Gazetteer in
        guard let built = try await SharedIndexes.mixed() else { throw SuiteError.missingData }
        return built.index
    }

    /// `Data/search/liechtenstein-and-inverted.tsv`.
    static let fixture = Task { try await build("fixture") { output in
        try SearchFixture.build("liechtenstein-and-inverted.tsv", to: output)
    } }

    /// Builds with `write` on a thread of its own (a long build must not hold the test runner's
    /// threads), opens the index and removes the file (the mapping keeps it readable).
    private static func build(_ name: String, _ write: @escaping @Sendable (String) throws -> Void) async throws -> Gazetteer {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Gazetteer, any Error>) in
            let thread = Thread {
                let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString).gazetteer").path
                defer { try? FileManager.default.removeItem(atPath: output) }
                continuation.resume(with: Result {
                    try write(output)
                    return try Gazetteer(path: output)
                })
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }
}

enum SuiteError: Error {
    case missingData
}
