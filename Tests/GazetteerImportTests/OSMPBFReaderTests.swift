import Foundation
import GazetteerIndex
import Testing
import CZlib
@_spi(Internals) @testable import GazetteerImport
import GazetteerTestSupport

@Suite("PBF reading and its errors")
struct OSMPBFReaderTests {
    private let header = PBFBuilder.headerFrame()

    private func importError(_ bytes: [UInt8], name: String = "broken.osm.pbf") throws -> OSMError? {
        let path = try OSMTestSupport.temporaryFile(bytes, name: name)
        return OSMTestSupport.osmError { _ = try OSMTestSupport.importRecords(path) }?.withoutFile
    }

    /// A block with one plain node tagged `amenity=bench` (string indices 1 and 2).
    private func benchBlock(valueIndex: UInt64 = 2) -> [UInt8] {
        PBFBuilder.primitiveBlock(
            strings: ["", "amenity", "bench"],
            group: PBFBuilder.nodeGroup(id: 7, latitude: 471_000_000, longitude: 95_000_000, keys: [1], values: [valueIndex])
        )
    }

    @Test("a hand-built file with a plain node decodes to a record")
    func handBuiltFile() throws {
        let path = try OSMTestSupport.temporaryFile(header + PBFBuilder.dataFrame(benchBlock()), name: "bench.osm.pbf")
        let result = try OSMTestSupport.importRecords(path)
        #expect(result.records.map(\.description) == ["osm:node/7 S/ amenity=bench 471000000,95000000 \"\" [] pop=0 []"])
    }

    @Test("granularity and offsets convert to E7 with integer math")
    func granularityAndOffsets() throws {
        var block = ProtobufWriter()
        block.bytesField(1, { var t = ProtobufWriter(); for s in ["", "shop", "bakery"] { t.stringField(1, s) }; return t.bytes }())
        block.bytesField(2, PBFBuilder.nodeGroup(id: 1, latitude: 4_714_100, longitude: -952_090, keys: [1], values: [2]))
        block.varintField(17, 1_000)
        block.varintField(19, UInt64(bitPattern: 50))
        block.varintField(20, UInt64(bitPattern: -149))
        let path = try OSMTestSupport.temporaryFile(header + PBFBuilder.dataFrame(block.bytes), name: "granularity.osm.pbf")
        let record = try #require(try OSMTestSupport.importRecords(path).records.first)
        // 50 + 1000 × 4 714 100 nanodegrees = 4 714 100 050 → 47 141 001 (half rounds away from zero);
        // -149 - 1000 × 952 090 = -952 090 149 → -9 520 901.
        #expect((record.fields.latitudeE7, record.fields.longitudeE7) == (47_141_001, -9_520_901))
    }

    @Test("the non-dense fixture really stores plain nodes and the dense one DenseNodes")
    func fixtureNodeKinds() throws {
        func groupFields(_ name: String) throws -> Set<Int> {
            let stream = try InputOpener.openStreams(path: OSMTestSupport.fixture(name))[0]
            var framer = PBFFramer(reader: ByteReader(stream: stream))
            var fields = Set<Int>()
            while let frame = try framer.next() {
                guard frame.type == "OSMData" else { continue }
                try PBFBlobDecoder.withData(frame.blob) { data in
                    var block = ProtobufReader(data)
                    while let field = try block.nextField() {
                        guard field.number == 2 else { try block.skip(field.wireType); continue }
                        var group = ProtobufReader(try block.readLengthDelimited(field))
                        while let inner = try group.nextField() {
                            fields.insert(inner.number)
                            try group.skip(inner.wireType)
                        }
                    }
                }
            }
            return fields
        }
        #expect(try groupFields("n14-w4-r1-places-amenities.osm.pbf") == [2, 3, 4])
        #expect(try groupFields("n14-w4-r1-places-amenities-nondense.osm.pbf") == [1, 3, 4])
    }

