import Testing
import GazetteerImport
import GazetteerTestSupport

@Suite("Decompression limits")
struct DecompressionLimitTests {
    private static let tightLimits = DecompressionLimits(maxExpansionRatio: 50, ratioGraceBytes: 1 << 20)
    private static let zeros = [UInt8](repeating: 0, count: 16 << 20)

    @Test("a gzip bomb stops with an error that gives the ratio, the limit and --max-expansion")
    func gzipBombIsStopped() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(Compression.gzip(Self.zeros, level: 9), named: "bomb.gz")
        let error = inputError { _ = try readSingleStream(path, limits: Self.tightLimits, bufferSize: 256 << 10) }
        guard case .expansionLimitExceeded(path, _, let ratio, 50) = error else {
            Issue.record("expected expansionLimitExceeded, got \(String(describing: error))")
            return
        }
        #expect(ratio > 50)
        let description = try #require(error?.description)
        #expect(description.hasPrefix("\(path): data expands "))
        #expect(description.contains("over the limit of 50x"))
        #expect(description.contains("--max-expansion"))
    }

    @Test("a zip bomb member stops with the expansion error naming the member")
    func zipBombIsStopped() throws {
        let directory = try TemporaryDirectory()
        var archive = ZipWriter()
        archive.addFile("XX.txt", contents: Self.zeros)
        let path = try directory.write(archive.finish(), named: "bomb.zip")
        let error = inputError { _ = try readSingleStream(path, limits: Self.tightLimits, bufferSize: 256 << 10) }
        guard case .expansionLimitExceeded(let name, _, _, 50) = error else {
            Issue.record("expected expansionLimitExceeded, got \(String(describing: error))")
            return
        }
        #expect(name == "\(path):XX.txt")
    }

    @Test("highly compressible data within the grace size is never stopped")
    func graceSizeIsHonoured() throws {
        let directory = try TemporaryDirectory()
        let small = [UInt8](repeating: 0, count: 1 << 20)
        let path = try directory.write(Compression.gzip(small, level: 9), named: "small.gz")
        #expect(try readSingleStream(path, limits: Self.tightLimits, bufferSize: 4096) == small)
    }

    @Test("the same bomb passes when the limit is raised")
    func raisedLimitLetsBombThrough() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(Compression.gzip(Self.zeros, level: 9), named: "bomb.gz")
        let raised = DecompressionLimits(maxExpansionRatio: 2_000, ratioGraceBytes: 1 << 20)
        #expect(try readSingleStream(path, limits: raised).count == Self.zeros.count)
    }
}
