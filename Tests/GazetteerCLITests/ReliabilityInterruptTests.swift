#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import GazetteerTestSupport

@Suite("gazetteer build interrupted")
struct ReliabilityInterruptTests {
    /// Rows in the input: enough that reading them takes well over the wait before the signal (4 s
    /// for a debug build on a busy machine).
    static let rows = 60_000

    @Test("SIGINT while the input is read exits with 130 and leaves neither the index nor a temporary file")
    func interruptWhileReading() async throws {
        let inputs = try TemporaryDirectory()
        let outputs = try TemporaryDirectory()
        let input = try SyntheticInput.geoNames(rows: Self.rows, in: inputs)
        let tool = try RunningTool(["build", input, "-o", outputs.file("big.gazetteer")])
        guard try await Self.interruptOnceReading(tool) else {
            let early = try await tool.ending()
            Issue.record("the build ended with \(early.status) before it could be interrupted: \(early.standardError)")
            return
        }
        let ending = try await tool.ending()
        #expect(!ending.killedBySignal)
        #expect(ending.status == 130)
        #expect(ending.errorLines == ["gazetteer: interrupted; no index written"])
        #expect(try outputs.entries() == [])
    }

    @Test("SIGINT while the index file is written removes the temporary file and exits with 130")
    func interruptWhileWriting() async throws {
        let inputs = try TemporaryDirectory()
        let outputs = try TemporaryDirectory()
        let input = try SyntheticInput.geoNames(rows: Self.rows / 4, in: inputs)
        let output = outputs.file("big.gazetteer")
        let ending = try await Self.interruptWhileWriting(input, into: output, in: outputs) {
            try FileManager.default.removeItem(atPath: output)
        }
        #expect(ending.status == 130)
        #expect(ending.errorLines == ["gazetteer: interrupted; no index written"])
        #expect(try outputs.entries() == [])
    }

    @Test("an existing index stays byte for byte the same when a build over it is interrupted, while reading or while writing")
    func interruptKeepsExistingIndex() async throws {
        let inputs = try TemporaryDirectory()
        let outputs = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: outputs)
        let before = try Data(contentsOf: URL(fileURLWithPath: index))
        let input = try SyntheticInput.geoNames(rows: Self.rows, in: inputs)

        let reading = try RunningTool(["build", input, "-o", index])
        guard try await Self.interruptOnceReading(reading) else {
            let early = try await reading.ending()
            Issue.record("the build ended with \(early.status) before it could be interrupted: \(early.standardError)")
            return
        }
        #expect(try await reading.ending().status == 130)
        #expect(try Data(contentsOf: URL(fileURLWithPath: index)) == before)

        let small = try SyntheticInput.geoNames(rows: Self.rows / 4, named: "small.txt", in: inputs)
        let writing = try await Self.interruptWhileWriting(small, into: index, in: outputs) {
            try before.write(to: URL(fileURLWithPath: index))
        }
        #expect(writing.status == 130)
        #expect(try Data(contentsOf: URL(fileURLWithPath: index)) == before)
        #expect(try outputs.entries() == ["awkward-places.gazetteer"])
        #expect(try await GazetteerTool.run(["verify", index]).status == 0)
    }

    /// Runs `gazetteer build input -o output` until its temporary index appears, stops it there
    /// (SIGSTOP), and when less than half of the index is written sends SIGINT and lets it go on
    /// (SIGCONT). The file lives only while the index is written and synced, so a run that gets
    /// further before it is caught is undone with `undo` and tried again.
    static func interruptWhileWriting(
        _ input: String, into output: String, in outputs: TemporaryDirectory, undo: () throws -> Void
    ) async throws -> RunningTool.Ending {
        let reference = try TemporaryDirectory()
        let complete = try await GazetteerTool.run(["build", input, "-o", reference.file("complete.gazetteer"), "--quiet"])
        try #require(complete.status == 0, "\(complete.standardError)")
        let completeSize = try Data(contentsOf: URL(fileURLWithPath: reference.file("complete.gazetteer"))).count
        for _ in 0..<10 {
            let tool = try RunningTool(["build", input, "-o", output, "--quiet"])
            let caught = Flag()
            _ = try await tool.watch {
                guard tool.catches(SIGINT), let file = tool.openFiles(in: outputs).first else { return false }
                tool.send(SIGSTOP)
                Thread.sleep(forTimeInterval: 0.02)
                let size = try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int
                if let size, size < completeSize / 2 {
                    caught.set()
                    tool.send(SIGINT)
                }
                tool.send(SIGCONT)
                return true
            }
            let ending = try await tool.ending()
            if caught.isSet { return ending }
            try undo()
        }
        throw NotCaught()
    }

    /// Sends SIGINT 100 ms after the tool has set up its handler, while it is still reading.
    /// - Returns: whether the signal was sent before the tool ended.
    static func interruptOnceReading(_ tool: RunningTool) async throws -> Bool {
        try await tool.watch(every: .milliseconds(2)) {
            guard tool.catches(SIGINT) else { return false }
            Thread.sleep(forTimeInterval: 0.1)
            guard tool.isRunning else { return false }
            tool.send(SIGINT)
            return true
        }
    }

    /// A flag set on the watching thread and read after it is done.
    final class Flag: @unchecked Sendable {
        private(set) var isSet = false
        func set() { isSet = true }
    }

    struct NotCaught: Error, CustomStringConvertible {
        var description: String { "ten builds got past half of the index before they could be stopped" }
    }
}
