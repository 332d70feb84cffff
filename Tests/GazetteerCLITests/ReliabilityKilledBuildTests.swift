#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import GazetteerTestSupport

@Suite("gazetteer build killed")
struct ReliabilityKilledBuildTests {
    @Test("a build killed with SIGKILL while it writes its index leaves nothing in the output directory",
          .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd")))
    func killedWhileWriting() async throws {
        let inputs = try TemporaryDirectory()
        let outputs = try TemporaryDirectory()
        let input = try SyntheticInput.geoNames(rows: 15_000, in: inputs)
        let output = outputs.file("big.gazetteer")
        var killed = false
        for _ in 0..<10 where !killed {
            let tool = try RunningTool(["build", input, "-o", output, "--quiet"])
            killed = try await tool.watch(every: .microseconds(500)) {
                guard !tool.openFiles(in: outputs).isEmpty else { return false }
                tool.send(SIGKILL)
                return true
            }
            let ending = try await tool.ending()
            if killed {
                #expect(ending.killedBySignal)
            } else {
                try? FileManager.default.removeItem(atPath: output)
            }
        }
        try #require(killed, "ten builds ended before they were seen writing")
        #expect(try outputs.entries() == [])
    }
}