    @Test("a truncated file reports the blob it ends in")
    func truncated() throws {
        let full = try Array(Data(contentsOf: URL(fileURLWithPath: OSMTestSupport.fixture("n14-w4-r1-places-amenities.osm.pbf"))))
        let error = try importError(Array(full.prefix(full.count - 10)), name: "cut.osm.pbf")
        guard case .pbf(_, _, .truncated(missing: 10)) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(error!.description.contains("file ends inside the blob (10 more bytes expected)"))
    }

    @Test("a BlobHeader over 64 KiB is refused")
    func oversizedBlobHeader() throws {
        let error = try importError(header + [0x00, 0x01, 0x00, 0x01] + [UInt8](repeating: 0, count: 16))
        #expect(error == .pbf(file: "", offset: UInt64(header.count), problem: .blobHeaderTooLarge(bytes: 65_537)))
    }

    @Test("a blob over 32 MiB is refused before it is read")
    func oversizedBlob() throws {
        let frame = PBFBuilder.frame(type: "OSMData", blob: [], declaredSize: 32 * 1024 * 1024 + 1)
        let error = try importError(header + frame)
        #expect(error == .pbf(file: "", offset: UInt64(header.count), problem: .blobTooLarge(bytes: 33_554_433)))
    }

    @Test("lz4, zstd, lzma and bzip2 blobs name their compression and offset")
    func unsupportedCompression() throws {
        for (field, method) in [(6, "lz4"), (7, "zstd"), (4, "lzma"), (5, "bzip2")] {
            var blob = ProtobufWriter()
            blob.varintField(2, 100)
            blob.bytesField(field, [1, 2, 3, 4])
            let error = try importError(header + PBFBuilder.frame(type: "OSMData", blob: blob.bytes))
            #expect(error?.descriptionWithoutFile == "blob at byte \(header.count): unsupported compression (\(method))")
        }
    }

    @Test("zlib blobs decode; corrupt data and a wrong raw_size are errors")
    func corruptZlib() throws {
        var blob = ProtobufWriter()
        blob.varintField(2, 100)
        blob.bytesField(3, [0x78, 0x9C, 0xFF, 0xFF, 0xFF])
        let error = try importError(header + PBFBuilder.frame(type: "OSMData", blob: blob.bytes))
        guard case .pbf(_, _, .decompressionFailed) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }

