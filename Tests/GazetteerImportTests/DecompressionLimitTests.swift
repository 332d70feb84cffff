import Testing
@_spi(Internals) import GazetteerImport
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

    @Test("a zip bomb is refused from its declared sizes before any member is read, naming the archive")
    func zipBombIsStopped() throws {
        let directory = try TemporaryDirectory()
        var archive = ZipWriter()
        archive.addFile("XX.txt", contents: Self.zeros)
        let path = try directory.write(archive.finish(), named: "bomb.zip")
        let error = inputError { _ = try InputOpener.openStreams(path: path, limits: Self.tightLimits) }
        guard case .expansionLimitExceeded(let name, 0, _, 50) = error else {
            Issue.record("expected expansionLimitExceeded, got \(String(describing: error))")
            return
        }
        #expect(name == path)
    }

    @Test("zip members each under the grace size are limited together, across the whole archive")
    func zipMembersShareOneBudget() throws {
        let directory = try TemporaryDirectory()
        var archive = ZipWriter()
        // A stored readme of random bytes makes the archive large enough that the declared sizes pass;
        // the data members themselves expand 700 times.
        var random = SplitMix64(seed: 7)
        archive.addFile("readme.txt", contents: (0..<(200 << 10)).map { _ in UInt8(truncatingIfNeeded: random.next()) }, method: .stored)
        let member = [UInt8](repeating: 0x41, count: 768 << 10)
        for number in 0..<8 { archive.addFile("XX\(number).txt", contents: member) }
        let path = try directory.write(archive.finish(), named: "members.zip")
        let error = inputError {
            for stream in try InputOpener.openStreams(path: path, limits: Self.tightLimits) {
                _ = try stream.readAll(bufferSize: 256 << 10)
            }
        }
        guard case .expansionLimitExceeded(let name, _, _, 50) = error else {
            Issue.record("expected expansionLimitExceeded, got \(String(describing: error))")
            return
        }
        #expect(name.hasPrefix("\(path):XX"), "named after the member being read")
    }

    @Test("zip members listed twice for the same bytes, or overlapping, are refused", arguments: [0, 1])
    func overlappingZipMembers(overlap: Int) throws {
        let directory = try TemporaryDirectory()
        let bytes = overlap == 0
            ? HostileCorpus.sharedMemberZip(entries: 3, member: Array("1\tx\n".utf8))
            : HostileCorpus.overlappingZip()
        let path = try directory.write(bytes, named: "overlap.zip")
        let error = inputError { _ = try InputOpener.openStreams(path: path) }
        guard case .overlappingZipMembers(path, "XX0.txt", "XX1.txt", _) = error else {
            Issue.record("expected overlappingZipMembers, got \(String(describing: error))")
            return
        }
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
