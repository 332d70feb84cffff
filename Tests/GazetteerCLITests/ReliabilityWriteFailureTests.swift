#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import GazetteerTestSupport

@Suite("gazetteer build when the output cannot be written")
struct ReliabilityWriteFailureTests {
    /// Rows whose index is far larger than the 32 KiB that `ulimit -f 64` allows.
    static let rows = 3_000

    @Test("a file size limit (a full disk) ends the build with one line, a non-zero exit and no temporary file")
    func fileSizeLimit() async throws {
        let inputs = try TemporaryDirectory()
        let outputs = try TemporaryDirectory()
        let input = try SyntheticInput.geoNames(rows: Self.rows, in: inputs)
        let output = outputs.file("limited.gazetteer")
        let ending = try await Self.buildUnderFileSizeLimit(input, output)
        #expect(!ending.killedBySignal, "killed by signal \(ending.status)")
        #expect(ending.status == 1)
        #expect(ending.errorLines == ["gazetteer: \(output): cannot write index: File too large"])
        #expect(try outputs.entries() == [])
    }

    @Test("an existing index stays byte for byte the same when a new build fails", arguments: ["truncated gzip input", "full disk"])
    func failedBuildKeepsExistingIndex(failure: String) async throws {
        let inputs = try TemporaryDirectory()
        let outputs = try TemporaryDirectory()
        let index = try await Fixture.buildIndex(in: outputs)
        let before = try Data(contentsOf: URL(fileURLWithPath: index))
        let ending: RunningTool.Ending
        if failure == "full disk" {
            ending = try await Self.buildUnderFileSizeLimit(try SyntheticInput.geoNames(rows: Self.rows, in: inputs), index)
            #expect(ending.errorLines == ["gazetteer: \(index): cannot write index: File too large"])
        } else {
            let compressed = try Data(contentsOf: URL(fileURLWithPath: Fixture.awkwardPlacesGzip))
            let truncated = try inputs.write(compressed.prefix(compressed.count - 9), named: "truncated.txt.gz")
            ending = try await RunningTool(["build", truncated, "-o", index]).ending()
            #expect(ending.errorLines.count == 1)
        }
        #expect(!ending.killedBySignal && ending.status != 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: index)) == before)
        #expect(try outputs.entries() == ["awkward-places.gazetteer"])
    }

    @Test("an output directory that refuses new files gives one line naming the output and a non-zero exit")
    func readOnlyDirectory() async throws {
        let scratch = try TemporaryDirectory()
        // Permission bits do not stop root, so as root the test writes into /proc, which refuses new files to everyone.
        let isRoot = geteuid() == 0
        let directory = isRoot ? "/proc" : scratch.file("read-only")
        if !isRoot {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
            chmod(directory, 0o555)
        }
        defer { if !isRoot { chmod(directory, 0o755) } }
        let output = directory + "/reliability-\(getpid()).gazetteer"
        let ending = try await RunningTool(["build", Fixture.awkwardPlaces, "-o", output, "--quiet"]).ending()
        #expect(ending.status == 1)
        #expect(ending.errorLines.count == 1)
        #expect(ending.errorLines.first?.hasPrefix("gazetteer: \(output): cannot write index: ") == true)
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).allSatisfy { !$0.contains(".tmp-") })
    }

    @Test("an output path below a regular file gives one line saying it is not a directory")
    func parentIsAFile() async throws {
        let scratch = try TemporaryDirectory()
        let file = try scratch.write("not a directory", named: "file")
        let output = file + "/index.gazetteer"
        let ending = try await RunningTool(["build", Fixture.awkwardPlaces, "-o", output, "--quiet"]).ending()
        #expect(ending.status == 1)
        #expect(ending.errorLines == ["gazetteer: \(output): cannot write index: Not a directory"])
        #expect(try scratch.entries() == ["file"])
    }

    /// Builds under `ulimit -f 64` (32 KiB in /bin/sh's 512-byte blocks).
    static func buildUnderFileSizeLimit(_ input: String, _ output: String) async throws -> RunningTool.Ending {
        try await RunningTool(shell: "ulimit -f 64 && exec \"$GAZETTEER\" build \"$0\" -o \"$1\" --quiet", arguments: [input, output]).ending()
    }
}
