import Foundation
import GazetteerTestSupport

/// The `gazetteer` executable that `swift test` builds next to the test bundle, run as a subprocess.
enum GazetteerTool {
    /// What one run printed and how it ended.
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String

        var outputLines: [String] { lines(standardOutput) }
        var errorLines: [String] { lines(standardError) }

        private func lines(_ text: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLastIfEmpty()
        }
    }

    enum LocateError: Error, CustomStringConvertible {
        case notFound(searched: [String])
        var description: String {
            switch self {
            case let .notFound(searched):
                "no gazetteer executable next to the test bundle (looked in \(searched.joined(separator: ", "))); build it with swift build"
            }
        }
    }

    /// The executable: in the products directory, which holds the test bundle (Linux: the test binary).
    static let executable: Result<URL, LocateError> = {
        var starts = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        starts += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { $0.bundleURL.deletingLastPathComponent() }
        var searched: [String] = []
        for start in starts {
            var directory = start.standardizedFileURL
            for _ in 0..<3 {
                let candidate = directory.appendingPathComponent("gazetteer")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                   FileManager.default.isExecutableFile(atPath: candidate.path) {
                    return .success(candidate)
                }
                searched.append(directory.path)
                directory = directory.deletingLastPathComponent()
            }
        }
        return .failure(.notFound(searched: searched))
    }()

    /// Runs `gazetteer arguments…` and waits for it to exit.
    ///
    /// - Parameters:
    ///   - environment: variables set on top of this process's environment, from which
    ///     `GAZETTEER_INDEX` is removed so the caller decides it.
    ///   - standardInput: bytes fed to the tool's standard input (empty input when `nil`).
    ///   - directory: the working directory.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], standardInput: Data? = nil, directory: String? = nil
    ) async throws -> Output {
        let process = Process()
        process.executableURL = try executable.get()
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        variables.removeValue(forKey: "GAZETTEER_INDEX")
        variables.merge(environment) { $1 }
        process.environment = variables
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }

        let capture = try TemporaryDirectory()
        let outputPath = capture.path + "/stdout"
        let errorPath = capture.path + "/stderr"
        let inputPath = capture.path + "/stdin"
        try Data().write(to: URL(fileURLWithPath: outputPath))
        try Data().write(to: URL(fileURLWithPath: errorPath))
        try (standardInput ?? Data()).write(to: URL(fileURLWithPath: inputPath))
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        let error = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        let input = try FileHandle(forReadingFrom: URL(fileURLWithPath: inputPath))
        defer {
            try? output.close()
            try? error.close()
            try? input.close()
        }
        process.standardOutput = output
        process.standardError = error
        process.standardInput = input

        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        return Output(
            status: status,
            standardOutput: String(decoding: try Data(contentsOf: URL(fileURLWithPath: outputPath)), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: URL(fileURLWithPath: errorPath)), as: UTF8.self))
    }
}

private extension Array where Element == String {
    func dropLastIfEmpty() -> [String] {
        last == "" ? Array(dropLast()) : self
    }
}
