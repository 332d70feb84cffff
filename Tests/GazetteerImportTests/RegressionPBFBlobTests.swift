import Testing
@testable import GazetteerImport
import GazetteerTestSupport

/// Inputs the `pbf-blob` fuzz target found.
@Suite("Regression: PBF blobs")
struct RegressionPBFBlobTests {
    @Test("the expansion budget counts the payload the decoder uses: the last one, here raw data after zlib data")
    func lastPayloadCounts() throws {
        var blob = ProtobufWriter()
        blob.varintField(2, 72)
        blob.bytesField(3, Compression.zlib([UInt8](repeating: 0x61, count: 72)))
        blob.bytesField(1, Array("0123456789".utf8))
        let handed = try PBFBlobDecoder.withData(blob.bytes) { $0.count }
        #expect(handed == 10)
        #expect(try PBFBlobDecoder.inflatedSize(of: blob.bytes) == handed)
    }

    @Test("a raw_size its zlib data cannot reach is refused before decoding, naming both sizes")
    func rawSizeBeyondData() throws {
        var blob = ProtobufWriter()
        blob.varintField(2, UInt64(32 << 20) - 1)
        blob.bytesField(3, Compression.zlib(Array("x".utf8)))
        let compressed = Compression.zlib(Array("x".utf8)).count
        #expect(throws: PBFProblem.rawSizeBeyondData(rawSize: (32 << 20) - 1, compressed: compressed)) {
            try PBFBlobDecoder.inflatedSize(of: blob.bytes)
        }
        #expect(throws: PBFProblem.rawSizeBeyondData(rawSize: (32 << 20) - 1, compressed: compressed)) {
            try PBFBlobDecoder.withData(blob.bytes) { _ in }
        }
    }
}
