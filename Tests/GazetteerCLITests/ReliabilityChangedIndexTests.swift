#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import GazetteerTestSupport

/// A long-running `search --batch` whose index file is changed underneath it: it must never die
/// of a signal (SIGBUS); it either goes on answering from the data it opened or stops with one
/// clear line saying the file changed.
@Suite("An index changed while a batch has it open")
struct ReliabilityChangedIndexTests {
    /// Every pair of the made-up names' syllables, and every letter: between them the queries read
    /// every part of the index, and their answers (about 200 KB) are more than the tool buffers
    /// before it writes, so a test sees answers while the tool runs.
    static let queries: [String] = {
        let syllables = SyntheticInput.syllables
        let pairs = syllables.flatMap { first in syllables.map { first + $0 } }
        return pairs + "abcdefghijklmnopqrstuvwxyz".map(String.init)
    }()

    @Test("search --batch survives its index being truncated underneath it and says the file changed")
    func truncatedUnderneath() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Self.buildLargeIndex(in: scratch)
        let ending = try await Self.runBatch(index: index) {
            #expect(truncate(index, 4096) == 0)
        }
        Self.expectClearEnding(ending)
        #expect(ending.status != 0, "a truncated index cannot answer every query")
    }

    @Test("search --batch survives its index being overwritten in place by cp with a smaller index")
    func overwrittenInPlace() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Self.buildLargeIndex(in: scratch)
        let small = try await Fixture.buildIndex(in: scratch)
        let ending = try await Self.runBatch(index: index) {
            let copy = try await GazetteerToolShell.run("/bin/cp", [small, index])
            #expect(copy == 0)
        }
        Self.expectClearEnding(ending)
    }

    @Test("search --batch goes on answering from the old data when a new index is renamed over the old one")
    func replacedByRename() async throws {
        let scratch = try TemporaryDirectory()
        let index = try await Self.buildLargeIndex(in: scratch)
        let small = try await Fixture.buildIndex(in: scratch)
        let tool = try InteractiveTool(["search", "--batch", "-", "--index", index, "--limit", "3"])
        tool.send(Self.round)
        #expect(try await tool.waitForOutput(lines: 1))
        #expect(rename(small, index) == 0)
        tool.send(Self.round)
        let ending = try await tool.finish()
        #expect(!ending.killedBySignal)
        #expect(ending.status == 0, "\(ending.standardError)")
        let lines = tool.outputLines()
        #expect(lines.count >= 2 * Self.queries.count && lines.count % 2 == 0)
        #expect(lines.suffix(lines.count / 2).elementsEqual(lines.prefix(lines.count / 2)), "answers come from the index that was opened")
    }

    /// One round of queries.
    static let round = queries

    /// A batch over `index`: a round of queries, `change`, then two rounds more.
    static func runBatch(index: String, change: () async throws -> Void) async throws -> RunningTool.Ending {
        let tool = try InteractiveTool(["search", "--batch", "-", "--index", index, "--limit", "3"])
        tool.send(round)
        #expect(try await tool.waitForOutput(lines: 1))
        try await change()
        if tool.send(round) { tool.send(round) }
        return try await tool.finish()
    }

    /// No signal, no time-out; a failure is one line that says the index changed.
    static func expectClearEnding(_ ending: RunningTool.Ending, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!ending.killedBySignal, "killed by signal \(ending.status)", sourceLocation: sourceLocation)
        #expect(ending.status != -1, "timed out", sourceLocation: sourceLocation)
        if ending.status != 0 {
            #expect(ending.errorLines.count == 1, "\(ending.standardError)", sourceLocation: sourceLocation)
            #expect(ending.standardError.contains("changed while open"), "\(ending.standardError)", sourceLocation: sourceLocation)
        }
    }

    /// An index of 30,000 made-up places (a few megabytes: many pages for a query to touch).
    static func buildLargeIndex(in scratch: TemporaryDirectory) async throws -> String {
        let input = try SyntheticInput.geoNames(rows: 30_000, in: scratch)
        let index = scratch.file("large.gazetteer")
        let built = try await GazetteerTool.run(["build", input, "-o", index, "--quiet"])
        try #require(built.status == 0, "\(built.standardError)")
        return index
    }
}

/// Runs another program to completion (`cp`, as a user would).
enum GazetteerToolShell {
    static func run(_ executable: String, _ arguments: [String]) async throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        return try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
    }
}
