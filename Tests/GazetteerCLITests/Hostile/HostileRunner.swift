#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GazetteerTestSupport

/// Runs one hostile case against the built tool: in a fresh directory, under a memory limit and a
/// CPU-time limit set in the child (`ulimit`, i.e. `setrlimit`, before `exec`), with a wall-clock
/// deadline after which it is killed.
enum HostileRunner {
    /// Address space the tool may use: 2 GiB. The bombs this corpus holds took from 1.6 GB (PBF
    /// dense nodes) to tens of GB (zip members) before their limits held across the whole input;
    /// a build's address space is several times its resident memory (capacity reserved ahead,
    /// thread stacks), so the limit is not set tighter.
    static let memoryLimitKiB = 2 << 20

    /// What a run did.
    struct Run {
        var ending: RunningTool.Ending
        var timedOut: Bool
        /// The directory's entries before and after, each with its kind, size and content digest.
        var before: [String: FileState]
        var after: [String: FileState]
    }

    /// A directory entry's kind and, for regular files, size and a digest of the bytes.
    struct FileState: Equatable, CustomStringConvertible {
        var kind: mode_t
        var size: Int64
        var digest: UInt64

        var description: String { "kind \(String(kind, radix: 8)), \(size) bytes, digest \(String(digest, radix: 16))" }
    }

    /// Prepares `hostile` in a directory under `scratch` and runs it.
    static func run(_ hostile: HostileCase, in scratch: TemporaryDirectory) async throws -> Run {
        let directory = scratch.file(hostile.name)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        try hostile.prepare(in: directory)
        let before = try snapshot(directory)
        // Two malloc arenas: glibc otherwise reserves 64 MiB of address space per thread, which the
        // address-space limit would count as if it were used.
        let script = "ulimit -v \(memoryLimitKiB) && ulimit -t \(hostile.timeLimit) && MALLOC_ARENA_MAX=2 exec \"$GAZETTEER\" \"$@\""
        let tool = try RunningTool(shell: script, arguments: ["gazetteer"] + hostile.commandLine(in: directory))
        let deadline = ContinuousClock.now + .seconds(hostile.timeLimit)
        let timedOut = try await tool.watch(every: .milliseconds(50)) {
            guard ContinuousClock.now > deadline else { return false }
            tool.send(SIGKILL)
            return true
        }
        let ending = try await tool.ending()
        return Run(ending: ending, timedOut: timedOut, before: before, after: try snapshot(directory))
    }

    /// Every entry of `directory` (not following links) with its state.
    static func snapshot(_ directory: String) throws -> [String: FileState] {
        var states: [String: FileState] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            var status = stat()
            guard lstat(directory + "/" + name, &status) == 0 else { continue }
            let kind = status.st_mode & S_IFMT
            let size = Int64(status.st_size)
            // Sparse giants are compared by size; everything else by content.
            let digest = kind == S_IFREG && size <= 256 << 20 ? try digestOfFile(directory + "/" + name) : 0
            states[name] = FileState(kind: kind, size: size, digest: digest)
        }
        return states
    }

    /// FNV-1a over the file's bytes.
    private static func digestOfFile(_ path: String) throws -> UInt64 {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return data.withUnsafeBytes { bytes in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            return hash
        }
    }
}
