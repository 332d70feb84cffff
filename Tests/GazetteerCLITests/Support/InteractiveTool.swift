#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GazetteerTestSupport

/// `gazetteer` run with a pipe on its standard input, so a test can feed it lines while it runs
/// (a long `search --batch -`) and change things underneath it between lines.
final class InteractiveTool: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let capture: TemporaryDirectory
    private let finished = DispatchSemaphore(value: 0)

    /// Starts `gazetteer arguments…`; standard output and error go to files.
    init(_ arguments: [String]) throws {
        // A tool that died must not take the test process with it when the test writes to the pipe.
        signal(SIGPIPE, SIG_IGN)
        capture = try TemporaryDirectory()
        process.executableURL = try GazetteerTool.executable.get()
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        variables.removeValue(forKey: "GAZETTEER_INDEX")
        process.environment = variables
        try Data().write(to: URL(fileURLWithPath: capture.file("stdout")))
        try Data().write(to: URL(fileURLWithPath: capture.file("stderr")))
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: capture.file("stdout")))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: capture.file("stderr")))
        process.standardInput = input
        process.terminationHandler = { [finished] _ in finished.signal() }
        try process.run()
    }

    /// Writes `lines` to the tool's standard input; returns `false` once the tool has stopped reading.
    @discardableResult
    func send(_ lines: [String]) -> Bool {
        let bytes = Array(lines.map { $0 + "\n" }.joined().utf8)
        let descriptor = input.fileHandleForWriting.fileDescriptor
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return false }
            written += result
        }
        return true
    }

    /// The lines the tool has written to standard output so far.
    func outputLines() -> [Substring] {
        let data = (try? Data(contentsOf: URL(fileURLWithPath: capture.file("stdout")))) ?? Data()
        return String(decoding: data, as: UTF8.self).split(separator: "\n")
    }

    /// Waits until the tool has answered `count` lines, or `timeout` has passed, or it has ended.
    func waitForOutput(lines count: Int, timeout: Duration = .seconds(60)) async throws -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if outputLines().count >= count { return true }
            if !process.isRunning { return outputLines().count >= count }
            try await Task.sleep(for: .milliseconds(20))
        }
        return false
    }

    /// Closes standard input and waits up to `timeout` for the tool to end; kills it (SIGKILL) past that.
    func finish(timeout: Duration = .seconds(60)) async throws -> RunningTool.Ending {
        try? input.fileHandleForWriting.close()
        let ended = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            DispatchQueue.global().async { [finished] in
                let seconds = Double(timeout.components.seconds)
                continuation.resume(returning: finished.wait(timeout: .now() + seconds) == .success)
            }
        }
        if !ended {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        let error = try Data(contentsOf: URL(fileURLWithPath: capture.file("stderr")))
        return RunningTool.Ending(
            status: ended ? process.terminationStatus : -1,
            killedBySignal: ended && process.terminationReason == .uncaughtSignal,
            standardError: String(decoding: error, as: UTF8.self))
    }
}
