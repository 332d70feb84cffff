#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GazetteerTestSupport

/// A process the test can signal while it runs: `gazetteer` itself, or a shell that sets limits and
/// then execs it. Output goes to files, so a chatty process never blocks on a full pipe.
final class RunningTool: @unchecked Sendable {
    /// How a run ended.
    struct Ending {
        /// The exit status, or the signal number when ``killedBySignal``.
        var status: Int32
        var killedBySignal: Bool
        var standardError: String

        var errorLines: [String] { standardError.split(separator: "\n").map(String.init) }
    }

    private let process = Process()
    private let capture: TemporaryDirectory
    private let finished = DispatchSemaphore(value: 0)
    private let started = ContinuousClock.now

    /// Starts `gazetteer arguments…`.
    convenience init(_ arguments: [String]) throws {
        try self.init(executable: try GazetteerTool.executable.get(), arguments: arguments)
    }

    /// Starts `/bin/sh -c script arguments…` (so `$0`, `$1`… are the arguments), with the tool's
    /// path in `$GAZETTEER`.
    convenience init(shell script: String, arguments: [String] = []) throws {
        try self.init(
            executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script] + arguments,
            environment: ["GAZETTEER": try GazetteerTool.executable.get().path])
    }

    init(executable: URL, arguments: [String], environment: [String: String] = [:]) throws {
        capture = try TemporaryDirectory()
        process.executableURL = executable
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        variables.removeValue(forKey: "GAZETTEER_INDEX")
        variables.merge(environment) { $1 }
        process.environment = variables
        try Data().write(to: URL(fileURLWithPath: capture.file("stderr")))
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: capture.file("stderr")))
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        process.terminationHandler = { [finished] _ in finished.signal() }
        try process.run()
    }

    var isRunning: Bool { process.isRunning }

    /// The process id.
    var processIdentifier: Int32 { process.processIdentifier }

    /// Whether the process catches `signal`, that is whether the tool has set up its handler (read
    /// from /proc on Linux; elsewhere, assumed one second after the start).
    func catches(_ signal: Int32) -> Bool {
        guard let text = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8) else {
            return started.duration(to: .now) > .seconds(1)
        }
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
              let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16)
        else { return false }
        return mask & (1 << UInt64(signal - 1)) != 0
    }

    /// Calls `step` every `interval` on a thread of its own, until it returns `true` or the process
    /// ends. A thread of its own, because other tests may keep every thread of the cooperative pool
    /// busy for longer than the tool runs.
    ///
    /// - Returns: whether `step` returned `true`.
    func watch(every interval: Duration = .microseconds(200), _ step: @escaping @Sendable () throws -> Bool) async throws -> Bool {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { [self] in
                do {
                    while isRunning {
                        if try step() { return continuation.resume(returning: true) }
                        Thread.sleep(forTimeInterval: Double(interval.components.attoseconds) / 1e18 + Double(interval.components.seconds))
                    }
                    continuation.resume(returning: false)
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }

    /// The files the process has open in `directory`, as paths their size can be read from: its
    /// descriptors under /proc (which also show anonymous files, Linux), else the directory's
    /// temporary indexes.
    func openFiles(in directory: TemporaryDirectory) -> [String] {
        let descriptors = "/proc/\(process.processIdentifier)/fd"
        guard FileManager.default.fileExists(atPath: "/proc/self/fd") else {
            return ((try? directory.temporaryIndexes()) ?? []).map(directory.file)
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: descriptors)) ?? []
        return names.map { descriptors + "/" + $0 }.filter {
            ((try? FileManager.default.destinationOfSymbolicLink(atPath: $0)) ?? "").hasPrefix(directory.path + "/")
        }
    }

    /// Sends `signal` to the process.
    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits for the process to end, without holding up other tests' threads.
    func ending() async throws -> Ending {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async { [finished] in
                finished.wait()
                continuation.resume()
            }
        }
        let error = try Data(contentsOf: URL(fileURLWithPath: capture.file("stderr")))
        return Ending(
            status: process.terminationStatus, killedBySignal: process.terminationReason == .uncaughtSignal,
            standardError: String(decoding: error, as: UTF8.self))
    }
}

extension TemporaryDirectory {
    /// The names of the directory's `.NAME.gazetteer-partial.*` files, the tool's unfinished indexes
    /// (where the platform has no anonymous files).
    func temporaryIndexes() throws -> [String] {
        try entries().filter { $0.hasPrefix(".") && $0.contains(".gazetteer-partial.") }
    }
}
