import Foundation
import Testing

/// A Python check script of `Scripts/` run against a server: it prints one JSON object on
/// standard output, and its standard error says what went wrong.
enum PythonCheck {
    /// Runs `Scripts/<name>` with `arguments` and returns its JSON object; records an issue (and
    /// throws) when the script fails or prints no object.
    static func run(_ name: String, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/\(name)").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(errorText)", sourceLocation: sourceLocation)
        return try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(errorText)", sourceLocation: sourceLocation)
    }
}