        let data = benchBlock()
        var compressed = [UInt8](repeating: 0, count: 256)
        var length = uLongf(compressed.count)
        #expect(compress(&compressed, &length, data, uLong(data.count)) == Z_OK)
        func zlibFrame(rawSize: Int) -> [UInt8] {
            var blob = ProtobufWriter()
            blob.varintField(2, UInt64(rawSize))
            blob.bytesField(3, Array(compressed.prefix(Int(length))))
            return PBFBuilder.frame(type: "OSMData", blob: blob.bytes)
        }
        let path = try OSMTestSupport.temporaryFile(header + zlibFrame(rawSize: data.count), name: "zlib.osm.pbf")
        #expect(try OSMTestSupport.importRecords(path).records.count == 1)
        #expect(try importError(header + zlibFrame(rawSize: data.count + 5))
            == .pbf(file: "", offset: UInt64(header.count), problem: .sizeMismatch(expected: data.count + 5, actual: data.count)))
        #expect(try importError(header + zlibFrame(rawSize: data.count - 1))
            == .pbf(file: "", offset: UInt64(header.count), problem: .sizeMismatch(expected: data.count - 1, actual: data.count)))
        #expect(try importError(header + zlibFrame(rawSize: data.count - 5))?.description.contains("more than raw_size") == true)
    }

    @Test("a truncated zlib blob and one with a damaged Adler-32 are invalid data at the blob's offset")
    func truncatedAndMischeckedZlib() throws {
        let data = benchBlock()
        let compressed = Compression.zlib(data)
        func zlibFrame(_ zlib: [UInt8]) -> [UInt8] {
            var blob = ProtobufWriter()
            blob.varintField(2, UInt64(data.count))
            blob.bytesField(3, zlib)
            return PBFBuilder.frame(type: "OSMData", blob: blob.bytes)
        }
        let invalid = OSMError.pbf(file: "", offset: UInt64(header.count), problem: .decompressionFailed("invalid data"))
        #expect(try importError(header + zlibFrame(Array(compressed.dropLast(6)))) == invalid)
        var mischecked = compressed
        mischecked[mischecked.count - 1] ^= 0x01
        #expect(try importError(header + zlibFrame(mischecked)) == invalid)
    }

    @Test("an unknown required feature is refused, and so is history")
    func requiredFeatures() throws {
        let unknown = try importError(PBFBuilder.headerFrame(requiredFeatures: ["OsmSchema-V0.6", "Sort.Type_then_ID_Hilbert"]))
        #expect(unknown == .pbf(file: "", offset: 0, problem: .unknownRequiredFeature("Sort.Type_then_ID_Hilbert")))
        let history = try importError(PBFBuilder.headerFrame(requiredFeatures: ["OsmSchema-V0.6", "HistoricalInformation"]))
        #expect(history == .pbf(file: "", offset: 0, problem: .historyNotSupported))
    }

    @Test("a string index past the table names the file, the blob and the table size")
    func stringIndexOutOfRange() throws {
        let path = try OSMTestSupport.temporaryFile(header + PBFBuilder.dataFrame(benchBlock(valueIndex: 999)), name: "index.osm.pbf")
        let name = try InputOpener.openStreams(path: path)[0].name
        let error = OSMTestSupport.osmError { _ = try OSMTestSupport.importRecords(path) }
        #expect(error?.description == "\(name): blob at byte \(header.count): string index 999 out of range (table has 3 strings)")
    }

    @Test("dense ids whose delta sum overflows 64 bits are an error")
    func deltaOverflow() throws {
        var dense = ProtobufWriter()
        // The first id is the smallest accepted; adding Int64.min to it passes below 64 bits.
        dense.packedField(1, [dense.zigzag(-Int64(SourceID.maximumValue)), dense.zigzag(.min)])
        dense.packedField(8, [0, 0])
        dense.packedField(9, [0, 0])
        var group = ProtobufWriter()
        group.bytesField(2, dense.bytes)
        let error = try importError(header + PBFBuilder.dataFrame(PBFBuilder.primitiveBlock(strings: [""], group: group.bytes)))
        #expect(error == .pbf(file: "", offset: UInt64(header.count), problem: .valueOutOfRange("dense node id delta sum")))
    }

    @Test("dense nodes with a keys_vals list that stops early are an error")
    func unterminatedDenseTags() throws {
        var dense = ProtobufWriter()
        dense.packedField(1, [dense.zigzag(1), dense.zigzag(1)])
        dense.packedField(8, [0, 0])
        dense.packedField(9, [0, 0])
        dense.packedField(10, [1, 2, 0, 1])
        var group = ProtobufWriter()
        group.bytesField(2, dense.bytes)
        let block = PBFBuilder.primitiveBlock(strings: ["", "amenity", "bench"], group: group.bytes)
        let error = try importError(header + PBFBuilder.dataFrame(block))
        #expect(error == .pbf(file: "", offset: UInt64(header.count), problem: .unterminatedDenseTags(nodeID: 2)))
    }

    @Test("blocks delivered before an error are the same for every thread count")
    func errorAfterGoodBlocks() throws {
        let good = PBFBuilder.dataFrame(benchBlock())
        let bytes = header + good + good + good + PBFBuilder.dataFrame(benchBlock(valueIndex: 9)) + good
        let path = try OSMTestSupport.temporaryFile(bytes, name: "partly-broken.osm.pbf")
        for threads in [1, 2, 4] {
            var delivered = 0
            let error = OSMTestSupport.osmError {
                _ = try OSMImporter.run(path: path, options: ImportOptions(threads: threads), into: OSMRecordList.self) {
                    delivered += $0.count
                }
            }
            #expect(delivered == 3)
            #expect(error?.withoutFile == .pbf(file: "", offset: UInt64(header.count + 3 * good.count),
                                  problem: .stringIndexOutOfRange(index: 9, count: 3)))
        }
    }
}
